import { describe, expect, it } from 'vitest';
import { inlineStreamedBoundaries, withIslandsOnly, withoutFramework } from './islands-page.mjs';

const ISLANDS = '<script type="module" src="/islands/main.js?v=abc" data-islands=""></script>';
const JSON_LD = '<script type="application/ld+json">{"@type":"Organization"}</script>';

/** A public page shaped like Next's App Router output, one boundary streamed after the shell. */
const PUBLIC_PAGE = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/_next/static/css/a.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/b.js"/>',
  '<link rel="modulepreload" href="/_next/static/chunks/c.js"/>',
  '<script src="/_next/static/chunks/webpack.js" async=""></script>',
  '<title>Blog</title></head><body><main><h1>Title</h1>',
  '<!--$?--><template id="B:0"></template><p role="status">Loading…</p><!--/$-->',
  '</main>',
  JSON_LD,
  ISLANDS,
  '<script>self.__next_f=self.__next_f||[];self.__next_f.push([0])</script>',
  '<script>self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n"])</script>',
  '<div hidden id="S:0"><section><h2>Sections</h2></section></div>',
  '<script>$RC("B:0","S:0")</script>',
  '</body></html>',
].join('');

describe('a public page served without the framework', () => {
  const page = withoutFramework(PUBLIC_PAGE);

  it('keeps no script but the islands and the structured data', () => {
    expect(page.match(/<script\b[^>]*>/g)).toEqual([
      '<script type="application/ld+json">',
      '<script type="module" src="/islands/main.js?v=abc" data-islands="">',
    ]);
    expect(page).toContain(JSON_LD);
    expect(page).toContain(ISLANDS);
    expect(page).not.toContain('__next_f');
  });

  it('drops the scripts’ preloads and keeps the stylesheet', () => {
    expect(page).not.toContain('as="script"');
    expect(page).not.toContain('modulepreload');
    expect(page).toContain('<link rel="stylesheet" href="/_next/static/css/a.css"');
  });

  it('shows the streamed content in place of its loading state', () => {
    expect(page).toContain(
      '<main><h1>Title</h1><!--$--><section><h2>Sections</h2></section><!--/$--></main>',
    );
    expect(page).not.toContain('Loading…');
    expect(page).not.toContain('hidden id="S:0"');
  });

  it('is the same when made twice', () => {
    expect(withoutFramework(page)).toBe(page);
  });
});

describe('pages left whole', () => {
  it('a page without the islands script (a staff screen) keeps its runtime', () => {
    const staff = PUBLIC_PAGE.replace(ISLANDS, '');
    expect(withoutFramework(staff)).toBe(staff);
  });

  it('a page whose streamed content is missing keeps its runtime, and says why', () => {
    const broken = PUBLIC_PAGE.replace(/<div hidden id="S:0">.*?<\/div>/, '');
    const entry = { kind: 'APP_PAGE', html: broken };
    const reports: string[] = [];
    withIslandsOnly(entry, (message, error) => reports.push(`${message}: ${String(error)}`));
    expect(entry.html).toBe(broken);
    expect(reports).toEqual(['page kept its runtime: Error: boundary 0 has no streamed content']);
  });
});

describe('withIslandsOnly', () => {
  it('changes the entry in place, since Next sends a first render from that very object', () => {
    const entry = { kind: 'APP_PAGE', html: PUBLIC_PAGE, headers: {} };
    expect(withIslandsOnly(entry)).toBe(entry);
    expect(entry.html).toBe(withoutFramework(PUBLIC_PAGE));
  });

  it('leaves other kinds of entries alone', () => {
    const route = { kind: 'APP_ROUTE', body: PUBLIC_PAGE };
    withIslandsOnly(route);
    expect(route.body).toBe(PUBLIC_PAGE);
  });
});

describe('inlineStreamedBoundaries', () => {
  it('puts every boundary in its place, in order', () => {
    const html = [
      '<body><!--$?--><template id="B:0"></template>a…<!--/$-->',
      '<!--$?--><template id="B:1"></template>b…<!--/$-->',
      '<div hidden id="S:0">A</div><script>$RC("B:0","S:0")</script>',
      '<div hidden id="S:1">B</div><script>$RC("B:1","S:1")</script></body>',
    ].join('');
    expect(inlineStreamedBoundaries(html)).toBe(
      '<body><!--$-->A<!--/$--><!--$-->B<!--/$--><script>$RC("B:0","S:0")</script><script>$RC("B:1","S:1")</script></body>',
    );
  });
});
