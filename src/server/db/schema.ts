import 'server-only';
import type { BlogColumns } from '@/lib/content-types/blog';
import type { CaseStudyColumns } from '@/lib/content-types/case-study';
import type { LocationPageColumns } from '@/lib/content-types/location-page';
import type { EnquiryInput } from '@/lib/records';
import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/** Migration 005: the publication columns of every content table (see lib/editorial.ts). */
export interface PublicationColumns {
  status: Generated<string>; // 'draft' | 'scheduled' | 'published'
  publish_at: Generated<string | null>;
  published_at: Generated<string | null>;
  published_late_from: Generated<string | null>;
  pending_changes: Generated<string | null>; // JSON of the full input
}

/** A content table's own fields, without the publication columns. */
export type WithoutPublication<T> = Omit<T, keyof PublicationColumns>;

// Column names follow the spec's field names (point 3) so that the API maps 1:1; a
// content table's field columns are typed from its declaration (src/lib/content-types).
// Timestamps are ISO-8601 text and booleans are 0/1 integers on both engines.

export interface CaseStudyTable extends PublicationColumns, CaseStudyColumns {
  id: string; // 24 hex characters, the spec's _id
  createdAt: string;
  updatedAt: string;
}

export interface CategoryTable {
  category_id: Generated<number>;
  category: string;
}

export interface BlogTable extends PublicationColumns, BlogColumns {
  blog_id: Generated<number>;
  createdAt: string;
  updatedAt: string;
}

export interface BlogSectionTable {
  id: Generated<number>;
  blog_id: number;
  position: number;
  heading: string;
  paragraph: string; // sanitized HTML
}

export interface LocationPageTable extends PublicationColumns, LocationPageColumns {
  location_id: Generated<number>;
  createdAt: string;
  updatedAt: string;
}

export interface UserTable {
  id: Generated<number>;
  name: string;
  email: string; // stored lower-cased
  /** '' until an invited person accepts and sets one. */
  passwordHash: string;
  role: string; // Role
  active: number; // 0 when deactivated
  createdAt: string;
  lastSignInAt: string | null;
  /** The TOTP secret, sealed (src/server/secrets): set at enrolment, in use once totpEnabledAt is. */
  totpSecret: string | null;
  totpEnabledAt: string | null;
  totpLastStep: number | string | null; // bigint: PostgreSQL answers a string
}

export interface SessionTable {
  tokenHash: string; // sha-256 of the token; the token itself is never stored
  /** The id shown to its owner (GET /api/users/me/sessions), never the hash. */
  id: string;
  userId: number;
  createdAt: string;
  expiresAt: string;
  revokedAt: string | null;
  userAgent: string;
  clientIp: string;
  lastUsedAt: string;
}

export interface UserTokenTable {
  tokenHash: string;
  userId: number;
  purpose: string; // 'invitation' | 'password-reset'
  createdAt: string;
  expiresAt: string;
  usedAt: string | null;
}

export interface RecoveryCodeTable {
  id: Generated<number>;
  userId: number;
  codeHash: string;
  usedAt: string | null;
}

export interface KnownDeviceTable {
  userId: number;
  device: string;
  firstSeenAt: string;
}

export interface AuditLogTable {
  id: Generated<number>;
  at: string;
  userId: number | null;
  actor: string;
  action: string;
  entity: string;
  entityId: string | null;
  fields: string; // JSON array of field names
  clientIp: string;
}

export interface SettingTable {
  key: string;
  value: string; // JSON
}

/** What the form sent (`form` stored as text), with its row id and dates. */
export interface EnquiryTable extends Omit<EnquiryInput, 'form' | 'locale'> {
  id: Generated<number>;
  form: string; // 'main' | 'page'
  /** The form's language, 'en' or 'ar' (migration 013). */
  locale: Generated<string>;
  createdAt: string;
  handledAt: string | null;
  /** The X-Request-Id that sent it (migration 007); null when none. Never shown. */
  requestId: Generated<string | null>;
  /** The pipeline and the attribution (migration 010). */
  status: Generated<string>; // EnquiryStatus
  assignee: Generated<number | null>;
  statusChangedAt: Generated<string | null>;
  page: Generated<string>;
  landing: Generated<string>;
  referrer: Generated<string>;
  utm_source: Generated<string>;
  utm_medium: Generated<string>;
  utm_campaign: Generated<string>;
  utm_term: Generated<string>;
  utm_content: Generated<string>;
  gclid: Generated<string>;
  fbclid: Generated<string>;
  device: Generated<string>;
  language: Generated<string>;
  source: Generated<string>;
  spamReason: Generated<string>;
}

/** A staff member's internal note on an enquiry (migration 010). */
export interface EnquiryNoteTable {
  id: Generated<number>;
  enquiryId: number;
  authorId: number | null;
  authorName: string;
  text: string;
  createdAt: string;
}

export interface OutboxTable {
  id: Generated<number>;
  enquiryId: number | null;
  recipient: string;
  subject: string;
  body: string;
  attempts: number;
  nextAttemptAt: string;
  sentAt: string | null;
  lastError: string | null;
  createdAt: string;
  replyTo: Generated<string>; // migration 002; '' when none
  html: Generated<string | null>; // migration 006: an HTML part, staff e-mails only
}

export interface RevisionTable {
  revision_id: Generated<number>;
  entity: string;
  record_id: string;
  snapshot: string; // JSON of the record as staff see it
  author: string;
  summary: string;
  createdAt: string;
  /** Migration 013: 'en' for the record itself, else the translation's language. */
  locale: Generated<string>;
}

