// Pure text helpers of the account screen (/admin/profile).

/** 'JBSWY3DPEHPK3PXP' → 'JBSW Y3DP EHPK 3PXP': easier to read out and type into an app. */
export function groupSecret(secret: string): string {
  return (secret.replace(/\s+/g, '').match(/.{1,4}/g) ?? []).join(' ');
}

/** The recovery-codes file: who and when they are for, how to use them, one code a line. */
export function recoveryCodesText(
  codes: readonly string[],
  email: string,
  createdAt: Date,
): string {
  return [
    `Recovery codes for ${email}`,
    `Created ${createdAt.toISOString().slice(0, 10)}`,
    '',
    'Each code signs you in once, instead of a code from your authenticator app.',
    'Keep them somewhere safe, such as a password manager.',
    '',
    ...codes,
    '',
  ].join('\n');
}

/** '2025-03-12T09:05:00Z' → '12 Mar 2025, 13:05' (in the browser's time zone); anything unparseable is shown as given. */
export function formatWhen(value: string, timeZone?: string): string {
  const time = Date.parse(value);
  if (Number.isNaN(time)) return value;
  return new Intl.DateTimeFormat('en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  }).format(time);
}
