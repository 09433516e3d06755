// @ts-check
// The Content-Security-Policy of a public page, computed from the page's own HTML.
//
// Public pages are served from the page cache, so no per-request nonce can be written
// into them. Instead each inline executable <script> of the stored HTML (Next's flight
// data `self.__next_f.push(…)`, React's inline runtime) is allowed by its sha256 hash,
// and scripts with a src by 'self'. A script injected into the page matches neither.
// The cache handler adds the policy to every APP_PAGE entry as one of its headers,
// which Next sends with the page (docs: the handler's `get` and `set`).
//
// Plain JavaScript with JSDoc types: Next loads the cache handler, and with it this
// module, outside its bundles.
import { createHash } from 'node:crypto';
import { Parser } from 'htmlparser2';
import { policyWithScripts } from './csp-directives.mjs';

/** @typedef {import('./csp-directives.mjs').EnvLike} EnvLike */

/** The response header, in the lower case Next uses for an entry's headers. */
export const CSP_HEADER = 'content-security-policy';

/** The strings a script's type may be for the browser to run it as classic JavaScript. */
const JAVASCRIPT_TYPES = new Set([
  'application/ecmascript',
  'application/javascript',
  'application/x-ecmascript',
  'application/x-javascript',
  'text/ecmascript',
  'text/javascript',
  'text/javascript1.0',
  'text/javascript1.1',
  'text/javascript1.2',
  'text/javascript1.3',
  'text/javascript1.4',
  'text/javascript1.5',
  'text/jscript',
  'text/livescript',
  'text/x-ecmascript',
  'text/x-javascript',
]);

/** Other types whose inline content script-src also governs. */
const OTHER_CHECKED_TYPES = new Set(['module', 'importmap', 'speculationrules']);

/**
 * Whether the browser would treat an inline script with these attributes as one that
 * script-src must allow (HTML "prepare the script element": the type, else the legacy
 * language attribute). JSON-LD and other data blocks are not.
 * @param {Record<string, string>} attributes names in lower case
 */
function isCheckedInlineScript(attributes) {
  if ('src' in attributes) return false; // external: 'self' decides
  const type = attributes.type;
  if (type === undefined) {
    const language = attributes.language;
    return !language || JAVASCRIPT_TYPES.has(`text/${language.toLowerCase()}`);
  }
  const trimmed = type.trim().toLowerCase();
  return trimmed === '' || JAVASCRIPT_TYPES.has(trimmed) || OTHER_CHECKED_TYPES.has(trimmed);
}

/**
 * The script's text as the browser hashes it: the HTML parser turns CR LF and lone CR
 * into LF and NUL into U+FFFD before the text reaches the element.
 * @param {string} text
 */
const asParsed = (text) => text.replace(/\r\n?/g, '\n').replace(/\0/g, '\uFFFD');

/**
 * The distinct inline executable scripts of an HTML document, in order.
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScripts(html) {
  /** @type {Set<string>} */
  const scripts = new Set();
  /** @type {string | undefined} */
  let current;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'script') current = isCheckedInlineScript(attributes) ? '' : undefined;
      },
      ontext(text) {
        if (current !== undefined) current += text;
      },
      onclosetag(name) {
        if (name !== 'script') return;
        // An empty inline script is never run, so it needs no hash.
        if (current) scripts.add(asParsed(current));
        current = undefined;
      },
    },
    // Script text is raw text: the parser passes it through undecoded, as browsers do.
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  return [...scripts];
}

/** @param {string} script */
const sha256Source = (script) =>
  `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;

/**
 * Hashes of the pages served recently, so that a page is parsed once, not on every hit
 * (parsing a 100 KB page takes milliseconds; hashing all of it, a tenth of one). The key
 * is the stored HTML itself: a page kept in memory hands over the very same string, and
 * the lookup costs a pointer comparison; a copy read from Redis costs one string
 * comparison. Bounded in entries and in characters kept, least recently used out first.
 */
const MEMO_ENTRIES = 200;
const MEMO_CHARACTERS = 16_000_000;
/** @type {Map<string, string[]>} */
const memo = new Map();
let memoCharacters = 0;

/**
 * The `'sha256-…'` sources for every inline executable script of the page.
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScriptHashes(html) {
  const known = memo.get(html);
  if (known) {
    // Most recently used last: the first key is the one to drop.
    memo.delete(html);
    memo.set(html, known);
    return known;
  }
  const hashes = inlineScripts(html).map(sha256Source);
  memo.set(html, hashes);
  memoCharacters += html.length;
  while (memo.size > MEMO_ENTRIES || (memoCharacters > MEMO_CHARACTERS && memo.size > 1)) {
    const oldest = /** @type {string} */ (memo.keys().next().value);
    memo.delete(oldest);
    memoCharacters -= oldest.length;
  }
  return hashes;
}

/**
 * The policy for a public page: scripts from the site itself and the page's own inline
 * scripts by hash; no 'unsafe-inline', no other origin.
 * @param {string} html
 * @param {EnvLike} [env]
 * @returns {string}
 */
export function contentSecurityPolicyFor(html, env = process.env) {
  return policyWithScripts(["'self'", ...inlineScriptHashes(html)], env);
}

/**
 * Adds the page's policy to a cache value of kind APP_PAGE, IN PLACE, and returns the
 * same value; any other value is returned untouched. In place matters: on a first
 * render Next sends the page from the very object it hands to the handler's `set`, so
 * a copy would reach the cache but not the visitor. Replaces a policy already there
 * (an entry stored with an older configuration), so it is safe to apply twice.
 * @template T
 * @param {T} value
 * @param {EnvLike} [env]
 * @returns {T}
 */
export function withPagePolicy(value, env = process.env) {
  const page =
    /** @type {{ kind?: unknown, html?: unknown, headers?: Record<string, unknown> }} */ (value);
  if (!page || page.kind !== 'APP_PAGE' || typeof page.html !== 'string') return value;
  const headers = page.headers ?? (page.headers = {});
  for (const name of Object.keys(headers)) {
    if (name.toLowerCase() === CSP_HEADER) delete headers[name];
  }
  headers[CSP_HEADER] = contentSecurityPolicyFor(page.html, env);
  return value;
}
