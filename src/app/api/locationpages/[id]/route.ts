import { STAFF_ROLES } from '@/lib/roles';
import { locationPageRecord } from '@/lib/schemas/answers/content';
import { messageAnswer, savedAnswer } from '@/lib/schemas/answers/envelopes';
import { locationPageBody } from '@/lib/schemas/content-bodies';
import { draftQuery, splitPublication } from '@/lib/schemas/editorial';
import {
  ONLY_PUBLISHED,
  SAVE_RULES,
  asSeenBy,
  authorOf,
  canSee,
  isDraftSave,
  staffViewer,
  auditOfSave,
} from '@/http/editorial';
import { endpoint } from '@/http/endpoint';
import { rowIdParam } from '@/http/params';
import { json, success } from '@/http/respond';
import { locationPageType } from '@/server/editorial/content-types';
import { deleteContent, saveContent } from '@/server/editorial/save';
import { notFound } from '@/server/errors';
import { getLocationPage } from '@/server/location-pages/location-pages';

export const dynamic = 'force-dynamic';

const NOT_FOUND = 'Location page not found.';

// GET /api/locationpages/:id – one published location page; the body is the bare record
// (public; staff see any, with its pending changes)
export const GET = endpoint(
  {
    summary: 'One location page (bare object), by its numeric location_id',
    description: ONLY_PUBLISHED,
    auth: 'public',
    staffSeesMore: true,
    params: ['id'],
    response: locationPageRecord,
    errors: { not_found: 'Unknown id, or (without a staff session) not published' },
  },
  async ({ db, params, request }) => {
    const staff = await staffViewer(request);
    const page = await getLocationPage(db, rowIdParam(params.id, NOT_FOUND));
    if (!page || !canSee(page, staff)) throw notFound(NOT_FOUND);
    return json(asSeenBy(page, staff));
  },
);

// PUT /api/locationpages/:id – replace a location page; published unless `status` says
// otherwise; ?draft=true keeps a published one's live version: {status, message, data} (staff)
export const PUT = endpoint(
  {
    summary: 'Replace a location page; published unless status says otherwise',
    description: SAVE_RULES,
    auth: STAFF_ROLES,
    params: ['id'],
    query: draftQuery,
    body: locationPageBody,
    response: savedAnswer(locationPageRecord),
    errors: { not_found: 'Unknown id', conflict: 'Slug taken' },
    audit: 'location-page',
  },
  async ({ db, params, body, request, session, expire, audit }) => {
    const draft = isDraftSave(request);
    const locationId = rowIdParam(params.id, NOT_FOUND);
    const before = await getLocationPage(db, locationId);
    if (!before) throw notFound(NOT_FOUND);
    const { publication, input } = splitPublication(body);
    const { after, tags } = await saveContent(db, locationPageType, locationId, {
      input,
      publication,
      draft,
      author: authorOf(session),
    });
    expire(tags);
    audit(auditOfSave(before, after, locationId, draft));
    return success({ message: 'Location page updated.', data: after });
  },
);

// DELETE /api/locationpages/:id – remove a location page; a published one's URL answers
// 410 Gone: {status, message} (staff)
export const DELETE = endpoint(
  {
    summary:
      "Delete a location page and its revisions; a published one's address then answers 410 Gone",
    auth: STAFF_ROLES,
    params: ['id'],
    response: messageAnswer,
    errors: { not_found: 'Unknown id' },
    audit: 'location-page',
  },
  async ({ db, params, expire }) => {
    const locationId = rowIdParam(params.id, NOT_FOUND);
    if (!(await getLocationPage(db, locationId))) throw notFound(NOT_FOUND);
    const { tags } = await deleteContent(db, locationPageType, locationId);
    expire(tags);
    return success({ message: 'Location page deleted.' });
  },
);
