import { ENQUIRY_STATUSES, type EnquiryStatus } from '@/lib/enquiries';
import { isLocale, type Locale } from '@/lib/locale';

// The inbox's filters and page as they are kept in the screen's address
// (?status=&form=&locale=&source=&assignee=&from=&to=&page=), so a filtered view can be shared
// and survives a reload, and as they are sent to /api/enquiries and its CSV export.
// status=spam is the Spam view; without a status the inbox shows every status but Spam.

export const ENQUIRIES_PAGE_SIZE = 20;
/** The highest page number the list endpoint accepts. */
const MAX_PAGE = 100_000;

export interface InboxFilters {
  /** One status, or '' for every status but Spam. */
  status: EnquiryStatus | '';
  /** 'main' (the quick form), 'page' (the contact page) or '' for both. */
  form: '' | 'main' | 'page';
  /** The language of the form it was sent with, or '' for both. */
  locale: '' | Locale;
  /** utm_source, referrer host or Direct, exactly; '' for any. */
  source: string;
  /** A staff member's id, 'none' for nobody, '' for anyone. */
  assignee: string;
  /** YYYY-MM-DD in the site's time zone, both days included, or ''. */
  from: string;
  to: string;
}

export const NO_FILTERS: InboxFilters = {
  status: '',
  form: '',
  locale: '',
  source: '',
  assignee: '',
  from: '',
  to: '',
};

const FILTER_KEYS = ['status', 'form', 'locale', 'source', 'assignee', 'from', 'to'] as const;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** The longest source the API accepts (a host name). */
const MAX_SOURCE = 253;

interface Params {
  get(name: string): string | null;
}

const isStatus = (value: string): value is EnquiryStatus =>
  (ENQUIRY_STATUSES as readonly string[]).includes(value);

/** The filters in an address; anything malformed (an old or edited link) is dropped. */
export function filtersOf(params: Params): InboxFilters {
  const status = params.get('status') ?? '';
  const form = params.get('form') ?? '';
  const locale = params.get('locale') ?? '';
  const source = (params.get('source') ?? '').trim();
  const assignee = params.get('assignee') ?? '';
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  return {
    status: isStatus(status) ? status : '',
    form: form === 'main' || form === 'page' ? form : '',
    locale: isLocale(locale) ? locale : '',
    source: source.length <= MAX_SOURCE ? source : '',
    assignee: /^([1-9]\d{0,8}|none)$/.test(assignee) ? assignee : '',
    from: DATE.test(from) ? from : '',
    to: DATE.test(to) ? to : '',
  };
}

export function pageOf(params: Params): number {
  const raw = params.get('page');
  const page = raw !== null && /^\d{1,6}$/.test(raw) ? Number(raw) : 1;
  return Math.min(Math.max(1, page), MAX_PAGE);
}

/** The query string (no '?'): the filters that are set, and the page when past the first. */
export function inboxQuery(filters: InboxFilters, page = 1): string {
  const query = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filters[key].trim();
    if (value) query.set(key, value);
  }
  if (page > 1) query.set('page', String(page));
  return query.toString();
}

const withQuery = (path: string, query: string) => (query ? `${path}?${query}` : path);

/** The screen's own address for these filters and page. */
export const inboxHref = (filters: InboxFilters, page = 1) =>
  withQuery('/admin/enquiries', inboxQuery(filters, page));

/** One page of the list endpoint. */
export function enquiryListPath(filters: InboxFilters, page: number): string {
  const query = new URLSearchParams(inboxQuery(filters));
  query.set('page', String(page));
  query.set('pageSize', String(ENQUIRIES_PAGE_SIZE));
  return `/api/enquiries?${query}`;
}

/** The CSV of exactly what the filters select (every page). */
export const enquiryExportPath = (filters: InboxFilters) =>
  withQuery('/api/enquiries/export', inboxQuery(filters));

/** The Spam view keeps the other filters; leaving it drops its status. */
export const spamView = (filters: InboxFilters): InboxFilters => ({ ...filters, status: 'spam' });
export const mainView = (filters: InboxFilters): InboxFilters => ({
  ...filters,
  status: filters.status === 'spam' ? '' : filters.status,
});

export const isSpamView = (filters: InboxFilters) => filters.status === 'spam';

/** How many filters narrow the view (the Spam tab not counted). */
export const filterCount = (filters: InboxFilters) =>
  FILTER_KEYS.filter((key) =>
    key === 'status'
      ? filters.status !== '' && filters.status !== 'spam'
      : filters[key].trim() !== '',
  ).length;

/** Whether anything narrows the view beyond its tab (Inbox or Spam). */
export const hasFilters = (filters: InboxFilters) => filterCount(filters) > 0;

/** The filters cleared, staying in the same tab. */
export const clearedFilters = (filters: InboxFilters): InboxFilters => ({
  ...NO_FILTERS,
  status: isSpamView(filters) ? 'spam' : '',
});

/** Why the dates cannot match anything, or null. */
export function dateRangeProblem({ from, to }: InboxFilters): string | null {
  return from && to && from > to ? 'The “To” date is before the “From” date.' : null;
}

/** For the polite status after a page loads: 'Enquiries 21–40 of 93.' */
export function inboxSummary(
  { total, shown, page }: { total: number; shown: number; page: number },
  filters: InboxFilters,
): string {
  if (total === 0) return emptyText(filters);
  const where = `${isSpamView(filters) ? ' in Spam' : ''}${hasFilters(filters) ? ' matching these filters' : ''}`;
  if (shown >= total) return `${total} ${total === 1 ? 'enquiry' : 'enquiries'}${where}.`;
  const first = (page - 1) * ENQUIRIES_PAGE_SIZE + 1;
  return `Enquiries ${first}–${first + shown - 1} of ${total}${where}.`;
}

/** What an empty view says. */
export function emptyText(filters: InboxFilters): string {
  if (hasFilters(filters)) return 'No enquiries match these filters.';
  return isSpamView(filters) ? 'Nothing has been filed as spam.' : 'No enquiries yet.';
}

/**
 * One enquiry's view, carrying the inbox view it was opened from (?inbox=status%3Dspam),
 * so its back link returns to the same filters and page.
 */
export function enquiryHref(id: number, filters: InboxFilters, page = 1): string {
  const inbox = inboxQuery(filters, page);
  return inbox
    ? `/admin/enquiries/${id}?${new URLSearchParams({ inbox })}`
    : `/admin/enquiries/${id}`;
}

/** The inbox view an enquiry was opened from, read back (only well-formed filters). */
export function inboxHrefFrom(params: Params): string {
  const inbox = new URLSearchParams(params.get('inbox') ?? '');
  return inboxHref(filtersOf(inbox), pageOf(inbox));
}
