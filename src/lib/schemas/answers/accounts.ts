import { z } from '@/lib/zod-setup';
import { AUDIT_ENTITIES } from '../../audit';
import { ROLES } from '../../roles';

// Staff accounts, their sessions and second factor, the settings and the audit log, as
// the API answers them (docs/design/staff-accounts.md).

const userInfoShape = {
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  isAdmin: z.boolean().describe("role is admin (spec point 3's field, for clients without roles)"),
  role: z.enum(ROLES),
};

export const userInfo = z.object(userInfoShape).meta({ id: 'UserInfo' });

/** POST /api/users/login: the user and the session token. */
export const signedIn = z.object({ ...userInfoShape, token: z.string() }).meta({ id: 'SignedIn' });

export const currentUser = z
  .object({
    ...userInfoShape,
    twoFactorEnabled: z.boolean(),
    twoFactorRequired: z
      .boolean()
      .describe('The site requires two-factor sign-in for every account (it cannot be turned off)'),
    mustEnrolTwoFactor: z
      .boolean()
      .describe(
        'The site requires two-factor sign-in and this account has not set it up: until it does, ' +
          'only this call, POST /api/users/me/totp, its /confirm and logout are answered (403 otherwise)',
      ),
  })
  .meta({ id: 'CurrentUser' });

export const staffMember = z
  .object({
    _id: z.number().int(),
    name: z.string(),
    email: z.string(),
    role: z.enum(ROLES),
    status: z
      .enum(['invited', 'active', 'deactivated'])
      .describe('invited: has not accepted the invitation yet; deactivated: cannot sign in'),
    lastSignInAt: z.string().nullable(),
    createdAt: z.string(),
    twoFactorEnabled: z.boolean(),
    invitationExpiresAt: z
      .string()
      .nullable()
      .describe('While invited: when the invitation link stops working; null otherwise'),
  })
  .meta({ id: 'StaffMember' });

export const staffSession = z
  .object({
    id: z.string().describe('For DELETE /api/users/me/sessions/{id}'),
    device: z.string().describe('Browser and system, read from the User-Agent'),
    clientIp: z.string(),
    createdAt: z.string(),
    lastUsedAt: z.string(),
    current: z.boolean().describe('The session this call was made with'),
  })
  .meta({ id: 'StaffSession' });

export const twoFactorSecret = z
  .object({
    secret: z.string().describe('Base32, for typing into an authenticator app'),
    otpauthUrl: z.string().describe('The otpauth:// URI, for a QR code'),
  })
  .meta({ id: 'TwoFactorSecret' });

export const RECOVERY_CODE_COUNT = 10;

export const recoveryCodes = z
  .object({
    recoveryCodes: z
      .array(z.string())
      .length(RECOVERY_CODE_COUNT)
      .describe('Single-use codes (xxxxx-xxxxx) that stand in for the app; shown only this once'),
  })
  .meta({ id: 'RecoveryCodes' });

export const siteSettings = z
  .object({
    requireTwoFactor: z.boolean().describe('Every staff account must sign in with a second factor'),
  })
  .meta({ id: 'Settings' });

export const auditEntry = z
  .object({
    id: z.number().int(),
    at: z.string(),
    userId: z.number().int().nullable().describe('The account that acted; null if none is known'),
    actor: z
      .string()
      .describe("Who acted: a staff member's name, or the e-mail tried in a failed sign-in"),
    action: z
      .string()
      .describe('e.g. sign-in, sign-in-failed, create, update, publish, delete, invite'),
    // Text, as stored: entries are kept a year, through changes of the vocabulary.
    entity: z.string().describe(`What was acted on: ${AUDIT_ENTITIES.join(', ')}`),
    entityId: z.string().nullable(),
    fields: z.array(z.string()).describe('The names of the fields changed (never their values)'),
    clientIp: z.string(),
  })
  .meta({ id: 'AuditEntry' });

/** GET /api/users and GET /api/audit's filter of people. */
export const staffMembers = z.array(staffMember);

/** GET /api/users/me/sessions. */
export const staffSessions = z.array(staffSession);

// Their types, for the admin's API client and screens.
export type SignedIn = z.infer<typeof signedIn>;
export type CurrentUser = z.infer<typeof currentUser>;
export type StaffMember = z.infer<typeof staffMember>;
export type StaffSession = z.infer<typeof staffSession>;
export type SiteSettings = z.infer<typeof siteSettings>;
export type AuditEntry = z.infer<typeof auditEntry>;
