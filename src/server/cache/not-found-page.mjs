// @ts-check
// The site's own 404 page in the HTML of every cached "not found" answer.
//
// Next answers an unmatched URL with the not-found page the build prerendered
// (`server/app/_not-found.html`): the root layout with `lang`, the header, "Oops! Page
// Not Found", the footer. But a 404 from a dynamic route, where the page or layout calls
// notFound() (an unknown location slug, blog, case study or list page), leaves its
// server render as an empty error document, `<html id="__next_error__">` with no `lang`
// and nothing in the body: the not-found page is only in the inline payload, for React
// to draw once the scripts have run (vercel/next.js#62228, #95613). Without scripts,
// to a crawler, or for the moment before they run, the page was blank.
//
// Every such answer is a page cache entry (those routes are rendered on demand and
// cached), so the cache handler swaps in the build's not-found page as the entry is
// stored. The entry keeps its own payload for client navigations, which draw the
// not-found page correctly already.
import fs from 'node:fs';
import path from 'node:path';

/** How Next's error document begins (app-render's getErrorRSCPayload). */
const ERROR_DOCUMENT = '<html id="__next_error__"';

/** @type {Map<string, string | null>} */
const builtPages = new Map();

/**
 * The build's prerendered not-found page; null where there is none (a dev server).
 * Read once per build folder.
 * @param {string | undefined} serverDistDir
 * @returns {string | null}
 */
function builtNotFoundPage(serverDistDir) {
  if (!serverDistDir) return null;
  let html = builtPages.get(serverDistDir);
  if (html === undefined) {
    try {
      html = fs.readFileSync(path.join(serverDistDir, 'app', '_not-found.html'), 'utf8');
    } catch {
      html = null;
    }
    builtPages.set(serverDistDir, html);
  }
  return html;
}

/**
 * Gives a 404 page entry whose HTML is Next's empty error document the build's
 * not-found page instead, IN PLACE (on a first render Next sends the visitor this very
 * object), and returns the same value; any other value is returned untouched.
 * @template T
 * @param {T} value
 * @param {string | undefined} serverDistDir
 * @returns {T}
 */
export function withBuiltNotFoundPage(value, serverDistDir) {
  const page = /** @type {{ kind?: unknown, status?: unknown, html?: unknown }} */ (value);
  if (!page || page.kind !== 'APP_PAGE' || page.status !== 404) return value;
  if (typeof page.html !== 'string' || !page.html.slice(0, 200).includes(ERROR_DOCUMENT)) {
    return value;
  }
  const notFoundPage = builtNotFoundPage(serverDistDir);
  if (notFoundPage) page.html = notFoundPage;
  return value;
}
