import { z } from '@/lib/zod-setup';
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
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters.`)
  .describe(
    `The new password: ${PASSWORD_MIN} to ${PASSWORD_MAX} characters, and not in the server's list of ` +
      'common passwords (400 names the rule it fails)',
  );

const email = requiredText('Email', 36).pipe(z.email('Enter a valid email address.'));
const name = requiredText('Name', 60);
const role = z.enum(ROLES, { message: 'Choose a role: admin or editor.' });
/** A token from an e-mailed link: 43 base64url characters. */
const linkToken = z
  .string({ message: 'The link is incomplete.' })
  .regex(/^[A-Za-z0-9_-]{43}$/, 'The link is incomplete. Open it again from the e-mail.')
  .describe('The token from the e-mailed link (the part after #token=)');
/** A 6-digit authenticator code, or a recovery code (xxxxx-xxxxx); spaces are ignored. */
export const secondFactorCode = z
  .string({ message: 'The code must be text.' })
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(
    z
      .string()
      .min(1, 'Enter the code.')
      .max(11, 'That is not a code from your authenticator app or a recovery code.'),
  )
  .describe(
    'The 6-digit code from the authenticator app, or an unused recovery code (xxxxx-xxxxx); spaces are ignored',
  );

export const inviteSchema = z.strictObject({ email, name, role }).meta({ id: 'InviteInput' });
export const staffUpdateSchema = z
  .strictObject({
    role: role.optional(),
    active: z
      .boolean()
      .optional()
      .describe("false: deactivate (the account's sessions end at once); true: reactivate"),
    name: name.optional(),
  })
  .refine((body) => Object.keys(body).length > 0, 'Say what to change: role, active or name.')
  // The refine's rule, as JSON Schema states it: something to change.
  .meta({ id: 'StaffUpdate', minProperties: 1 });
export const acceptInvitationSchema = z
  .strictObject({ token: linkToken, name, password: newPassword })
  .meta({ id: 'AcceptInvitationInput' });
export const passwordResetSchema = z.strictObject({ email }).meta({ id: 'PasswordResetInput' });
export const passwordResetConfirmSchema = z
  .strictObject({ token: linkToken, password: newPassword })
  .meta({ id: 'PasswordResetConfirmInput' });
export const passwordChangeSchema = z
  .strictObject({
    currentPassword: z
      .string({ message: 'Current password must be text.' })
      .min(1, 'Enter your current password.')
      .max(PASSWORD_MAX, 'Current password is not right.'),
    password: newPassword,
  })
  .meta({ id: 'PasswordChangeInput' });
export const totpCodeSchema = z.strictObject({ code: secondFactorCode }).meta({ id: 'TotpCode' });
export const settingsSchema = z
  .strictObject({
    requireTwoFactor: z.boolean({ message: 'requireTwoFactor must be true or false.' }),
  })
  .meta({ id: 'SettingsInput' });

export type InviteInput = z.infer<typeof inviteSchema>;
export type StaffUpdateInput = z.infer<typeof staffUpdateSchema>;
