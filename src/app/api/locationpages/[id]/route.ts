import { locationPageRecord } from '@/lib/schemas/answers/content';
import { locationPageBody } from '@/lib/schemas/content-bodies';
import { contentItemRoutes } from '@/http/content-routes';
import { locationPageType } from '@/server/editorial/content-types';

export const dynamic = 'force-dynamic';

// GET /api/locationpages/:id – one published location page; the body is the bare record
// (public; staff see any, with its pending changes)
// PUT /api/locationpages/:id – replace a location page; published unless `status` says
// otherwise; ?draft=true keeps a published one's live version: {status, message, data} (staff)
// DELETE /api/locationpages/:id – remove a location page; a published one's URL answers
// 410 Gone: {status, message} (staff)
export const { GET, PUT, DELETE } = contentItemRoutes(locationPageType, {
  record: locationPageRecord,
  body: locationPageBody,
  summary: 'One location page (bare object), by its numeric location_id',
  unknown: 'Unknown id',
  notFound: 'Location page not found.',
  read: 'record',
  updated: 'Location page updated.',
  deleted: 'Location page deleted.',
});
