import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parseEnv } from '@/env';
import { s3UploadsBase } from '@/env/s3-address';
import { policyWithScripts, s3UploadsBaseFrom, siteIsHttps } from './csp-directives.mjs';
import {
  CSP_HEADER,
  contentSecurityPolicyFor,
  inlineScriptHashes,
  inlineScripts,
  withPagePolicy,
} from './page-csp.mjs';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** One directive of a policy, as its list of sources (undefined when absent). */
function directive(policy: string, name: string): string[] | undefined {
  const found = policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([directiveName]) => directiveName === name);
  return found?.slice(1);
}

/** A page shaped like Next's App Router output. */
const NEXT_PAGE = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/_next/static/css/a.css" data-precedence="next"/>',
  '<script src="/_next/static/chunks/webpack.js" async=""></script>',
  '<title>Home &amp; more</title></head><body>',
  '<div hidden=""><!--$--><!--/$--></div>',
  '<p style="color:red">Hi &lt;script&gt;</p>',
  '<script type="application/ld+json">{"@type":"Organization","name":"Nexa"}</script>',
  '<script>(self.__next_s=self.__next_s||[]).push([0,{}])</script>',
  '<script>self.__next_f=self.__next_f||[];self.__next_f.push([0])</script>',
  '<script>self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n"])</script>',
  '<script>self.__next_f.push([1,"2:I[\\u003c/script\\u003e]\\n"])</script>',
  '<script>self.__next_f.push([0])</script>',
  '</body></html>',
].join('');

describe('inlineScripts', () => {
  it('finds the inline executable scripts of a Next page, once each', () => {
    expect(inlineScripts(NEXT_PAGE)).toEqual([
      '(self.__next_s=self.__next_s||[]).push([0,{}])',
      'self.__next_f=self.__next_f||[];self.__next_f.push([0])',
      'self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n"])',
      'self.__next_f.push([1,"2:I[\\u003c/script\\u003e]\\n"])',
      'self.__next_f.push([0])',
    ]);
  });

  it.each([
    ['no type', '<script>run()</script>', true],
    ['an empty type', '<script type="">run()</script>', true],
    ['text/javascript', '<script type="text/javascript">run()</script>', true],
    ['a type in capitals with spaces', '<SCRIPT TYPE=" Text/JavaScript ">run()</SCRIPT>', true],
    ['a module', '<script type="module">run()</script>', true],
    ['an import map', '<script type="importmap">{"imports":{}}</script>', true],
    ['speculation rules', '<script type="speculationrules">{"prefetch":[]}</script>', true],
    ['the legacy language attribute', '<script language="javascript">run()</script>', true],
    ['JSON-LD', '<script type="application/ld+json">{}</script>', false],
    ['a data block', '<script type="text/plain">run()</script>', false],
    [
      'a type with parameters',
      '<script type="text/javascript; charset=utf-8">run()</script>',
      false,
    ],
    ['a non-script language', '<script language="vbscript">run()</script>', false],
    ['a src', '<script src="/a.js">run()</script>', false],
    ['an empty src', '<script src="">run()</script>', false],
  ])('%s: checked = %s', (_label, html, checked) => {
    expect(inlineScripts(html)).toEqual(checked ? [expect.any(String)] : []);
  });

  it('skips empty scripts, which never run', () => {
    expect(inlineScripts('<script></script><script type="module"></script>')).toEqual([]);
  });

  it('keeps the text as written: script content is raw text, entities are not decoded', () => {
    expect(inlineScripts('<script>if (a &amp;&amp; b < c) go("&lt;")</script>')).toEqual([
      'if (a &amp;&amp; b < c) go("&lt;")',
    ]);
  });

  it('normalises line breaks and NUL as the browser parser does before hashing', () => {
    expect(inlineScripts('<script>a()\r\nb()\rc()\0</script>')).toEqual(['a()\nb()\nc()\uFFFD']);
  });

  it('does not end a script at a quoted "</script" that is not a tag end', () => {
    expect(inlineScripts('<script>x("</scripty>")</script>')).toEqual(['x("</scripty>")']);
  });
});

