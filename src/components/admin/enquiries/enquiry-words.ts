import {
  ENQUIRY_STATUS_LABELS,
  ENQUIRY_STATUSES,
  LOCALE_LABELS,
  type AttributionField,
  type EnquiryStatus,
} from '@/lib/enquiries';
import type { EnquiryRecord as Enquiry } from '@/lib/schemas/answers/site';
import type { BadgeStates, BadgeTone } from '../kit';

// The inbox's words for what the API answers in codes: forms, statuses, e-mail delivery,
// devices, why something was filed as Spam, and where an enquiry came from.

export const FORM_LABELS: Record<Enquiry['form'], string> = {
  main: 'Quick form',
  page: 'Contact page',
};

export const STATUS_BADGES = {
  new: { label: ENQUIRY_STATUS_LABELS.new, tone: 'info' },
  contacted: { label: ENQUIRY_STATUS_LABELS.contacted, tone: 'warning' },
  won: { label: ENQUIRY_STATUS_LABELS.won, tone: 'success' },
  lost: { label: ENQUIRY_STATUS_LABELS.lost, tone: 'neutral' },
  spam: { label: ENQUIRY_STATUS_LABELS.spam, tone: 'danger' },
} as const satisfies BadgeStates<EnquiryStatus>;

/** The status a released enquiry gets: it starts the pipeline as if it had just come in. */
export const NOT_SPAM_STATUS: EnquiryStatus = 'new';
export const NOT_SPAM = 'Not spam';

/**
 * The status choice of one enquiry. Out of Spam the only way is "Not spam" (it is then
 * e-mailed as new), so a spam enquiry offers just that; any other offers every status.
 */
export function statusOptions(current: EnquiryStatus): { value: EnquiryStatus; label: string }[] {
  if (current === 'spam') {
    return [
      { value: 'spam', label: ENQUIRY_STATUS_LABELS.spam },
      { value: NOT_SPAM_STATUS, label: NOT_SPAM },
    ];
  }
  return ENQUIRY_STATUSES.map((value) => ({ value, label: ENQUIRY_STATUS_LABELS[value] }));
}

/** The banner after a status change. */
export function statusChangedText(before: EnquiryStatus, after: EnquiryStatus): string {
  if (before === 'spam' && after !== 'spam')
    return 'Marked as not spam. It is back in the inbox and the team is being e-mailed.';
  if (after === 'spam') return 'Moved to Spam.';
  return `Status changed to ${ENQUIRY_STATUS_LABELS[after]}.`;
}

export function deliveryLabel(enquiry: Pick<Enquiry, 'delivery' | 'deliveryAttempts' | 'status'>) {
  const { delivery, deliveryAttempts: attempts } = enquiry;
  if (delivery === 'sent') return 'E-mail sent';
  // Spam is never queued: "pending" there means it was kept back, not that it waits.
  if (enquiry.status === 'spam' && delivery === 'pending') return 'Not e-mailed';
  if (delivery === 'pending') return 'E-mail waiting to be sent';
  return `E-mail failed, retrying (${attempts} ${attempts === 1 ? 'attempt' : 'attempts'})`;
}

export function deliveryTone(enquiry: Pick<Enquiry, 'delivery' | 'status'>): BadgeTone {
  if (enquiry.delivery === 'sent') return 'success';
  if (enquiry.delivery === 'pending') return enquiry.status === 'spam' ? 'neutral' : 'warning';
  return 'danger';
}

export const SPAM_REASON_TEXT: Record<Exclude<Enquiry['spamReason'], ''>, string> = {
  honeypot: 'A hidden field that only robots see was filled in.',
  'too-fast': 'It was sent less than 3 seconds after the form appeared.',
};

export const DEVICE_LABELS: Record<Exclude<Enquiry['device'], ''>, string> = {
  mobile: 'Mobile',
  tablet: 'Tablet',
  desktop: 'Desktop',
};

/** 'English' or 'Arabic' for a language code; an unknown code as it is. */
export const languageLabel = (code: string) =>
  (LOCALE_LABELS as Record<string, string>)[code] ?? code;

/** The attribution as the enquiry view lists it, in the order a person asks about it. */
export const ATTRIBUTION_LABELS: Record<AttributionField, string> = {
  landing: 'Landing page',
  page: 'Sent from page',
  referrer: 'Referred by',
  utm_source: 'Campaign source (utm_source)',
  utm_medium: 'Campaign medium (utm_medium)',
  utm_campaign: 'Campaign (utm_campaign)',
  utm_term: 'Campaign term (utm_term)',
  utm_content: 'Campaign content (utm_content)',
  gclid: 'Google Ads click (gclid)',
  fbclid: 'Facebook click (fbclid)',
};

/** A campaign in one line: 'nov · email', or '' when the visit carried none. */
export const campaignText = (enquiry: Pick<Enquiry, 'utm_campaign' | 'utm_medium'>) =>
  [enquiry.utm_campaign, enquiry.utm_medium].filter(Boolean).join(' · ');

/** Where an enquiry came from, in short, for its row in the inbox: only what is known. */
export function originLines(
  enquiry: Pick<
    Enquiry,
    'source' | 'utm_campaign' | 'utm_medium' | 'landing' | 'page' | 'device' | 'gclid' | 'fbclid'
  >,
): { label: string; value: string }[] {
  const ad = enquiry.gclid ? 'Google Ads' : enquiry.fbclid ? 'Facebook ad' : '';
  const lines = [
    { label: 'Source', value: enquiry.source || 'Direct' },
    { label: 'Campaign', value: campaignText(enquiry) },
    { label: 'Ad click', value: ad },
    { label: 'Landed on', value: enquiry.landing },
    { label: 'Sent from', value: enquiry.page },
    { label: 'Device', value: enquiry.device ? DEVICE_LABELS[enquiry.device] : '' },
  ];
  return lines.filter((line) => line.value !== '');
}

/** 'Sara Ahmed' for an assignee id, 'You' for the signed-in person, '' for nobody. */
export function assigneeName(
  id: number | null,
  names: ReadonlyMap<number, string>,
  selfId: number | undefined,
): string {
  if (id === null) return '';
  if (id === selfId) return names.has(id) ? `${names.get(id)} (you)` : 'You';
  return names.get(id) ?? `Staff member ${id}`;
}
