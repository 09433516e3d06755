import { z } from 'zod';
import { ROLES } from '@/lib/roles';
import { requiredText } from './fields';

// Bodies of the staff-account endpoints (docs/design/staff-accounts.md). The server also
// refuses passwords found in a list of common ones (src/server/users/password-policy.ts);
// that list is too large to send to browsers, so only the lengths are checked here.

export const PASSWORD_MIN = 10;
/** Spec point 5: sign-in accepts at most 16 characters, so no password may be longer. */
export const PASSWORD_MAX = 16;

export const newPassword = z
  .string({ message: 'Password must be text.' })
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters.`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters.`);

const email = requiredText('Email', 36).pipe(z.email('Enter a valid email address.'));
const name = requiredText('Name', 60);
const role = z.enum(ROLES, { message: 'Choose a role: admin or editor.' });
/** A token from an e-mailed link: 43 base64url characters. */
const linkToken = z
  .string({ message: 'The link is incomplete.' })
  .regex(/^[A-Za-z0-9_-]{43}$/, 'The link is incomplete. Open it again from the e-mail.');
/** A 6-digit authenticator code, or a recovery code (xxxxx-xxxxx); spaces are ignored. */
export const secondFactorCode = z
  .string({ message: 'The code must be text.' })
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(
    z
      .string()
      .min(1, 'Enter the code.')
      .max(11, 'That is not a code from your authenticator app or a recovery code.'),
  );

export const inviteSchema = z.strictObject({ email, name, role });
export const staffUpdateSchema = z
  .strictObject({ role: role.optional(), active: z.boolean().optional(), name: name.optional() })
  .refine((body) => Object.keys(body).length > 0, 'Say what to change: role, active or name.');
export const acceptInvitationSchema = z.strictObject({
  token: linkToken,
  name,
  password: newPassword,
});
export const passwordResetSchema = z.strictObject({ email });
export const passwordResetConfirmSchema = z.strictObject({
  token: linkToken,
  password: newPassword,
});
export const passwordChangeSchema = z.strictObject({
  currentPassword: z
    .string({ message: 'Current password must be text.' })
    .min(1, 'Enter your current password.')
    .max(PASSWORD_MAX, 'Current password is not right.'),
  password: newPassword,
});
export const totpCodeSchema = z.strictObject({ code: secondFactorCode });
export const settingsSchema = z.strictObject({
  requireTwoFactor: z.boolean({ message: 'requireTwoFactor must be true or false.' }),
});

export type InviteInput = z.infer<typeof inviteSchema>;
export type StaffUpdateInput = z.infer<typeof staffUpdateSchema>;
