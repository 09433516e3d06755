import { LOCALE_LABELS } from '@/lib/enquiries';
import type { EnquiryRecord as Enquiry } from '@/lib/schemas/answers/site';
import { Badge, StatusBadge } from '../kit';
import { deliveryLabel, deliveryTone, STATUS_BADGES } from './enquiry-words';

/** Where the enquiry is in the pipeline: New, Contacted, Won, Lost or Spam. */
export function EnquiryStatusBadge({ status }: { status: Enquiry['status'] }) {
  return <StatusBadge states={STATUS_BADGES} value={status} />;
}

/** Whether the team's e-mail went out (or, for Spam, was kept back). */
export function DeliveryBadge({ enquiry }: { enquiry: Enquiry }) {
  return <Badge tone={deliveryTone(enquiry)}>{deliveryLabel(enquiry)}</Badge>;
}

/** The language of the form it was sent with: whom to ask to answer it (issue 29). */
export function LanguageBadge({ locale }: { locale: Enquiry['locale'] }) {
  return <Badge>{LOCALE_LABELS[locale]}</Badge>;
}
