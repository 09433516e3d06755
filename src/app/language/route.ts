import { z } from 'zod';
import { endpoint } from '@/http/endpoint';
import { locationOf } from '@/http/location';
import { readQuery } from '@/http/params';
import { LOCALES, localizedPath } from '@/lib/locale';
import { counterpartOf } from '@/server/translations/paths';

export const dynamic = 'force-dynamic';

const switchQuery = z.object({
  to: z.enum(LOCALES).describe('The language to switch to'),
  // A path on this site only, so the link cannot send anyone elsewhere.
  from: z
    .string()
    .regex(/^\/(?![/\\])[^\s]*$/, 'from must be a path on this site.')
    .max(500)
    .describe("The page the visitor is on: a blog's, a case study's or a location page's"),
});

// GET /language?to=ar&from=/blogs/x – the language switcher's link on a record's page
// (public): to the record's page in that language when it is live there, else to that
// language's home, marked so the home can say why.
export const GET = endpoint(
  {
    summary:
      "The language switcher's link from a record's page: its counterpart, or that language's home",
    auth: 'public',
    query: switchQuery,
    response: { redirect: "To the record's page in that language, or to that language's home" },
  },
  async ({ db, request }) => {
    const { to, from } = readQuery(request, switchQuery);
    const target = (await counterpartOf(db, from, to)) ?? `${localizedPath(to, '/')}?untranslated`;
    return new Response(null, {
      status: 307,
      headers: { Location: locationOf(target), 'Cache-Control': 'private, no-store' },
    });
  },
);
