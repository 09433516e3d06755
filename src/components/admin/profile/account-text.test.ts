import { describe, expect, it } from 'vitest';
import { formatWhen, groupSecret, recoveryCodesText } from './account-text';

describe('the two-factor key shown as text', () => {
  it('is grouped in fours, the last group shorter', () => {
    expect(groupSecret('JBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP');
    expect(groupSecret('JBSWY3DPEH')).toBe('JBSW Y3DP EH');
  });

  it('ignores spaces already in it', () => {
    expect(groupSecret(' JB SW Y3DP ')).toBe('JBSW Y3DP');
    expect(groupSecret('')).toBe('');
  });
});

describe('the recovery-codes file', () => {
  it('names the account and the day, then lists one code a line', () => {
    const text = recoveryCodesText(
      ['abcde-12345', 'fghij-67890'],
      'sara@example.com',
      new Date('2025-03-12T09:05:00Z'),
    );
    const lines = text.split('\n');
    expect(lines[0]).toBe('Recovery codes for sara@example.com');
    expect(lines[1]).toBe('Created 2025-03-12');
    expect(lines.slice(-3)).toEqual(['abcde-12345', 'fghij-67890', '']);
  });
});

describe('session times', () => {
  it('read as a medium date and a short time, in British English', () => {
    expect(formatWhen('2025-03-12T09:05:00Z', 'Asia/Dubai')).toBe('12 Mar 2025, 13:05');
  });

  it('are shown as given when they are not a date', () => {
    expect(formatWhen('yesterday')).toBe('yesterday');
  });
});
