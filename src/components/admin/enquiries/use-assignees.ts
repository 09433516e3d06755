'use client';

import { useMemo } from 'react';
import { apiData } from '@/lib/admin/api';
import { useResource } from '@/lib/admin/use-resource';
import { staffRoleOf, useUserInfo } from '@/lib/admin/user-info';
import { staffMembers } from '@/lib/schemas/answers/accounts';

// Who an enquiry can be assigned to. The staff list (GET /api/users) is for
// administrators only, so an editor is offered themselves (and nobody); an assignee they
// cannot name is shown as "Staff member 7".

export interface Assignees {
  /** Active staff by id, the signed-in person always among them. */
  names: ReadonlyMap<number, string>;
  /** Offered in the assignee choices, by name. */
  choices: { id: number; name: string }[];
  /** The signed-in person's id, when known. */
  selfId: number | undefined;
  /** The staff list could not be loaded (administrators only). */
  failed: boolean;
  /** Whether the whole staff list is offered (administrators); editors get themselves. */
  everyone: boolean;
}

export function useAssignees(): Assignees {
  const user = useUserInfo();
  const isAdmin = staffRoleOf(user) === 'admin';
  const staff = useResource(
    isAdmin ? (signal) => apiData('/api/users', staffMembers, { signal }) : null,
    'staff',
  );
  const selfId = user && /^\d+$/.test(String(user._id)) ? Number(user._id) : undefined;
  const selfName = user ? user.name || user.email : '';

  return useMemo(() => {
    const names = new Map<number, string>();
    for (const member of staff.data ?? []) {
      if (member.status === 'active') names.set(member._id, member.name || member.email);
    }
    if (selfId !== undefined && !names.has(selfId)) names.set(selfId, selfName);
    const choices = [...names]
      .map(([id, name]) => ({ id, name }))
      .sort((a, b) => a.name.localeCompare(b.name));
    return { names, choices, selfId, failed: staff.error !== undefined, everyone: isAdmin };
  }, [staff.data, staff.error, selfId, selfName, isAdmin]);
}

/** Staff as options of a select, by name; a chosen id not among them (a shared link) stays. */
export function staffOptions(
  { choices, selfId }: Pick<Assignees, 'choices' | 'selfId'>,
  chosen: string,
): { value: string; label: string }[] {
  const options = choices.map(({ id, name }) => ({
    value: String(id),
    label: id === selfId ? `${name} (you)` : name,
  }));
  if (/^\d+$/.test(chosen) && !options.some((option) => option.value === chosen)) {
    options.push({ value: chosen, label: `Staff member ${chosen}` });
  }
  return options;
}
