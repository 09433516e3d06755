// The editorial workflow's vocabulary, shared by the API, the domain and the admin.
import type { TranslationLocale } from './locale';

export const PUBLICATION_STATUSES = ['draft', 'scheduled', 'published'] as const;
export type PublicationStatus = (typeof PUBLICATION_STATUSES)[number];

/** The content types that have drafts, schedules, revisions and preview. */
export const CONTENT_ENTITIES = ['blog', 'case-study', 'location-page'] as const;
export type ContentEntity = (typeof CONTENT_ENTITIES)[number];

export const CONTENT_ENTITY_LABELS: Record<ContentEntity, string> = {
  blog: 'Blog',
  'case-study': 'Case study',
  'location-page': 'Location page',
};

/** Where a record stands, as every record of the API carries it. */
export interface PublicationState {
  status: PublicationStatus;
  /** When it (or, for a published record, its pending changes) goes live; null when not scheduled. */
  publish_at: string | null;
  /** When it last went live. */
  published_at: string | null;
  /** The planned time, when the scheduled publication ran over a minute late (the server was down). */
  published_late_from: string | null;
  /** Staff only: a published record's saved draft, the full input, not live until published. */
  pending_changes?: Record<string, unknown> | null;
}

/** Revisions kept per record; older ones are pruned on each save. */
export const REVISIONS_KEPT = 50;

/** How long a preview link shows a record's draft, unless revoked. */
export const PREVIEW_LINK_DAYS = 7;

/** The site's time zone for schedules (SITE_TIME_ZONE overrides it). */
export const DEFAULT_SITE_TIME_ZONE = 'Asia/Dubai';

export interface RevisionSummary {
  revision_id: number;
  createdAt: string;
  author: string;
  summary: string;
}

export interface Revision extends RevisionSummary {
  entity: ContentEntity;
  id: string;
  snapshot: Record<string, unknown>;
  /** A translation's revision: its language (absent for the record's own, English). */
  locale?: TranslationLocale;
}

export const REDIRECT_CODES = [301, 308, 410] as const;
export type RedirectCode = (typeof REDIRECT_CODES)[number];

export interface Redirect {
  id: number;
  source: string;
  /** '' for 410 Gone. */
  target: string;
  code: RedirectCode;
  hits: number;
  createdAt: string;
  updatedAt: string;
}

export interface NotFoundEntry {
  path: string;
  count: number;
  referrer: string;
  lastSeen: string;
}
