import { beforeEach, describe, expect, it, vi } from 'vitest';

const env: Record<string, string | undefined> = {};
vi.mock('@/env', () => ({ getEnv: () => env }));

const { isOptimisableMedia } = await import('./optimisable');

describe('isOptimisableMedia', () => {
  beforeEach(() => {
    for (const key of Object.keys(env)) delete env[key];
  });

  it('takes the site’s own media, bare or at a version (?v=N, after a replacement)', () => {
    expect(isOptimisableMedia('/demo/blogs/blog-1.webp')).toBe(true);
    expect(isOptimisableMedia('/uploads/0123456789abcdef0123456789abcdef.png')).toBe(true);
    expect(isOptimisableMedia('/uploads/0123456789abcdef0123456789abcdef.png?v=3')).toBe(true);
  });

  it('leaves other queries, fragments, SVG and other folders alone', () => {
    expect(isOptimisableMedia('/uploads/a.png?w=3')).toBe(false);
    expect(isOptimisableMedia('/uploads/a.png?v=3&x=1')).toBe(false);
    expect(isOptimisableMedia('/uploads/a.png#v=3')).toBe(false);
    expect(isOptimisableMedia('/brand/logo.svg')).toBe(false);
    expect(isOptimisableMedia('/uploads/a.svg?v=2')).toBe(false);
    expect(isOptimisableMedia('/private/a.png')).toBe(false);
    expect(isOptimisableMedia('https://elsewhere.example/a.png')).toBe(false);
  });

  it('takes uploads in the S3 bucket, at a version too, when media live there', () => {
    const upload = 'https://media.example.com/uploads/0123456789abcdef0123456789abcdef.webp';
    expect(isOptimisableMedia(upload)).toBe(false);
    Object.assign(env, {
      S3_BUCKET: 'media',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_PUBLIC_URL: 'https://media.example.com',
    });
    expect(isOptimisableMedia(upload)).toBe(true);
    expect(isOptimisableMedia(`${upload}?v=2`)).toBe(true);
    expect(isOptimisableMedia(`${upload}?X-Amz-Signature=abc`)).toBe(false);
    expect(isOptimisableMedia('https://media.example.com/other/a.webp')).toBe(false);
  });
});
