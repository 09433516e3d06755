// The one place to edit the agency's contact facts. Header, footer, service pages,
// structured data and policies all read from here, so a changed number or address
// needs one edit only.
import { copyOf } from './translated';

export interface PhoneNumber {
  /** As printed on the page. */
  display: string;
  /** E.164, e.g. +97145550123; `tel:` links are built from this. */
  e164: string;
  /** Ready-made `tel:` href (same digits as e164). */
  href: string;
}

export interface PostalAddress {
  /** Street, building and unit, one line. */
  street: string;
  locality: string;
  region: string;
  /** Absent for Dubai, which has no postal codes. */
  postalCode?: string;
  /** Country name as printed. */
  country: string;
  /** ISO 3166-1 alpha-2 code for structured data. */
  countryCode: string;
  /** The whole address on one line, as printed in the footer. */
  singleLine: string;
}

export interface OfficeBlock {
  /** Heading of the footer block, e.g. 'USA'. */
  label: string;
  city: string;
  phone: PhoneNumber;
  address: PostalAddress;
}

export type SocialNetwork = 'linkedin' | 'facebook' | 'instagram';

export interface SocialLink {
  network: SocialNetwork;
  label: string;
  href: string;
}

export interface StatFigure {
  value: string;
  label: string;
}

export interface SiteFacts {
  name: string;
  legalName: string;
  tagline: string;
  /** Public origin used in seed canonical links and structured data examples. */
  domain: string;
  email: string;
  emailHref: string;
  /** The number dialled by 'Schedule a Call' and the service pages' 'Get Started'. */
  mainPhone: PhoneNumber;
  /** Head office in Dubai. */
  address: PostalAddress;
  /** Footer office blocks, in display order: USA first, then Pakistan. */
  offices: [OfficeBlock, OfficeBlock];
  social: SocialLink[];
  copyrightYear: number;
  foundingYear: number;
  openingHours: string;
  logo: string;
  logoBlack: string;
  ogImage: string;
}

function phone(display: string, e164: string): PhoneNumber {
  return { display, e164, href: `tel:${e164}` };
}

export const siteFacts = copyOf<SiteFacts>()({
  name: 'Nexa Digital',
  legalName: 'Nexa Digital Solutions FZ-LLC',
  tagline: 'Web, app and growth marketing agency in Dubai',
  domain: 'https://nexadigital.ae',
  email: 'hello@nexadigital.ae',
  emailHref: 'mailto:hello@nexadigital.ae',
  mainPhone: phone('+971 4 555 0123', '+97145550123'),
  address: {
    street: 'Office 1408, Bay Square Building 11, Business Bay',
    locality: 'Dubai',
    region: 'Dubai',
    country: 'United Arab Emirates',
    countryCode: 'AE',
    singleLine: 'Office 1408, Bay Square Building 11, Business Bay, Dubai, United Arab Emirates',
  },
  offices: [
    {
      label: 'USA',
      city: 'Austin',
      phone: phone('+1 (512) 555-0147', '+15125550147'),
      address: {
        street: '600 Congress Avenue, Suite 1420',
        locality: 'Austin',
        region: 'TX',
        postalCode: '78701',
        country: 'United States',
        countryCode: 'US',
        singleLine: '600 Congress Avenue, Suite 1420, Austin, TX 78701, USA',
      },
    },
    {
      label: 'Pakistan',
      city: 'Lahore',
      phone: phone('+92 42 3555 0186', '+924235550186'),
      address: {
        street: 'Floor 5, Arfa Software Technology Park, Ferozepur Road',
        locality: 'Lahore',
        region: 'Punjab',
        postalCode: '54000',
        country: 'Pakistan',
        countryCode: 'PK',
        singleLine:
          'Floor 5, Arfa Software Technology Park, Ferozepur Road, Lahore 54000, Pakistan',
      },
    },
  ],
  social: [
    {
      network: 'linkedin',
      label: 'LinkedIn',
      href: 'https://www.linkedin.com/company/nexa-digital-ae',
    },
    { network: 'facebook', label: 'Facebook', href: 'https://www.facebook.com/nexadigital.ae' },
    { network: 'instagram', label: 'Instagram', href: 'https://www.instagram.com/nexadigital.ae' },
  ],
  copyrightYear: 2025,
  foundingYear: 2018,
  openingHours: 'Monday to Friday, 9:00 to 18:00 (GST)',
  logo: '/brand/logo.svg',
  logoBlack: '/brand/logo-black.svg',
  ogImage: '/demo/site/og-default.png',
});

/** Stats shown on the home, company and service pages (spec point 1). */
export const siteStats = copyOf<StatFigure[]>()([
  { value: '7+', label: 'Years of Experience' },
  { value: '25+', label: 'Satisfied Clients' },
  { value: '5', label: 'Stars on Google' },
]);

/** Footer call to action (spec: Footer). */
export const footerCta = {
  heading: "Let's build or improve your digital product",
  buttonLabel: 'Schedule a Call',
} as const;

export const copyrightLine = `© ${siteFacts.copyrightYear} ${siteFacts.name}. All rights reserved.`;
