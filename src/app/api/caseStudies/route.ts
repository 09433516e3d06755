import { STAFF_ROLES } from '@/lib/roles';
import { caseStudyRecord } from '@/lib/schemas/answers/content';
import { statusQuery } from '@/lib/schemas/editorial';
import { authorOf, auditOfSave } from '@/http/editorial';
import { contentListRoute } from '@/http/content-routes';
import { endpoint } from '@/http/endpoint';
import { readQuery } from '@/http/params';
import { json } from '@/http/respond';
import {
  emptyCaseStudyFields,
  listCaseStudies,
  listCaseStudyPage,
} from '@/server/case-studies/case-studies';
import { caseStudyType } from '@/server/editorial/content-types';
import { saveContent } from '@/server/editorial/save';
import { invalid } from '@/server/errors';

export const dynamic = 'force-dynamic';

// GET /api/caseStudies – every published case study, newest first; the body is the bare
// list (public); a staff caller sees all, with their status, or those of ?status=;
// with ?page=&limit=&q= one page of it, the total in X-Total-Count
export const GET = contentListRoute({
  type: caseStudyType,
  summary: 'List case studies, newest first (bare array); one page with ?page=&limit=&q=',
  item: caseStudyRecord,
  answer: 'array',
  list: listCaseStudies,
  page: listCaseStudyPage,
});

/** POST's ?status=: draft or published (a schedule needs its time, given by PUT). */
const createQuery = statusQuery.pick({ status: true });

// POST /api/caseStudies – create an empty case study and answer it with its _id (staff).
// Published, as every write without `status` is (spec point 7's clients then list it to
// edit it); with no heading yet it stays out of the public lists. The admin creates
// drafts with ?status=draft.
export const POST = endpoint(
  {
    summary: 'Create an empty case study (any body is ignored)',
    description:
      'Published unless ?status=draft, as every write without a status is (the original API); ' +
      "the site's case study pages list it only once it has a heading.",
    auth: STAFF_ROLES,
    query: createQuery,
    response: caseStudyRecord,
    status: 201,
    errors: { invalid: '?status= is scheduled' },
    audit: 'case-study',
  },
  async ({ db, request, session, expire, audit }) => {
    const { status } = readQuery(request, createQuery);
    if (status === 'scheduled')
      throw invalid('Create it as a draft, then schedule it with its time.');
    const { after, tags } = await saveContent(db, caseStudyType, undefined, {
      input: emptyCaseStudyFields(),
      publication: { status },
      author: authorOf(session),
    });
    expire(tags);
    audit(auditOfSave(undefined, after, after._id));
    return json(after, { status: 201 });
  },
);
