import { mainContactSchema } from '@/lib/schemas/contact';
import { contactFormRoute } from '@/http/contact-form';

export const dynamic = 'force-dynamic';

// POST /send-contact-form-main – the form on home, company and service pages: {msg: 'success'} once stored (public)
export const POST = contactFormRoute(
  'main',
  'The main contact form (home, company, service pages); limited per client address',
  mainContactSchema,
);