describe('inlineScriptHashes', () => {
  it('gives the sha256 source of each script, as a browser computes it', () => {
    expect(inlineScriptHashes('<script>alert(1)</script><script>é()</script>')).toEqual([
      // The browser's own value for <script>alert(1)</script>.
      "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='",
      sha('é()'),
    ]);
  });

  it('parses a page once: the same HTML gives the remembered hashes', () => {
    const html = `${NEXT_PAGE}<!-- ${Math.random()} -->`;
    const first = inlineScriptHashes(html);
    expect(inlineScriptHashes(html)).toBe(first);
    expect(inlineScriptHashes(Buffer.from(html).toString())).toBe(first);
  });

  it('forgets the least recently used pages beyond its bound', () => {
    const first = `<script>a()</script><!-- ${Math.random()} -->`;
    const remembered = inlineScriptHashes(first);
    for (let i = 0; i < 200; i++) inlineScriptHashes(`<script>b()</script><!-- ${i} -->`);
    const again = inlineScriptHashes(first);
    expect(again).not.toBe(remembered);
    expect(again).toEqual(remembered);
  });

  it('parsing, not hashing, is the cost worth remembering (100 KB page)', () => {
    let html = '<!DOCTYPE html><html><body>';
    for (let i = 0; html.length < 100_000; i++) {
      html += `<section><h2>Heading ${i}</h2><p style="color:red">Some text &amp; more ${i}</p></section>`;
      if (i % 10 === 0)
        html += `<script>self.__next_f.push([1,"${'x'.repeat(1500)}${i}"])</script>`;
    }
    html += '</body></html>';
    const time = (run: () => unknown, times: number) => {
      const start = performance.now();
      for (let i = 0; i < times; i++) run();
      return (performance.now() - start) / times;
    };
    const hashPage = time(() => createHash('sha256').update(html).digest('base64'), 50);
    const parse = time(() => inlineScripts(html), 20);
    inlineScriptHashes(html);
    const remembered = time(() => inlineScriptHashes(html), 1000);
    console.log(
      `[page-csp] ${html.length} chars: sha256 of the page ${hashPage.toFixed(3)} ms, ` +
        `parse ${parse.toFixed(3)} ms, remembered ${remembered.toFixed(4)} ms`,
    );
    expect(remembered).toBeLessThan(parse);
  });
});

