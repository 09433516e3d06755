import { pageContactSchema } from '@/lib/schemas/contact';
import { contactFormRoute } from '@/http/contact-form';

export const dynamic = 'force-dynamic';

// POST /send-contact-form – the contact page's form: {msg: 'success'} once stored (public)
export const POST = contactFormRoute(
  'page',
  'The contact page form; limited per client address',
  pageContactSchema,
);
