import 'server-only';
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

// Column names follow the spec's field names (point 3) so that the API maps 1:1.
// Timestamps are ISO-8601 text and booleans are 0/1 integers on both engines.

export interface CaseStudyTable extends PublicationColumns {
  id: string; // 24 hex characters, the spec's _id
  heroHeading: string;
  clientName: string;
  industry: string;
  industryText: string;
  bannerImage: string;
  video: string;
  category1: string;
  category2: string;
  category3: string;
  category4: string;
  template: string;
  sec1Heading: string;
  sec1Para: string;
  sec1Img: string;
  sec2Heading: string;
  sec2Para: string;
  sec2Img: string;
  sec3Heading1: string;
  sec3Heading2: string;
  sec3Heading3: string;
  sec3SubHeading1: string;
  sec3SubHeading2: string;
  sec3SubHeading3: string;
  sec3Para1: string;
  sec3Para2: string;
  sec3Para3: string;
  sec3Img2: string;
  sec4Heading: string;
  sec4SubHeading: string;
  sec4Percentage1: string;
  sec4Percentage2: string;
  sec4Percentage3: string;
  sec4Percentage4: string;
  sec4Text1: string;
  sec4Text2: string;
  sec4Text3: string;
  sec4Text4: string;
  createdAt: string;
  updatedAt: string;
}

export interface CategoryTable {
  category_id: Generated<number>;
  category: string;
}

export interface BlogTable extends PublicationColumns {
  blog_id: Generated<number>;
  slug_url: string;
  title: string;
  brief_paragraph: string;
  blog_image: string;
  published_date: string; // YYYY-MM-DD
  metaTitle: string;
  metaDescription: string;
  canonicalLink: string;
  category: number | null;
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

export interface LocationPageTable extends PublicationColumns {
  location_id: Generated<number>;
  slug_url: string;
  main_heading: string;
  main_paragraph: string;
  highlighted_heading: string;
  heading_1: string;
  heading_2: string;
  heading_3: string;
  heading_4: string;
  paragraph_1: string;
  paragraph_2: string;
  paragraph_3: string;
  paragraph_4: string;
  meta_title: string;
  meta_keywords: string;
  meta_link: string;
  meta_description: string;
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
  /** Base32 TOTP secret: set at enrolment, in use once totpEnabledAt is set. */
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
export interface EnquiryTable extends Omit<EnquiryInput, 'form'> {
  id: Generated<number>;
  form: string; // 'main' | 'page'
  createdAt: string;
  handledAt: string | null;
  /** The X-Request-Id that sent it (migration 007); null when none. Never shown. */
  requestId: Generated<string | null>;
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
}

/** Records of each status per content table, kept by triggers (migration 008). */
export interface ContentCountTable {
  entity: 'blogs' | 'case_studies' | 'location_pages';
  published: number;
  draft: number;
  scheduled: number;
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
