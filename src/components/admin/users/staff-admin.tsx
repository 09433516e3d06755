'use client';

import { useId, useState } from 'react';
import { apiData, apiRequest, errorMessage, handleUnauthorized } from '@/lib/admin/api';
import { useResource } from '@/lib/admin/use-resource';
import { useUserInfo } from '@/lib/admin/user-info';
import { isRole, ROLE_LABELS, ROLES, type Role } from '@/lib/roles';
import { staffMember, staffMembers, type StaffMember } from '@/lib/schemas/answers/accounts';
import { savedAnswer } from '@/lib/schemas/answers/envelopes';
import fieldStyles from '../field.module.css';
import {
  actionsColumn,
  AdminPage,
  Button,
  CellNote,
  PageIntro,
  ResourceTable,
  StatusBadge,
  useConfirm,
  useNotify,
  type TableColumn,
} from '../kit';
import { useSiteTimeZone } from '../publishing/site-time-zone';
import { InviteDialog } from './invite-dialog';
import { SignInSecurity } from './sign-in-security';
import {
  invitationNote,
  isSelf,
  lastSignInText,
  STAFF_STATUSES,
  staffSummary,
  withoutTwoFactor,
} from './staff-text';
import styles from './staff-admin.module.css';

// Staff: administrators invite people, choose their role, deactivate and reactivate
// them, and decide whether everyone must use two-factor sign-in.

/** POST /api/users/{id}/invitation: the account with its new invitation, and a message. */
const resentInvitation = savedAnswer(staffMember);

const nameOf = (member: StaffMember) => member.name || member.email;

