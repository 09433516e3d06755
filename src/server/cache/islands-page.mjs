// @ts-check
// A public page without the framework's browser runtime (issue 30, docs/performance.md
// "Islands"). Public pages need no React in the browser: what they do there is done by
// the islands (src/islands/), one small module script the public layout renders with
// `data-islands`. So as a public page is stored in the page cache, every other script
// goes: React DOM, the client router, Turbopack's runtime, the flight data they would
// hydrate from (`self.__next_f`), and their preloads. Structured data (JSON-LD) stays.
// Staff screens render no islands script and are never touched.
//
// Plain JavaScript with JSDoc types: Next loads the cache handler, and with it this
// module, outside its bundles.

/** The islands script's own attribute: it marks a page as one to serve without React. */
const ISLANDS_MARK = 'data-islands';

/** Every script element, its opening tag captured. */
const SCRIPT = /<script\b([^>]*)>[\s\S]*?<\/script>/gi;
const SCRIPT_PRELOAD = /<link\b[^>]*\brel="preload"[^>]*\bas="script"[^>]*\/?>/gi;
const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*\/?>/gi;

/** @param {string} openingTag the attributes of a script's opening tag */
const keepsScript = (openingTag) =>
  openingTag.includes(ISLANDS_MARK) || /\btype="application\/ld\+json"/.test(openingTag);

/**
 * Puts each Suspense boundary's streamed content in its place, as React's `$RC` script
 * does in the browser. A stored page keeps the stream's order: a boundary whose content
 * resolved after the shell (a blog's sections under its `loading.tsx`, the recent blogs)
 * is a fallback (`<!--$?--><template id="B:0"></template>…<!--/$-->`) plus a hidden
 * `<div id="S:0">` near the end of the body, which an inline script moves in.
 * @param {string} html
 * @returns {string}
 */
export function inlineStreamedBoundaries(html) {
  let page = html;
  for (let id = 0; page.includes(`<template id="B:${id}">`); id++) {
    const open = `<div hidden id="S:${id}">`;
    const start = page.indexOf(open);
    const call = page.indexOf(`"S:${id}")`, start);
    if (start < 0 || call < 0) throw new Error(`boundary ${id} has no streamed content`);
    const end = page.lastIndexOf('</div>', page.lastIndexOf('<script', call));
    const content = page.slice(start + open.length, end);
    page = page.slice(0, start) + page.slice(end + '</div>'.length);
    const template = page.indexOf(`<template id="B:${id}"></template>`);
    const from = page.lastIndexOf('<!--$?-->', template);
    const to = page.indexOf('<!--/$-->', template);
    if (from < 0 || to < 0) throw new Error(`boundary ${id} has no fallback`);
    page = `${page.slice(0, from)}<!--$-->${content}${page.slice(to)}`;
  }
  return page;
}

/**
 * The page as served without the framework: its boundaries in place, no script but the
 * islands and structured data. Pages without the islands script come back unchanged.
 * @param {string} html
 * @returns {string}
 */
export function withoutFramework(html) {
  if (!html.includes(ISLANDS_MARK)) return html;
  return inlineStreamedBoundaries(html)
    .replace(SCRIPT, (script, openingTag) => (keepsScript(openingTag) ? script : ''))
    .replace(SCRIPT_PRELOAD, '')
    .replace(MODULE_PRELOAD, '');
}

/** The values already served without the framework (a page read from the build is reused). */
const done = new WeakSet();

/**
 * Serves a public page entry of kind APP_PAGE without the framework, IN PLACE (on a first
 * render Next sends the visitor this very object), and returns the same value; any other
 * value is returned untouched. Should the markup be other than expected, the page is
 * left whole, with its runtime, and the reason logged: it still works.
 * @template T
 * @param {T} value
 * @param {(message: string, error: unknown) => void} [report]
 * @returns {T}
 */
export function withIslandsOnly(value, report = () => {}) {
  const page = /** @type {{ kind?: unknown, html?: unknown }} */ (value);
  if (!page || page.kind !== 'APP_PAGE' || typeof page.html !== 'string') return value;
  if (done.has(page)) return value;
  try {
    page.html = withoutFramework(page.html);
  } catch (error) {
    report('page kept its runtime', error);
  }
  done.add(page);
  return value;
}