export interface RedirectTable {
  id: Generated<number>;
  source: string;
  target: string; // '' for 410
  code: number;
  hits: Generated<number>;
  createdAt: string;
  updatedAt: string;
}

export interface NotFoundLogTable {
  path: string;
  count: number;
  referrer: string;
  lastSeen: string;
}

export interface PreviewLinkTable {
  tokenHash: string;
  entity: string;
  record_id: string;
  createdBy: string;
  createdAt: string;
  expiresAt: string;
  revokedAt: string | null;
  /** Migration 013: which language's draft the link shows. */
  locale: Generated<string>;
}

/**
 * A record's translation into one language (migration 013): its translatable fields as
 * JSON, its own slug (blogs, location pages) and its own publication columns.
 */
export interface ContentTranslationTable {
  entity: string; // ContentEntity
  record_id: string; // the record's id as text
  locale: string; // TranslationLocale
  slug: string | null;
  fields: string; // JSON of the translatable fields' values
  status: string; // 'draft' | 'scheduled' | 'published'
  publish_at: string | null;
  published_at: string | null;
  published_late_from: string | null;
  pending_changes: string | null; // JSON of the translation's input
  createdAt: string;
  updatedAt: string;
}

/** Records of each status per content table, kept by triggers (migration 008). */
export interface ContentCountTable {
  entity: 'blogs' | 'case_studies' | 'location_pages';
  published: number;
  draft: number;
  scheduled: number;
}

/** An upload or site file in the media library (migration 009). */
export interface MediaAssetTable {
  id: Generated<number>;
  url: string;
  name: string;
  kind: string; // MediaKind
  type: string;
  size: number | null;
  width: number | null;
  height: number | null;
  alt: Generated<string>;
  decorative: Generated<number>; // 0 or 1
  caption: Generated<string>;
  focalX: Generated<number>;
  focalY: Generated<number>;
  captions: Generated<string>;
  poster: Generated<string>;
  version: Generated<number>;
  uploadedBy: Generated<string>;
  uploadedAt: string;
  updatedAt: string;
  /** The Arabic alt text and caption (migration 013); null when none was written. */
  alt_ar: string | null;
  caption_ar: string | null;
}

/**
 * Which record's field holds which address (an asset's or not), rewritten with every save
 * of the record: "Used in", the unused assets and the pictures missing alt text are reads
 * of it (migration 009).
 */
export interface MediaUsageTable {
  url: string;
  entity: string; // a content entity, or 'media' (a video's poster and caption track)
  record_id: string;
  field: string;
  kind: string; // 'image' or 'video' (the field's widget), 'captions'
  title: string;
}

/** An endpoint that receives signed events (migration 011). */
export interface WebhookTable {
  id: Generated<number>;
  url: string;
  events: string; // JSON array of WebhookEvent
  /** whsec_…, sealed (src/server/secrets). */
  secret: string;
  /** The secret before the last rotation, sealed; it signs too until previousSecretUntil. */
  previousSecret: string | null;
  previousSecretUntil: string | null;
  active: number; // 0 or 1
  createdBy: Generated<string>;
  createdAt: string;
  updatedAt: string;
}

/** One event for one webhook, retried until delivered or 24 h old (migration 011). */
export interface WebhookDeliveryTable {
  id: Generated<number>;
  webhookId: number;
  eventId: string; // msg_…, kept across retries
  eventType: string;
  payload: string; // the body as signed
  attempts: number;
  nextAttemptAt: string;
  finishedAt: string | null; // delivered or given up
  deliveredAt: string | null;
  lastAttemptAt: string | null;
  lastStatus: number | null;
  responseExcerpt: Generated<string>;
  lastError: string | null;
  createdAt: string;
}

export interface Database {
  case_studies: CaseStudyTable;
  categories: CategoryTable;
  blogs: BlogTable;
  blog_sections: BlogSectionTable;
  location_pages: LocationPageTable;
  users: UserTable;
  sessions: SessionTable;
  user_tokens: UserTokenTable;
  recovery_codes: RecoveryCodeTable;
  known_devices: KnownDeviceTable;
  audit_log: AuditLogTable;
  settings: SettingTable;
  enquiries: EnquiryTable;
  outbox: OutboxTable;
  revisions: RevisionTable;
  redirects: RedirectTable;
  not_found_log: NotFoundLogTable;
  preview_links: PreviewLinkTable;
  content_counts: ContentCountTable;
  media_assets: MediaAssetTable;
  media_usage: MediaUsageTable;
  enquiry_notes: EnquiryNoteTable;
  webhooks: WebhookTable;
  webhook_deliveries: WebhookDeliveryTable;
  content_translations: ContentTranslationTable;
}

export type CaseStudyRow = Selectable<CaseStudyTable>;
export type NewCaseStudyRow = Insertable<CaseStudyTable>;
export type CaseStudyUpdate = Updateable<CaseStudyTable>;
export type BlogRow = Selectable<BlogTable>;
export type BlogSectionRow = Selectable<BlogSectionTable>;
export type CategoryRow = Selectable<CategoryTable>;
export type LocationPageRow = Selectable<LocationPageTable>;
export type UserRow = Selectable<UserTable>;
export type EnquiryRow = Selectable<EnquiryTable>;
export type OutboxRow = Selectable<OutboxTable>;
export type MediaAssetRow = Selectable<MediaAssetTable>;
export type WebhookRow = Selectable<WebhookTable>;
export type WebhookDeliveryRow = Selectable<WebhookDeliveryTable>;
export type ContentTranslationRow = Selectable<ContentTranslationTable>;
