import '../support/env';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sanitizeRichText } from '@/server/sanitize';
import { testEngines } from '../support/test-databases';
import { blogPayload } from '../support/fixtures';
import { callJson, createWorld, type World } from '../support/harness';

// Blog paragraphs are HTML written by staff and shown to every visitor: whatever is
// saved, what comes back holds only the allowlist.

const PAYLOADS = [
  '<img src=x onerror=alert(1)>',
  '<img src="/uploads/a.png" onerror="alert(1)" onload="alert(2)">',
  '<p>before<script>alert(document.cookie)</script>after</p>',
  '<SCRIPT SRC=//evil.test/x.js></SCRIPT>',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="JaVaScRiPt:alert(1)">mixed case</a>',
  '<a href="jav&#x09;ascript:alert(1)">entity-split scheme</a>',
  '<a href=" javascript:alert(1)">leading space</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data</a>',
  '<a href="vbscript:msgbox(1)">vbscript</a>',
  '<svg onload=alert(1)><circle r=40 /></svg>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text>svg link</text></a></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<iframe src="https://evil.test"></iframe>',
  '<object data="evil.swf"></object><embed src="evil.swf">',
  '<p style="background:url(javascript:alert(1))" onclick="alert(1)">styled</p>',
  '<img src="https://cdn.test/a.png" srcset="javascript:alert(1) 1x">',
  '<form action="https://evil.test"><input name=x><button>go</button></form>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:/">',
  '<div onmouseover="alert(1)">hover</div>',
  '<!--<img src=x onerror=alert(1)>-->',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<a href="//evil.test">protocol-relative</a>',
];

function expectClean(html: string) {
  expect(html).not.toMatch(
    /<script|<svg|<math|<iframe|<object|<embed|<form|<meta|<base|<style|<div/i,
  );
  expect(html).not.toMatch(/\son\w+\s*=/i);
  expect(html).not.toMatch(/javascript:|vbscript:|data:/i);
  expect(html).not.toMatch(/srcset|style=|xlink/i);
  expect(html).not.toMatch(/href="\/\//);
}

describe.each(testEngines)('stored HTML on %s', (engine) => {
  let w: World;
  beforeAll(async () => {
    w = await createWorld(engine);
  });
  afterAll(async () => w.t.drop());

  it('comes back clean after create and after update', async () => {
    const sections = PAYLOADS.slice(0, 10).map((paragraph, i) => ({
      heading: `Payload ${i}`,
      paragraph: `<p>keep ${i}</p>${paragraph}`,
    }));
    const created = await callJson('POST', '/blog', {
      token: w.adminToken,
      json: blogPayload(w.categoryId, { blogs_content: sections }),
    });
    expect(created.status).toBe(201);
    const id = created.body.data.blog_id;
    let read = await callJson('GET', `/blog/${id}`);
    expect(read.body.data.blogs_content).toHaveLength(10);
    for (const [i, section] of read.body.data.blogs_content.entries()) {
      expectClean(section.paragraph);
      expect(section.paragraph).toContain(`<p>keep ${i}</p>`);
    }

    for (let start = 10; start < PAYLOADS.length; start += 10) {
      const more = PAYLOADS.slice(start, start + 10).map((paragraph, i) => ({
        heading: `More ${i}`,
        paragraph: `<p>ok</p>${paragraph}`,
      }));
      const updated = await callJson('PUT', `/blog/${id}`, {
        token: w.adminToken,
        json: blogPayload(w.categoryId, { blogs_content: more }),
      });
      expect(updated.status).toBe(200);
      read = await callJson('GET', `/blog/${id}`);
      for (const section of read.body.data.blogs_content) expectClean(section.paragraph);
    }
  });

  it('keeps the allowed formatting, safe links (with rel) and images', async () => {
    const paragraph =
      '<h2>Title</h2><h3>Sub</h3><h4>Minor</h4><p>A <strong>b</strong> <em>c</em> <b>d</b> <i>e</i> <u>f</u><br></p>' +
      '<ul><li>one</li></ul><ol><li>two</li></ol><blockquote>quote</blockquote><pre><code>x = 1</code></pre>' +
      '<a href="https://agency.test/x">web</a> <a href="/contact">site</a> <a href="mailto:hi@agency.test">mail</a> <a href="tel:+971500000000">call</a>' +
      '<img src="/uploads/0123456789abcdef0123456789abcdef.png" alt="diagram"><img src="https://cdn.agency.test/a.webp" alt="">';
    const created = await callJson('POST', '/blog', {
      token: w.adminToken,
      json: blogPayload(w.categoryId, { blogs_content: [{ heading: 'Rich', paragraph }] }),
    });
    const stored: string = created.body.data.blogs_content[0].paragraph;
    for (const fragment of [
      '<h2>Title</h2>',
      '<h4>Minor</h4>',
      '<strong>b</strong>',
      '<u>f</u>',
      '<br />',
      '<ol><li>two</li></ol>',
      '<blockquote>quote</blockquote>',
      '<pre><code>x = 1</code></pre>',
    ]) {
      expect(stored).toContain(fragment);
    }
    expect(stored).toContain('<a href="https://agency.test/x" rel="noopener noreferrer">web</a>');
    expect(stored).toContain('<a href="/contact" rel="noopener noreferrer">site</a>');
    expect(stored).toContain('href="mailto:hi@agency.test"');
    expect(stored).toContain('href="tel:+971500000000"');
    expect(stored).toContain(
      '<img src="/uploads/0123456789abcdef0123456789abcdef.png" alt="diagram" />',
    );
    expect(stored).toContain('<img src="https://cdn.agency.test/a.webp" alt="" />');
  });

  it('drops a section that sanitizing leaves empty', async () => {
    const created = await callJson('POST', '/blog', {
      token: w.adminToken,
      json: blogPayload(w.categoryId, {
        blogs_content: [
          { heading: 'Only a script', paragraph: '<script>alert(1)</script>' },
          { heading: 'Real', paragraph: '<p>text</p>' },
        ],
      }),
    });
    expect(created.body.data.blogs_content).toEqual([
      { heading: 'Real', paragraph: '<p>text</p>' },
    ]);
  });
});

describe('sanitizeRichText (also used when pages render)', () => {
  it.each(PAYLOADS)('cleans %s', (payload) => {
    expectClean(sanitizeRichText(payload));
  });

  it('is stable: sanitizing clean output changes nothing', () => {
    for (const payload of PAYLOADS) {
      const once = sanitizeRichText(payload);
      expect(sanitizeRichText(once)).toBe(once);
    }
  });

  it('escapes text rather than dropping it', () => {
    expect(sanitizeRichText('<p>R&D: 5 < 6</p>')).toBe('<p>R&amp;D: 5 &lt; 6</p>');
  });
});
