'use client';

import { useMemo } from 'react';
import { z } from '@/lib/zod-setup';
import { apiData } from '@/lib/admin/api';
import { useResource } from '@/lib/admin/use-resource';
import { useUserInfo } from '@/lib/admin/user-info';

// Who an enquiry can be assigned to: the active staff by id and name, which every staff
// member may read (GET /api/enquiries/assignees; the staff list itself is for
// administrators). An assignee no longer among them is shown as "Staff member 7".

const assigneeList = z.array(z.object({ id: z.number(), name: z.string() }));

export interface Assignees {
  /** Active staff by id, the signed-in person always among them. */
  names: ReadonlyMap<number, string>;
  /** Offered in the assignee choices, by name. */
  choices: { id: number; name: string }[];
  /** The signed-in person's id, when known. */
  selfId: number | undefined;
  /** The list could not be loaded: only the signed-in person is offered. */
  failed: boolean;
}

export function useAssignees(): Assignees {
  const user = useUserInfo();
  const staff = useResource(
    (signal) => apiData('/api/enquiries/assignees', assigneeList, { signal }),
    'assignees',
  );
  const selfId = user && /^\d+$/.test(String(user._id)) ? Number(user._id) : undefined;
  const selfName = user ? user.name || user.email : '';

  return useMemo(() => {
    const names = new Map<number, string>();
    for (const member of staff.data ?? []) names.set(member.id, member.name);
    if (selfId !== undefined && !names.has(selfId)) names.set(selfId, selfName);
    const choices = [...names]
      .map(([id, name]) => ({ id, name }))
      .sort((a, b) => a.name.localeCompare(b.name));
    return {
      names,
      choices,
      selfId,
      failed: staff.error !== undefined,
    };
  }, [staff.data, staff.error, selfId, selfName]);
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
