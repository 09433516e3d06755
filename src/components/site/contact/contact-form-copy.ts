import { copyFor } from '@/content/editions';
import type { Locale } from '@/lib/locale';

// The contact forms' words in the page's language, as plain strings for the form's island.
// Messages that name a field or a length are templates: {label} and {n} are filled in
// the browser (src/islands/contact-form.ts), where the field and the limit are known.

export interface ContactFormCopy {
  labels: Record<
    'fullName' | 'name' | 'email' | 'phoneNum' | 'businessName' | 'role' | 'message',
    string
  >;
  optional: string;
  honeypot: string;
  sending: string;
  sendingAnnouncement: string;
  network: string;
  outcome: Record<'main' | 'page', { success: string; failure: string }>;
  validation: {
    required: string;
    tooShort: string;
    tooLong: string;
    invalidEmail: string;
    notText: string;
  };
}

type Template = (...parts: string[]) => string;

export function contactFormCopy(locale: Locale): ContactFormCopy {
  const { contactForm } = copyFor(locale).ui;
  const { validation } = contactForm;
  // The copy's functions take a label and a number; given the placeholders instead, they
  // write the template in the language's own word order.
  const template = (fn: unknown) => (fn as Template)('{label}', '{n}');
  return {
    labels: contactForm.labels,
    optional: contactForm.optional,
    honeypot: contactForm.honeypot,
    sending: contactForm.buttons.sending,
    sendingAnnouncement: contactForm.messages.sending,
    network: contactForm.messages.offline,
    outcome: { main: contactForm.messages.main, page: contactForm.messages.page },
    validation: {
      required: template(validation.required),
      tooShort: template(validation.tooShort),
      tooLong: template(validation.tooLong),
      invalidEmail: validation.invalidEmail,
      notText: template(validation.notText),
    },
  };
}
