import { z } from '@/lib/zod-setup';

// What the site's contact forms send of the visit (issue 27); imported by the public
// forms' schemas, so it stays small.

const bounded = (name: string, max: number) =>
  z
    .string({ message: `attribution.${name} must be text.` })
    .trim()
    .max(max, `attribution.${name} must be at most ${max} characters.`)
    .default('');

/** A path of this site with its query, without the origin. */
const sitePath = (name: string) =>
  bounded(name, 500).refine((value) => value === '' || /^\/(?!\/)/.test(value), {
    message: `attribution.${name} must be a path of this site, like /contact?utm_source=x.`,
  });

/** The visit's attribution, sent by the site's forms (issue 27); every field optional. */
export const attributionSchema = z
  .object({
    page: sitePath('page'),
    landing: sitePath('landing'),
    referrer: bounded('referrer', 253)
      .transform((value) => value.toLowerCase())
      .refine((value) => value === '' || /^[a-z0-9.-]+$/.test(value), {
        message: 'attribution.referrer must be a host name, like www.google.com.',
      }),
    utm_source: bounded('utm_source', 200),
    utm_medium: bounded('utm_medium', 200),
    utm_campaign: bounded('utm_campaign', 200),
    utm_term: bounded('utm_term', 200),
    utm_content: bounded('utm_content', 200),
    gclid: bounded('gclid', 200),
    fbclid: bounded('fbclid', 200),
  })
  .meta({ id: 'Attribution' });
