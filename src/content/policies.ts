// Static policy pages (/privacy-policy, /refund-policy). Facts from spec point 9.
import { siteFacts } from './site-facts';
import { copyOf } from './translated';

export interface PolicySection {
  heading: string;
  paragraphs: string[];
  list?: string[];
}

export interface PolicyPage {
  title: string;
  metaDescription: string;
  /** YYYY-MM-DD */
  updated: string;
  sections: PolicySection[];
}

/** Refund processing time in business days (spec point 9). */
export const REFUND_PROCESSING_DAYS = { min: 14, max: 22 } as const;

/** Privacy enquiries are answered within this many hours (spec point 9). */
export const PRIVACY_RESPONSE_HOURS = 48;

/** Minimum age to use the site and send an enquiry (spec point 9). */
export const MINIMUM_AGE = 18;

export const privacyPolicy = copyOf<PolicyPage>()({
  title: 'Privacy Policy',
  metaDescription:
    'How Nexa Digital collects, uses and protects the personal data you share through our website and contact forms, and how to exercise your rights.',
  updated: '2025-01-15',
  sections: [
    {
      heading: 'Who we are',
      paragraphs: [
        `This website is operated by ${siteFacts.legalName} ("${siteFacts.name}", "we", "us"), a digital agency based in Dubai, United Arab Emirates. This policy explains what personal data we collect through the website, why we collect it and how we look after it.`,
      ],
    },
    {
      heading: 'What we collect',
      paragraphs: [
        'We only collect the information you choose to send us through our two contact forms:',
      ],
      list: [
        'Short contact form: your name, e-mail address and message.',
        'Detailed contact form: your name, e-mail address, phone number, business name, role and message.',
        'Technical data needed to deliver the page and protect the forms from abuse, such as your IP address, which is kept in server logs and used for rate limiting.',
      ],
    },
    {
      heading: 'How we use your information',
      paragraphs: ['We use the information you send us to:'],
      list: [
        'reply to your enquiry and prepare proposals or estimates you ask for;',
        'keep a record of our correspondence with you;',
        'protect the website and our team from spam and misuse.',
      ],
    },
    {
      heading: 'How we share it',
      paragraphs: [
        'We do not sell or rent your personal data. Enquiries are stored in our database and delivered to our team by e-mail through our mail provider. Team members in our USA and Pakistan offices may see an enquiry when they help answer it. We disclose data to authorities only when UAE law requires it.',
      ],
    },
    {
      heading: 'Cookies',
      paragraphs: [
        'Visitors are not tracked. The website sets no advertising, analytics or third-party tracking cookies.',
        'The only cookie we use is a sign-in cookie for our own staff when they log in to the administration area. It is strictly necessary, is never set for public visitors and expires after a limited time or as soon as the staff member signs out.',
      ],
    },
    {
      heading: 'How long we keep it',
      paragraphs: [
        'We keep enquiries for up to 24 months after our last contact with you, so that we can follow up on projects and answer questions about earlier conversations. If you become a client, project correspondence is kept for the period required by UAE commercial and tax law. Technical logs are kept only as long as needed for security, normally no longer than 30 days.',
      ],
    },
    {
      heading: 'Your rights',
      paragraphs: [
        `You may ask us at any time to see the personal data we hold about you, to correct it, or to delete it. You may also object to us contacting you again. We answer every privacy request within ${PRIVACY_RESPONSE_HOURS} hours and complete it as soon as practical.`,
      ],
      list: [
        'Access a copy of your personal data',
        'Correct inaccurate or incomplete data',
        'Ask us to delete your data',
        'Withdraw from further contact',
      ],
    },
    {
      heading: 'Age requirement',
      paragraphs: [
        `Our services are aimed at businesses. You must be at least ${MINIMUM_AGE} years old to use our contact forms. We do not knowingly collect data from anyone under ${MINIMUM_AGE}; if you believe a minor has contacted us, let us know and we will delete the data.`,
      ],
    },
    {
      heading: 'Security',
      paragraphs: [
        'The website is served over HTTPS, access to enquiries is limited to authorised staff with individual accounts, and our systems are kept up to date with security patches.',
      ],
    },
    {
      heading: 'Changes to this policy',
      paragraphs: [
        'We may update this policy when our services or the law change. The date at the top of the page shows when it was last revised.',
      ],
    },
    {
      heading: 'Contact',
      paragraphs: [
        `For any question about this policy or your data, e-mail ${siteFacts.email} or call ${siteFacts.mainPhone.display}. We reply within ${PRIVACY_RESPONSE_HOURS} hours. Our office address is ${siteFacts.address.singleLine}.`,
      ],
    },
  ],
});

export const refundPolicy = copyOf<PolicyPage>()({
  title: 'Refund Policy',
  metaDescription: `When ${siteFacts.name} refunds project fees: a full refund after a quality review confirms missed deadlines or poor performance, processed in ${REFUND_PROCESSING_DAYS.min} to ${REFUND_PROCESSING_DAYS.max} business days.`,
  updated: '2025-01-15',
  sections: [
    {
      heading: 'Our commitment',
      paragraphs: [
        `${siteFacts.name} stands behind the work we agree to deliver. If we fail to meet our obligations, you are entitled to a refund under the terms below. This policy applies to design, development and marketing services purchased directly from ${siteFacts.legalName}.`,
      ],
    },
    {
      heading: 'Full refund after quality review',
      paragraphs: [
        'When you request a refund, our quality-assurance team reviews the project timeline, communication records and deliverables. Once the quality-assurance review confirms unmet deadlines or a lack of performance on our side, you receive a full (100%) refund of the amount paid for the affected service.',
      ],
    },
    {
      heading: 'When you are eligible',
      paragraphs: ['A refund request is eligible in the following cases:'],
      list: [
        'Repeated missed deadlines on agreed milestones',
        'Miscommunication by our account staff that affected the project',
        'Lack of performance by the assigned team',
        'The project has not been started',
        'Other delays in the work caused by us',
      ],
    },
    {
      heading: 'When a refund does not apply',
      paragraphs: ['A refund cannot be issued in the following cases:'],
      list: [
        'A change of heart after work has begun',
        'Delays caused by the customer, such as late content, feedback or approvals',
        'The project has been completed and uploaded',
        'Requests for work beyond the signed agreement or scope',
      ],
    },
    {
      heading: 'How to request a refund',
      paragraphs: [
        `E-mail ${siteFacts.email} with your project name, invoice number and the reason for your request. Your account manager will acknowledge it and pass it to our quality-assurance team for review.`,
      ],
    },
    {
      heading: 'Processing time',
      paragraphs: [
        `Approved refunds are processed within ${REFUND_PROCESSING_DAYS.min} to ${REFUND_PROCESSING_DAYS.max} business days and paid back by the original payment method. Your bank may take a few additional days to show the amount in your account.`,
      ],
    },
    {
      heading: 'Contact',
      paragraphs: [
        `Questions about this policy? E-mail ${siteFacts.email} or call ${siteFacts.mainPhone.display}.`,
      ],
    },
  ],
});
