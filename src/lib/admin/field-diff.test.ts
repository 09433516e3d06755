import { describe, expect, it } from 'vitest';
import { diffFields } from './field-diff';

describe('a revision against the current version', () => {
  it('lists only the fields whose words changed, word by word', () => {
    const diff = diffFields(
      { title: 'Growth notes', brief_paragraph: 'Same', updatedAt: '1' },
      { title: 'Growth notes for 2027', brief_paragraph: 'Same', updatedAt: '2' },
    );
    expect(diff).toEqual([
      {
        field: 'title',
        parts: [
          { text: 'Growth notes ', change: 'same' },
          { text: 'for 2027', change: 'added' },
        ],
      },
    ]);
  });

  it('compares rich text and sections by the words a reader sees', () => {
    const diff = diffFields(
      { blogs_content: [{ heading: 'Plan', paragraph: '<p>Old <strong>words</strong></p>' }] },
      { blogs_content: [{ heading: 'Plan', paragraph: '<p>Old words</p>' }] },
    );
    expect(diff).toEqual([]);
    const changed = diffFields(
      { blogs_content: [{ heading: 'Plan', paragraph: '<p>Old words</p>' }] },
      { blogs_content: [{ heading: 'Plan', paragraph: '<p>New words</p>' }] },
    );
    expect(changed[0]!.parts.filter((p) => p.change !== 'same').map((p) => p.text)).toEqual([
      'Old',
      'New',
    ]);
  });
});
