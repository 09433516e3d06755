import { locationPageRecord } from '@/lib/schemas/answers/content';
import { locationPageBody } from '@/lib/schemas/content-bodies';
import { contentItemRoutes } from '@/http/content-routes';
import { locationPageType } from '@/server/editorial/content-types';

export const dynamic = 'force-dynamic';

// GET /api/locationpages/:id – one published location page, the bare record (public;
// staff see any); PUT replaces it: {status, message, data}; DELETE removes it, and a
// published one's URL answers 410 Gone: {status, message} (staff)
export const { GET, PUT, DELETE } = contentItemRoutes(locationPageType, {
  record: locationPageRecord,
  body: locationPageBody,
  summary: 'One location page (bare object), by its numeric location_id',
  read: 'record',
  unknown: 'Unknown id',
  messages: {
    notFound: 'Location page not found.',
    updated: 'Location page updated.',
    deleted: 'Location page deleted.',
  },
});
