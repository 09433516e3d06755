import 'server-only';
import { dictionary } from '@zxcvbn-ts/language-common';
import { invalid } from '../errors';

// New passwords: the lengths are checked by the body's schema (src/lib/schemas/account.ts);
// here, a password from the common-password list that zxcvbn-ts maintains (about
// 49,000 leaked passwords) is refused, whatever its letter case.

let common: Set<string> | undefined;
const commonPasswords = () =>
  (common ??= new Set(dictionary['passwords-common'].map((word) => word.toLowerCase())));

export const COMMON_PASSWORD =
  'This password is on a list of common passwords that attackers try first. Choose another.';

export function assertAcceptablePassword(password: string): void {
  if (commonPasswords().has(password.toLowerCase())) throw invalid(COMMON_PASSWORD);
}
