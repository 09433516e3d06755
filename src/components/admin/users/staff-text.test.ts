import { describe, expect, it } from 'vitest';
import type { StaffMember } from '@/lib/schemas/answers/accounts';
import {
  invitationNote,
  isSelf,
  lastSignInText,
  personOptions,
  staffSummary,
  withoutTwoFactor,
} from './staff-text';

const ZONE = 'Asia/Dubai';

const member = (overrides: Partial<StaffMember>): StaffMember => ({
  _id: 1,
  name: 'Amal',
  email: 'amal@example.com',
  role: 'editor',
  status: 'active',
  lastSignInAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  twoFactorEnabled: false,
  invitationExpiresAt: null,
  ...overrides,
});

describe('an invitation’s link', () => {
  const now = Date.parse('2026-03-10T08:00:00.000Z');

  it('says when it expires, on the site’s clock', () => {
    expect(invitationNote('2026-03-12T08:00:00.000Z', now, ZONE)).toBe(
      'link expires 12 Mar 2026, 12:00 GST',
    );
  });

  it('says when it has expired', () => {
    expect(invitationNote('2026-03-10T08:00:00.000Z', now, ZONE)).toBe('link expired');
    expect(invitationNote('2026-03-01T00:00:00.000Z', now, ZONE)).toBe('link expired');
  });

  it('says nothing without a date', () => {
    expect(invitationNote(null, now, ZONE)).toBeUndefined();
    expect(invitationNote('soon', now, ZONE)).toBeUndefined();
  });
});

describe('the staff table’s words', () => {
  it('say Never for someone who has not signed in', () => {
    expect(lastSignInText(null, ZONE)).toBe('Never');
    expect(lastSignInText('2026-03-10T05:30:00.000Z', ZONE)).toBe('10 Mar 2026, 09:30 GST');
  });

  it('find the signed-in person whether the id is stored as text or number', () => {
    expect(isSelf(member({ _id: 4 }), '4')).toBe(true);
    expect(isSelf(member({ _id: 4 }), 4)).toBe(true);
    expect(isSelf(member({ _id: 4 }), 40)).toBe(false);
    expect(isSelf(member({ _id: 4 }), undefined)).toBe(false);
    expect(isSelf(member({ _id: 4 }), '')).toBe(false);
  });

  it('count the staff by status', () => {
    expect(staffSummary([])).toBe('No staff yet.');
    expect(staffSummary([member({})])).toBe('1 staff member: 1 active.');
    expect(
      staffSummary([
        member({ _id: 1 }),
        member({ _id: 2, status: 'invited' }),
        member({ _id: 3 }),
        member({ _id: 4, status: 'deactivated' }),
      ]),
    ).toBe('4 staff members: 2 active, 1 invited, 1 deactivated.');
  });

  it('count the active staff without two-factor', () => {
    expect(
      withoutTwoFactor([
        member({ _id: 1 }),
        member({ _id: 2, twoFactorEnabled: true }),
        member({ _id: 3, status: 'invited' }),
        member({ _id: 4, status: 'deactivated' }),
      ]),
    ).toBe(1);
  });
});

describe('the audit log’s person filter', () => {
  it('lists people by name, with the address only where names repeat', () => {
    expect(
      personOptions([
        member({ _id: 3, name: 'Zaid', email: 'z@example.com' }),
        member({ _id: 1, name: 'Amal', email: 'b@example.com' }),
        member({ _id: 2, name: 'Amal', email: 'a@example.com' }),
        member({ _id: 4, name: '', email: 'new@example.com' }),
      ]),
    ).toEqual([
      { value: '4', label: 'new@example.com' },
      { value: '2', label: 'Amal (a@example.com)' },
      { value: '1', label: 'Amal (b@example.com)' },
      { value: '3', label: 'Zaid' },
    ]);
  });
});
