import { describe, expect, it } from 'vitest';
import { editedFields, intentOf, saveCall } from './publishing';

const paths = { create: '/blog', record: '/blog/7' };

describe('the editors’ save buttons', () => {
  it('create a new record with the status the button names', () => {
    expect(saveCall({ ...paths, record: null }, { title: 'A' }, 'draft')).toEqual({
      path: '/blog',
      method: 'POST',
      body: { title: 'A', status: 'draft', publish_at: null },
    });
  });

  it('save an existing record’s draft without touching its live version', () => {
    expect(saveCall(paths, { title: 'A' }, 'draft')).toEqual({
      path: '/blog/7?draft=true',
      method: 'PUT',
      body: { title: 'A' },
    });
  });

  it('publish now, or at the chosen time', () => {
    expect(saveCall(paths, { title: 'A' }, 'publish').body).toMatchObject({ status: 'published' });
    expect(saveCall(paths, { title: 'A' }, 'schedule', '2026-12-01T05:00:00.000Z').body).toEqual({
      title: 'A',
      status: 'scheduled',
      publish_at: '2026-12-01T05:00:00.000Z',
    });
  });

  it('read which button submitted the form; Enter saves a draft, never publishes', () => {
    const submittedBy = (value?: string) => {
      const event = new Event('submit') as Event & { submitter: unknown };
      event.submitter = value === undefined ? null : { value };
      return { nativeEvent: event };
    };
    expect(intentOf(submittedBy('publish'))).toBe('publish');
    expect(intentOf(submittedBy('schedule'))).toBe('schedule');
    expect(intentOf(submittedBy())).toBe('draft');
  });

  it('open a published record on its unpublished changes', () => {
    const record = {
      title: 'Live',
      status: 'published' as const,
      publish_at: null,
      published_at: null,
      published_late_from: null,
      pending_changes: { title: 'Next' },
    };
    expect(editedFields(record).title).toBe('Next');
    expect(editedFields({ ...record, pending_changes: null }).title).toBe('Live');
  });
});
