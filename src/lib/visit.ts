// Where a visit came from (issue 27), kept in the tab's sessionStorage: no cookie, no third
// party, gone when the tab closes. The first page of the visit records its landing path,
// the external referrer's host and the click ids; the first UTM parameters seen in the
// visit are kept. The contact forms send it with the page they are on.
import type { Attribution } from './enquiries';

const KEY = 'visit';
const CAMPAIGN = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
const CLICK_IDS = ['gclid', 'fbclid'] as const;

type Stored = Omit<Attribution, 'page'>;

const here = () => location.pathname + location.search;

function read(): Stored | undefined {
  try {
    return JSON.parse(sessionStorage.getItem(KEY) ?? 'null') ?? undefined;
  } catch {
    return undefined;
  }
}

/** Called on every page the visitor opens (client navigations included). */
export function recordVisit(): void {
  try {
    const params = new URLSearchParams(location.search);
    const value = (name: string) => (params.get(name) ?? '').slice(0, 200);
    const stored = read();
    if (stored && (stored.utm_source || !params.has('utm_source'))) return;
    let referrer = '';
    try {
      const from = new URL(document.referrer);
      if (from.host !== location.host) referrer = from.hostname;
    } catch {
      // No referrer, or not a URL.
    }
    const visit: Stored = stored ?? {
      landing: here().slice(0, 500),
      referrer,
      ...(Object.fromEntries(
        [...CAMPAIGN, ...CLICK_IDS].map((name) => [name, value(name)]),
      ) as Omit<Stored, 'landing' | 'referrer'>),
    };
    // A later page's UTM parameters fill a visit that landed without any.
    if (stored) for (const name of CAMPAIGN) visit[name] = value(name);
    sessionStorage.setItem(KEY, JSON.stringify(visit));
  } catch {
    // Storage refused (private mode, full): the enquiry goes without attribution.
  }
}

/** What a form sends: the visit, and the page it is sent from. */
export function visitAttribution(): Partial<Attribution> {
  return { ...read(), page: here().slice(0, 500) };
}
