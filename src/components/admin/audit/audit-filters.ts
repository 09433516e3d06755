import { isAuditEntity } from './audit-labels';

// The audit log's filters and page, as they are kept in the screen's address
// (?user=&entity=&from=&to=&page=) and sent to /api/audit and /api/audit/export.

export const AUDIT_PAGE_SIZE = 50;
/** The highest page number the list endpoints accept. */
const MAX_PAGE = 100_000;

export interface AuditFilters {
  /** A staff member's id, or '' for everyone. */
  user: string;
  /** An entity code, or '' for all. */
  entity: string;
  /** YYYY-MM-DD in the site's time zone, inclusive, or ''. */
  from: string;
  to: string;
}

export const NO_FILTERS: AuditFilters = { user: '', entity: '', from: '', to: '' };

const FILTER_KEYS = ['user', 'entity', 'from', 'to'] as const;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

interface Params {
  get(name: string): string | null;
}

/** The filters in an address; anything malformed (an old or edited link) is dropped. */
export function filtersOf(params: Params): AuditFilters {
  const user = params.get('user') ?? '';
  const entity = params.get('entity') ?? '';
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  return {
    user: /^[1-9]\d{0,11}$/.test(user) ? user : '',
    entity: isAuditEntity(entity) ? entity : '',
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
export function auditQuery(filters: AuditFilters, page = 1): string {
  const query = new URLSearchParams();
  for (const key of FILTER_KEYS) if (filters[key]) query.set(key, filters[key]);
  if (page > 1) query.set('page', String(page));
  return query.toString();
}

const withQuery = (path: string, query: string) => (query ? `${path}?${query}` : path);

/** The list endpoint with the filters; apiPage adds the page. */
export const auditListPath = (filters: AuditFilters) =>
  withQuery('/api/audit', auditQuery(filters));

export const auditExportPath = (filters: AuditFilters) =>
  withQuery('/api/audit/export', auditQuery(filters));

export const hasFilters = (filters: AuditFilters) => FILTER_KEYS.some((key) => filters[key]);

/** Why the dates cannot match anything, or null. */
export function dateRangeProblem({ from, to }: AuditFilters): string | null {
  return from && to && from > to ? 'The “To” date is before the “From” date.' : null;
}

/** For the polite status after a page loads: 'Entries 51–100 of 230.' */
export function auditSummary(
  { total, shown, page }: { total: number; shown: number; page: number },
  filtered: boolean,
): string {
  if (total === 0) return filtered ? 'No entries match these filters.' : 'The audit log is empty.';
  const matching = filtered ? ' matching these filters' : '';
  if (shown >= total) return `${total} ${total === 1 ? 'entry' : 'entries'}${matching}.`;
  const first = (page - 1) * AUDIT_PAGE_SIZE + 1;
  return `Entries ${first}–${first + shown - 1} of ${total}${matching}.`;
}