describe('contentSecurityPolicyFor', () => {
  const env = { SITE_URL: 'http://localhost:3000' };

  it('allows the page scripts by hash, scripts of the site itself, nothing inline else', () => {
    const policy = contentSecurityPolicyFor(NEXT_PAGE, env);
    const scriptSrc = directive(policy, 'script-src');
    expect(scriptSrc).toEqual(["'self'", ...inlineScripts(NEXT_PAGE).map(sha)]);
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    expect(policy).not.toMatch(/nonce-/);
  });

  it('a page without inline scripts allows only the site itself', () => {
    expect(directive(contentSecurityPolicyFor('<p>hi</p>', env), 'script-src')).toEqual(["'self'"]);
  });

  it('carries the other directives', () => {
    const policy = contentSecurityPolicyFor(NEXT_PAGE, env);
    expect(directive(policy, 'default-src')).toEqual(["'self'"]);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'base-uri')).toEqual(["'self'"]);
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(policy, 'form-action')).toEqual(["'self'"]);
    expect(directive(policy, 'img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(directive(policy, 'media-src')).toEqual(["'self'", 'blob:']);
    expect(directive(policy, 'style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(directive(policy, 'font-src')).toEqual(["'self'"]);
    expect(directive(policy, 'connect-src')).toEqual(["'self'"]);
    expect(directive(policy, 'upgrade-insecure-requests')).toBeUndefined();
  });

  it('upgrades insecure requests only when the site is on https', () => {
    const https = contentSecurityPolicyFor(NEXT_PAGE, { SITE_URL: 'https://nexadigital.ae' });
    expect(directive(https, 'upgrade-insecure-requests')).toEqual([]);
    expect(directive(contentSecurityPolicyFor(NEXT_PAGE, {}), 'upgrade-insecure-requests')).toBe(
      undefined,
    );
  });

  it('allows images and videos from the S3 uploads, and only those', () => {
    const policy = contentSecurityPolicyFor(NEXT_PAGE, {
      S3_BUCKET: 'media',
      S3_REGION: 'me-central-1',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    const uploads = 'https://media.s3.me-central-1.amazonaws.com/uploads/';
    expect(directive(policy, 'img-src')).toEqual(["'self'", 'data:', 'blob:', uploads]);
    expect(directive(policy, 'media-src')).toEqual(["'self'", 'blob:', uploads]);
    expect(directive(policy, 'script-src')).not.toContain(uploads);
  });
});

describe('the S3 uploads address', () => {
  it.each<Record<string, string>>([
    {},
    { S3_BUCKET: 'media' },
    { S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' },
    {
      S3_BUCKET: 'media',
      S3_REGION: 'eu-west-1',
      S3_ACCESS_KEY_ID: 'k',
      S3_SECRET_ACCESS_KEY: 's',
    },
    {
      S3_BUCKET: 'media',
      S3_ENDPOINT: 'http://127.0.0.1:4569/',
      S3_ACCESS_KEY_ID: 'k',
      S3_SECRET_ACCESS_KEY: 's',
    },
    {
      S3_BUCKET: 'media',
      S3_ENDPOINT: 'http://127.0.0.1:4569',
      S3_PUBLIC_URL: 'https://cdn.nexadigital.ae/media//',
      S3_ACCESS_KEY_ID: 'k',
      S3_SECRET_ACCESS_KEY: 's',
    },
  ])('agrees with src/env for %o', (source) => {
    // parseEnv refuses a bucket without keys; both then mean local disk.
    let expected: string | undefined;
    try {
      expected = s3UploadsBase(parseEnv(source));
    } catch {
      expected = undefined;
    }
    expect(s3UploadsBaseFrom(source)).toBe(expected);
  });

  it('encodes characters that would end a source or a policy', () => {
    const policy = policyWithScripts(["'self'"], {
      S3_BUCKET: 'media',
      S3_PUBLIC_URL: 'https://cdn.example.com/a;b,c',
      S3_ACCESS_KEY_ID: 'k',
      S3_SECRET_ACCESS_KEY: 's',
    });
    expect(directive(policy, 'img-src')).toContain('https://cdn.example.com/a%3Bb%2Cc/uploads/');
  });

  it('reads https from SITE_URL as src/env does (default http://localhost:3000)', () => {
    expect(siteIsHttps({})).toBe(false);
    expect(siteIsHttps({ SITE_URL: '' })).toBe(false);
    expect(siteIsHttps({ SITE_URL: 'https://nexadigital.ae' })).toBe(true);
  });
});

describe('withPagePolicy', () => {
  const env = { SITE_URL: 'http://localhost:3000' };
  const page = () => ({
    kind: 'APP_PAGE',
    html: NEXT_PAGE,
    rscData: Buffer.from('0:{}'),
    segmentData: undefined,
    headers: { 'x-next-cache-tags': '_N_T_/layout,_N_T_/' } as Record<string, unknown>,
    status: 200,
    postponed: undefined,
  });

  it('adds the policy to the entry headers in place and keeps the others', () => {
    const value = page();
    const headers = value.headers;
    expect(withPagePolicy(value, env)).toBe(value);
    expect(value.headers).toBe(headers);
    expect(headers).toEqual({
      'x-next-cache-tags': '_N_T_/layout,_N_T_/',
      [CSP_HEADER]: contentSecurityPolicyFor(NEXT_PAGE, env),
    });
  });

  it('replaces a policy already stored, whatever its spelling', () => {
    const value = page();
    value.headers['Content-Security-Policy'] = "script-src 'unsafe-inline'";
    withPagePolicy(withPagePolicy(value, env), env);
    expect(Object.keys(value.headers).filter((name) => /content-security/i.test(name))).toEqual([
      CSP_HEADER,
    ]);
    expect(value.headers[CSP_HEADER]).toBe(contentSecurityPolicyFor(NEXT_PAGE, env));
  });

  it('gives a page stored without headers a headers object', () => {
    const value: { kind: string; html: string; headers?: Record<string, unknown> } = {
      kind: 'APP_PAGE',
      html: '<script>go()</script>',
    };
    withPagePolicy(value, env);
    expect(directive(String(value.headers?.[CSP_HEADER]), 'script-src')).toEqual([
      "'self'",
      sha('go()'),
    ]);
  });

  it('leaves every other value alone', () => {
    const route = { kind: 'APP_ROUTE', body: Buffer.from('x'), headers: {}, status: 200 };
    const fetched = { kind: 'FETCH', data: {}, revalidate: 60 };
    expect(withPagePolicy(route, env)).toEqual({ ...route, headers: {} });
    expect(withPagePolicy(fetched, env)).toBe(fetched);
    expect(withPagePolicy(null, env)).toBeNull();
    expect(withPagePolicy(undefined, env)).toBeUndefined();
  });
});
