import { isAuditEntity, type AuditAction, type AuditEntity } from '@/lib/audit';

// How the audit log's codes read on screen. The server may add codes before this list
// learns them: an unknown one is shown as its words rather than hidden.

/** Every entity the server records, in the order the filter offers them. */
export const AUDIT_ENTITY_LABELS = {
  session: 'Sign-in session',
  user: 'Staff account',
  settings: 'Settings',
  blog: 'Blog',
  'case-study': 'Case study',
  'location-page': 'Location page',
  redirect: 'Redirect',
  enquiry: 'Enquiry',
  upload: 'Upload',
  media: 'Media asset',
  'preview-link': 'Preview link',
  revision: 'Revision',
  'audit-log': 'Audit log',
  webhook: 'Webhook',
} as const satisfies Record<AuditEntity, string>;

export type AuditEntityName = AuditEntity;

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'sign-in': 'Signed in',
  'sign-in-failed': 'Failed sign-in',
  'sign-out': 'Signed out',
  create: 'Created',
  update: 'Updated',
  publish: 'Published',
  unpublish: 'Unpublished',
  schedule: 'Scheduled',
  draft: 'Saved a draft',
  delete: 'Deleted',
  restore: 'Restored',
  invite: 'Invited',
  'accept-invitation': 'Accepted the invitation',
  'password-reset': 'Reset the password',
  'password-change': 'Changed the password',
  'two-factor-start': 'Started setting up two-factor',
  'two-factor-on': 'Turned two-factor on',
  'two-factor-off': 'Turned two-factor off',
  'session-end': 'Ended a session',
  export: 'Exported',
  'send-test': 'Sent a test event',
};

export { isAuditEntity };

/** 'two-factor-on' → 'Two factor on' for a code this list does not know. */
const wordsOf = (code: string) => {
  const words = code.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

export const actionLabel = (action: string): string =>
  Object.hasOwn(AUDIT_ACTION_LABELS, action)
    ? AUDIT_ACTION_LABELS[action as AuditAction]
    : wordsOf(action);

export const entityLabel = (entity: string): string =>
  isAuditEntity(entity) ? AUDIT_ENTITY_LABELS[entity] : wordsOf(entity);

/** What an entry is about: 'Blog 42', or 'Settings' when it names no record. */
export const subjectLabel = (entity: string, entityId: string | null): string =>
  entityId ? `${entityLabel(entity)} ${entityId}` : entityLabel(entity);
