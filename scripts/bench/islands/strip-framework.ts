// The islands prototype's page (issue 30): a cached public page's HTML as the server
// renders it, without the framework's client runtime. Every script goes (React DOM, the
// client router, Turbopack's runtime and the flight data they hydrate from), and so do
// their preloads; one module script with the page's islands comes instead. What is left
// is the same markup, structured data (JSON-LD), stylesheets, fonts and pictures.

// Every script, its type captured: structured data (JSON-LD) stays.
const SCRIPT = /<script\b(?:[^>]*\btype="([^"]*)")?[^>]*>[\s\S]*?<\/script>/gi;
const SCRIPT_PRELOAD = /<link\b[^>]*\brel="preload"[^>]*\bas="script"[^>]*\/?>/gi;
const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*\/?>/gi;

/**
 * Puts each Suspense boundary's streamed content in its place, as React's `$RC` script
 * does in the browser. A cached page keeps the stream's order: a boundary whose content
 * resolved after the shell (a blog's sections under its `loading.tsx`, the recent blogs)
 * is a fallback (`<!--$?--><template id="B:0"></template>…<!--/$-->`) plus a hidden
 * `<div id="S:0">` at the end of the body, shown by an inline script.
 */
export function inlineStreamedBoundaries(html: string): string {
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
    page = `${page.slice(0, from)}<!--$-->${content}${page.slice(to)}`;
  }
  return page;
}

export function stripFramework(html: string, islandUrl: string): string {
  const stripped = inlineStreamedBoundaries(html)
    .replace(SCRIPT, (script, type: string) => (type === 'application/ld+json' ? script : ''))
    .replace(SCRIPT_PRELOAD, '')
    .replace(MODULE_PRELOAD, '');
  return stripped.replace('</body>', `<script type="module" src="${islandUrl}"></script></body>`);
}
