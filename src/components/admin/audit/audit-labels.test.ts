import { describe, expect, it } from 'vitest';
import { actionLabel, entityLabel, isAuditEntity, subjectLabel } from './audit-labels';

describe('the audit log’s words', () => {
  it('name the actions as staff say them', () => {
    expect(actionLabel('sign-in')).toBe('Signed in');
    expect(actionLabel('sign-in-failed')).toBe('Failed sign-in');
    expect(actionLabel('update')).toBe('Updated');
    expect(actionLabel('two-factor-off')).toBe('Turned two-factor off');
  });

  it('show a code they do not know as words', () => {
    expect(actionLabel('bulk-import')).toBe('Bulk import');
    expect(actionLabel('toString')).toBe('ToString');
    expect(entityLabel('media_folder')).toBe('Media folder');
  });

  it('name the entities and the record an entry is about', () => {
    expect(entityLabel('case-study')).toBe('Case study');
    expect(subjectLabel('blog', '42')).toBe('Blog 42');
    expect(subjectLabel('settings', null)).toBe('Settings');
  });

  it('know the entities of the contract', () => {
    for (const entity of [
      'session',
      'user',
      'settings',
      'blog',
      'case-study',
      'location-page',
      'redirect',
      'enquiry',
      'upload',
      'preview-link',
    ]) {
      expect(isAuditEntity(entity)).toBe(true);
    }
    expect(isAuditEntity('constructor')).toBe(false);
  });
});
