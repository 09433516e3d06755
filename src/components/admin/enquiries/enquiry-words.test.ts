import { describe, expect, it } from 'vitest';
import type { EnquiryRecord } from '@/lib/schemas/answers/site';
import * as words from './enquiry-words';

const origin = {
  source: 'newsletter',
  utm_campaign: 'nov',
  utm_medium: 'email',
  landing: '/?utm_source=newsletter',
  page: '/contact',
  device: 'mobile',
  gclid: '',
  fbclid: '',
} satisfies Parameters<typeof words.originLines>[0];

describe('the status choice', () => {
  it('offers every status to an enquiry in the pipeline', () => {
    expect(words.statusOptions('contacted').map((option) => option.label)).toEqual([
      'New',
      'Contacted',
      'Won',
      'Lost',
      'Spam',
    ]);
  });

  it('labels the way out of Spam "Not spam", to New', () => {
    expect(words.statusOptions('spam')).toEqual([
      { value: 'spam', label: 'Spam' },
      { value: 'new', label: 'Not spam' },
    ]);
    expect(words.statusChangedText('spam', 'new')).toMatch(/^Marked as not spam/);
    expect(words.statusChangedText('contacted', 'won')).toBe('Status changed to Won.');
  });
});

describe('the e-mail to the team', () => {
  const enquiry = (
    delivery: EnquiryRecord['delivery'],
    status: EnquiryRecord['status'] = 'new',
    deliveryAttempts = 0,
  ) => ({ delivery, status, deliveryAttempts });

  it('says whether it went out', () => {
    expect(words.deliveryLabel(enquiry('sent'))).toBe('E-mail sent');
    expect(words.deliveryLabel(enquiry('pending'))).toBe('E-mail waiting to be sent');
    expect(words.deliveryLabel(enquiry('failed-retrying', 'new', 1))).toBe(
      'E-mail failed, retrying (1 attempt)',
    );
  });

  it('says Spam was kept back rather than waiting', () => {
    expect(words.deliveryLabel(enquiry('pending', 'spam'))).toBe('Not e-mailed');
    expect(words.deliveryTone(enquiry('pending', 'spam'))).toBe('neutral');
  });
});

describe('where an enquiry came from', () => {
  it('lists what is known, in short', () => {
    expect(words.originLines(origin)).toEqual([
      { label: 'Source', value: 'newsletter' },
      { label: 'Campaign', value: 'nov · email' },
      { label: 'Landed on', value: '/?utm_source=newsletter' },
      { label: 'Sent from', value: '/contact' },
      { label: 'Device', value: 'Mobile' },
    ]);
  });

  it('names an ad click and leaves out what is missing', () => {
    expect(
      words.originLines({
        ...origin,
        source: 'Direct',
        utm_campaign: '',
        utm_medium: '',
        landing: '',
        page: '',
        device: '',
        gclid: 'abc',
      }),
    ).toEqual([
      { label: 'Source', value: 'Direct' },
      { label: 'Ad click', value: 'Google Ads' },
    ]);
  });
});

describe('the assignee', () => {
  const names = new Map([
    [1, 'Sara'],
    [2, 'Omar'],
  ]);

  it('is named, the signed-in person marked', () => {
    expect(words.assigneeName(2, names, 1)).toBe('Omar');
    expect(words.assigneeName(1, names, 1)).toBe('Sara (you)');
    expect(words.assigneeName(null, names, 1)).toBe('');
  });

  it('is numbered when the name cannot be read (an editor does not see the staff list)', () => {
    expect(words.assigneeName(9, names, 1)).toBe('Staff member 9');
  });
});