export function StaffAdmin() {
  const notify = useNotify();
  const confirm = useConfirm();
  const zone = useSiteTimeZone();
  const me = useUserInfo();
  const selectId = useId();
  const [now] = useState(() => Date.now());
  const staff = useResource((signal) => apiData('/api/users', staffMembers, { signal }), 'staff');
  // The list as loaded, with the rows the server has answered for since.
  const [rows, setRows] = useState<StaffMember[] | undefined>(undefined);
  const [loaded, setLoaded] = useState<StaffMember[] | undefined>(undefined);
  if (staff.data !== loaded) {
    setLoaded(staff.data);
    setRows(staff.data);
  }
  /** The row being saved, and the role it is being given. */
  const [pending, setPending] = useState<{ id: number; role?: Role } | null>(null);
  const [inviting, setInviting] = useState(false);

  const replace = (saved: StaffMember) =>
    setRows((current) => current?.map((row) => (row._id === saved._id ? saved : row)));

  async function update(
    member: StaffMember,
    body: { role?: Role; active?: boolean },
    success: (saved: StaffMember) => string,
  ): Promise<StaffMember | null> {
    setPending({ id: member._id, ...(body.role ? { role: body.role } : {}) });
    try {
      const saved = await apiData(`/api/users/${member._id}`, staffMember, {
        method: 'PUT',
        body,
      });
      replace(saved);
      notify('success', success(saved));
      return saved;
    } catch (error) {
      // The select goes back to the stored role by itself (e.g. the last administrator).
      notify('error', errorMessage(error));
      return null;
    } finally {
      setPending(null);
    }
  }

  async function changeRole(member: StaffMember, value: string) {
    if (pending || !isRole(value) || value === member.role) return;
    const self = isSelf(member, me?._id);
    if (self && value !== 'admin') {
      const yes = await confirm({
        title: `Make yourself ${ROLE_LABELS[value].toLowerCase()}?`,
        message: (
          <p>
            You will no longer be able to manage staff, redirects, settings or the audit log, and
            you leave this page. Another administrator can give the role back.
          </p>
        ),
        confirmLabel: `Make me ${ROLE_LABELS[value].toLowerCase()}`,
      });
      if (!yes) return;
    }
    const saved = await update(
      member,
      { role: value },
      (after) => `${nameOf(after)}’s role is now ${ROLE_LABELS[after.role]}.`,
    );
    // A full load, so the admin area checks the new role.
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- deliberate full reload
    if (saved && self && saved.role !== 'admin') window.location.assign('/admin');
  }

  async function deactivate(member: StaffMember) {
    if (pending) return;
    const self = isSelf(member, me?._id);
    const yes = await confirm({
      title: self ? 'Deactivate your own account?' : `Deactivate ${nameOf(member)}?`,
      message: self ? (
        <p>
          You are signed out at once and cannot sign in until another administrator reactivates you.
        </p>
      ) : (
        <p>They are signed out at once and cannot sign in until reactivated.</p>
      ),
      confirmLabel: 'Deactivate',
      tone: 'danger',
    });
    if (!yes) return;
    const saved = await update(
      member,
      { active: false },
      (after) => `${nameOf(after)} is deactivated and signed out.`,
    );
    if (saved && self) handleUnauthorized();
  }

  async function reactivate(member: StaffMember) {
    if (pending) return;
    await update(member, { active: true }, (after) => `${nameOf(after)} is reactivated.`);
  }

  async function resendInvitation(member: StaffMember) {
    if (pending) return;
    setPending({ id: member._id });
    try {
      const answer = await apiRequest(`/api/users/${member._id}/invitation`, resentInvitation, {
        method: 'POST',
      });
      replace(answer.data);
      notify('success', answer.message || `A new invitation was sent to ${member.email}.`);
    } catch (error) {
      notify('error', errorMessage(error));
    } finally {
      setPending(null);
    }
  }

  const columns: TableColumn<StaffMember>[] = [
    {
      id: 'name',
      header: 'Name',
      kind: 'heading',
      cell: (member) => (
        <>
          {member.name || <span className={styles.muted}>No name yet</span>}
          {isSelf(member, me?._id) ? <span className={styles.you}> (you)</span> : null}
        </>
      ),
    },
    {
      id: 'email',
      header: 'Email',
      cell: (member) => <span className={styles.email}>{member.email}</span>,
    },
    {
      id: 'role',
      header: 'Role',
      cell: (member) => {
        const id = `${selectId}-role-${member._id}`;
        const saving = pending?.id === member._id;
        return (
          <>
            <label htmlFor={id} className="visually-hidden">
              Role for {nameOf(member)}
            </label>
            <select
              id={id}
              className={`${fieldStyles.select} ${styles.roleSelect}`}
              value={(saving && pending.role) || member.role}
              aria-disabled={saving || undefined}
              onChange={(event) => void changeRole(member, event.target.value)}
            >
              {ROLES.map((role) => (
                <option key={role} value={role}>
                  {ROLE_LABELS[role]}
                </option>
              ))}
            </select>
          </>
        );
      },
    },
    {
      id: 'status',
      header: 'Status',
      cell: (member) => {
        const note =
          member.status === 'invited'
            ? invitationNote(member.invitationExpiresAt, now, zone)
            : undefined;
        return (
          <>
            <StatusBadge states={STAFF_STATUSES} value={member.status} />
            {note ? <CellNote>{note}</CellNote> : null}
          </>
        );
      },
    },
    {
      id: 'two-factor',
      header: 'Two-factor',
      cell: (member) => (member.twoFactorEnabled ? 'On' : 'Off'),
    },
    {
      id: 'last-sign-in',
      header: 'Last sign-in',
      cell: (member) =>
        member.lastSignInAt ? (
          <time dateTime={member.lastSignInAt}>{lastSignInText(member.lastSignInAt, zone)}</time>
        ) : (
          lastSignInText(null, zone)
        ),
    },
    actionsColumn((member) => {
      const busy = pending?.id === member._id || undefined;
      const who = <span className="visually-hidden">: {nameOf(member)}</span>;
      // One button that changes its words, so the focus stays on it after a change.
      return (
        <>
          {member.status === 'deactivated' ? (
            <Button aria-disabled={busy} onClick={() => void reactivate(member)}>
              Reactivate{who}
            </Button>
          ) : (
            <Button
              variant="danger-outline"
              aria-disabled={busy}
              onClick={() => void deactivate(member)}
            >
              Deactivate{who}
            </Button>
          )}
          {member.status === 'invited' ? (
            <Button aria-disabled={busy} onClick={() => void resendInvitation(member)}>
              Resend invitation{who}
            </Button>
          ) : null}
        </>
      );
    }),
  ];

  const self = rows?.find((member) => isSelf(member, me?._id));

  return (
    <AdminPage
      title="Staff"
      actions={
        <Button variant="primary" onClick={() => setInviting(true)}>
          Invite someone
        </Button>
      }
    >
      <PageIntro>
        The people who can sign in here. Administrators can do everything, including managing staff;
        editors work on content, enquiries, preview and history.
      </PageIntro>
      <p role="status" className="visually-hidden">
        {staff.data ? staffSummary(staff.data) : ''}
      </p>
      <ResourceTable
        resource={staff}
        rows={rows}
        loadingLabel="Loading staff…"
        errorLead="The staff could not be loaded:"
        empty="No staff yet."
        caption="Staff"
        scrollLabel="Staff table"
        columns={columns}
        rowKey={(member) => member._id}
        mutedRow={(member) => member.status === 'deactivated'}
      />
      <SignInSecurity
        withoutTwoFactor={rows ? withoutTwoFactor(rows) : undefined}
        selfWithoutTwoFactor={self ? !self.twoFactorEnabled : false}
      />
      {inviting ? (
        <InviteDialog
          onClose={() => setInviting(false)}
          onInvited={(message) => {
            setInviting(false);
            notify('success', message);
            staff.reload();
          }}
        />
      ) : null}
    </AdminPage>
  );
}
