import type { StaffMember } from '@/lib/schemas/answers/accounts';
import type { Role } from '@/lib/roles';
import { formatSiteTime } from '@/lib/site-time';

// The words of the staff screen that depend on a staff member's record.

/** One line each, shown under the role choice. */
export const ROLE_DESCRIPTIONS: Record<Role, string> = {
  admin: 'everything, including staff, redirects, settings and the audit log',
  editor: 'content, enquiries, preview and history',
};

export const STAFF_STATUSES = {
  invited: { label: 'Invited', tone: 'warning' },
  active: { label: 'Active', tone: 'success' },
  deactivated: { label: 'Deactivated', tone: 'neutral' },
} as const satisfies Record<
  StaffMember['status'],
  { label: string; tone: 'warning' | 'success' | 'neutral' }
>;

/** Under an invited person's status: whether the e-mailed link still works. */
export function invitationNote(
  expiresAt: string | null,
  now: number,
  zone: string,
): string | undefined {
  if (expiresAt === null) return undefined;
  const expires = Date.parse(expiresAt);
  if (Number.isNaN(expires)) return undefined;
  return expires <= now ? 'link expired' : `link expires ${formatSiteTime(expiresAt, zone)}`;
}

export const lastSignInText = (lastSignInAt: string | null, zone: string) =>
  lastSignInAt === null ? 'Never' : formatSiteTime(lastSignInAt, zone);

/** The signed-in person, in a list from GET /api/users. */
export const isSelf = (member: StaffMember, selfId: string | number | undefined) =>
  selfId !== undefined && selfId !== '' && String(member._id) === String(selfId);

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** For the polite status once the list has loaded: '4 staff members: 3 active, 1 invited.' */
export function staffSummary(staff: readonly StaffMember[]): string {
  if (staff.length === 0) return 'No staff yet.';
  const counts = (['active', 'invited', 'deactivated'] as const)
    .map((status) => [status, staff.filter((member) => member.status === status).length] as const)
    .filter(([, count]) => count > 0)
    .map(([status, count]) => `${count} ${status}`);
  return `${plural(staff.length, 'staff member', 'staff members')}: ${counts.join(', ')}.`;
}

/** Active staff who would have to set up two-factor sign-in if the site required it. */
export const withoutTwoFactor = (staff: readonly StaffMember[]) =>
  staff.filter((member) => member.status === 'active' && !member.twoFactorEnabled).length;

/**
 * The options of the audit log's person filter: by name, the e-mail address added where
 * two people share a name.
 */
export function personOptions(staff: readonly StaffMember[]): { value: string; label: string }[] {
  const names = new Map<string, number>();
  for (const member of staff) names.set(member.name, (names.get(member.name) ?? 0) + 1);
  return [...staff]
    .sort((a, b) => a.name.localeCompare(b.name, 'en-GB') || a.email.localeCompare(b.email))
    .map((member) => ({
      value: String(member._id),
      label: !member.name
        ? member.email
        : (names.get(member.name) ?? 0) > 1
          ? `${member.name} (${member.email})`
          : member.name,
    }));
}
