import { z } from '@/lib/zod-setup';
import { LOCALES } from '../locale';
import { attributionSchema } from './attribution';
import { optionalText, requiredText } from './fields';

// Spec point 5. The honeypot `website` field is invisible to people; a bot that fills
// it is answered as if it succeeded, and its enquiry is filed as Spam, never e-mailed
// (issue 27). The site's forms also send where the visit came from and a time token;
// both are optional, so spec point 7's clients send neither and work as before. So is
// the form's language (issue 29).

const email = (max: number, min = 1) =>
  requiredText('Email', max, min).pipe(z.email('Enter a valid email address.'));

export const HONEYPOT_FIELD = 'website';

const honeypot = z.string().max(500).optional();

/** Beyond spec point 7: what the site's own forms add (issue 27). */
const visit = {
  attribution: attributionSchema
    .optional()
    .describe("Where the visit came from (the site's forms send it; optional)"),
  formToken: z
    .string()
    .max(200)
    .optional()
    .describe('The token of GET /api/form-token, taken when the form was first drawn (optional)'),
  // Issue 29: the Arabic forms post to the same endpoints and say so; without it, 'en'.
  locale: z
    .enum(LOCALES, { message: 'locale must be en or ar.' })
    .optional()
    .describe("The language of the form it was sent with: en or ar (optional; 'en' when not sent)"),
};

/** Home/company/service pages' form: POST /send-contact-form-main */
export const mainContactSchema = z
  .strictObject({
    name: requiredText('Full name', 12, 3),
    email: email(36, 3),
    message: requiredText('Message', 800),
    phoneNum: z.literal('none').default('none'),
    formType: optionalText('Form type', 60),
    [HONEYPOT_FIELD]: honeypot,
    ...visit,
  })
  .meta({ id: 'MainContactInput' });

/** Contact page's form: POST /send-contact-form */
export const pageContactSchema = z
  .strictObject({
    name: requiredText('Name', 12, 3),
    email: email(36),
    phoneNum: requiredText('Phone number', 36, 3),
    businessName: optionalText('Business name', 36),
    role: optionalText('Role', 36),
    message: requiredText('Message', 800),
    [HONEYPOT_FIELD]: honeypot,
    ...visit,
  })
  .meta({ id: 'PageContactInput' });

export type MainContactInput = z.infer<typeof mainContactSchema>;
export type PageContactInput = z.infer<typeof pageContactSchema>;

/** What either form sends, once validated. */
export type ContactSubmission = MainContactInput | PageContactInput;
