// The enquiry pipeline's vocabulary (issue 27), shared by the API, the domain and the inbox.
import type { Locale } from './locale';

export const ENQUIRY_STATUSES = ['new', 'contacted', 'won', 'lost', 'spam'] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];

export const ENQUIRY_STATUS_LABELS: Record<EnquiryStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  won: 'Won',
  lost: 'Lost',
  spam: 'Spam',
};

export const DEVICE_CLASSES = ['mobile', 'tablet', 'desktop'] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

/** What the site's forms send of the visit (all optional: spec point 7's clients send none). */
export const ATTRIBUTION_FIELDS = [
  'page',
  'landing',
  'referrer',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'gclid',
  'fbclid',
] as const;
export type AttributionField = (typeof ATTRIBUTION_FIELDS)[number];
export type Attribution = Record<AttributionField, string>;

/** Where an enquiry came from, as the dashboard groups them: the UTM source, else the referring host, else Direct. */
export function sourceOf(attribution: Pick<Attribution, 'utm_source' | 'referrer'>): string {
  return attribution.utm_source || attribution.referrer || 'Direct';
}

/** Why an enquiry was filed as Spam ('' when it was not). */
export const SPAM_REASONS = ['', 'honeypot', 'too-fast'] as const;
export type SpamReason = (typeof SPAM_REASONS)[number];

/** The least time a person takes to fill the form; faster is a bot (issue 27). */
export const MIN_FILL_MS = 3000;

export const STATS_RANGES = ['4w', '12w', '12m'] as const;
export type StatsRange = (typeof STATS_RANGES)[number];

/** The language of the form an enquiry was sent with, as the team reads it (issue 29). */
export const LOCALE_LABELS: Record<Locale, string> = { en: 'English', ar: 'Arabic' };
