// The audit log's vocabulary, shared by the server that writes entries and the screen
// that reads them, so a new entity or action cannot reach one without the other. Every
// content type is an audited entity.
import { CONTENT_ENTITIES } from './editorial';

export const AUDIT_ENTITIES = [
  'session',
  'user',
  'settings',
  ...CONTENT_ENTITIES,
  'redirect',
  'enquiry',
  'upload',
  'media',
  'preview-link',
  'revision',
  'audit-log',
  'webhook',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

export const AUDIT_ACTIONS = [
  'sign-in',
  'sign-in-failed',
  'sign-out',
  'create',
  'update',
  'publish',
  'unpublish',
  'schedule',
  'draft',
  'delete',
  'restore',
  'invite',
  'accept-invitation',
  'password-reset',
  'password-change',
  'two-factor-start',
  'two-factor-on',
  'two-factor-off',
  'session-end',
  'export',
  'send-test',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const isAuditEntity = (value: string): value is AuditEntity =>
  (AUDIT_ENTITIES as readonly string[]).includes(value);
