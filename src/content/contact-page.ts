// Copy of the contact page (/contact) and the headings of both contact forms.
import type { PageMetaCopy } from './home';
import { copyOf } from './translated';

export interface ContactHero {
  heading: string;
  text: string;
  image: string;
  imageAlt: string;
}

export interface ContactFormCopy {
  heading: string;
  intro: string;
  submitLabel: string;
}

export const contactMeta = copyOf<PageMetaCopy>()({
  title: 'Contact Nexa Digital | Digital Agency in Dubai',
  description:
    'Talk to Nexa Digital about your website, app, online store or marketing plans. Call our Dubai office or send a message and we will reply within one working day.',
});

export const contactHero = copyOf<ContactHero>()({
  heading: "Let's Talk About Your Next Digital Product",
  text: 'Whether you have a detailed brief or just an idea, tell us where you want to be and we will show you how to get there, with a scope, a timeline and an honest estimate.',
  image: '/demo/site/contact-hero.webp',
  imageAlt:
    'Stylised city skyline of violet towers of many heights with a slender teal needle-shaped tower at its centre, on dark purple',
});

/** The detailed form on /contact (name, email, phone, business name, role, message). */
export const contactPageForm = copyOf<ContactFormCopy>()({
  heading: 'Tell Us About Your Project',
  intro:
    'Share a few details about your business and what you need. A strategist will review them and reply within one working day.',
  submitLabel: 'Submit',
});

/** The short form on the home, company and service pages (name, email, message). */
export const mainContactForm = copyOf<ContactFormCopy>()({
  heading: 'Get in Touch',
  intro:
    'Send us a short message about your idea or challenge and we will get back to you within one working day.',
  submitLabel: 'Send Message',
});
