// Client reviews shown in the testimonials carousel (home, company and service pages).
import { copyOf } from './translated';

export interface Testimonial {
  name: string;
  role: string;
  company: string;
  quote: string;
  avatar: string;
  rating: 5;
}

export interface TestimonialsSectionCopy {
  tagline: string;
  heading: string;
  text: string;
}

export const testimonialsSection = copyOf<TestimonialsSectionCopy>()({
  tagline: 'Reviews',
  heading: 'What Our Clients Say',
  text: 'Founders and marketing leads across the UAE on working with Nexa Digital.',
});

export const testimonials = copyOf<Testimonial[]>()([
  {
    name: 'Rania Haddad',
    role: 'Founder and CEO',
    company: 'Souq Fresh',
    quote:
      'Nexa Digital rebuilt our grocery store in ten weeks and our mobile conversion rate almost doubled. They understood delivery slots, VAT invoices and Ramadan peaks without us having to explain them.',
    avatar: '/demo/testimonials/t-1.webp',
    rating: 5,
  },
  {
    name: 'Omar Al Mansoori',
    role: 'Operations Director',
    company: 'Falcon Logistics',
    quote:
      'Our dispatch team used to live in spreadsheets. The platform Nexa built now tracks every shipment in real time, and our customers finally stopped calling to ask where their parcels are.',
    avatar: '/demo/testimonials/t-2.webp',
    rating: 5,
  },
  {
    name: 'Dr. Priya Nair',
    role: 'Medical Director',
    company: 'Oasis Clinics',
    quote:
      'The booking app is so simple that our older patients use it without help. No-shows fell sharply in the first quarter and the team was responsive at every stage.',
    avatar: '/demo/testimonials/t-3.webp',
    rating: 5,
  },
  {
    name: 'James Whitfield',
    role: 'Head of Marketing',
    company: 'Atlas Finance',
    quote:
      'They combined a clean dashboard redesign with SEO and Google Ads that actually brought qualified sign-ups. Monthly reports are short, honest and tied to the numbers we care about.',
    avatar: '/demo/testimonials/t-4.webp',
    rating: 5,
  },
]);
