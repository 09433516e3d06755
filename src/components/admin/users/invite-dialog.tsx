'use client';

import { useId, useState, type FormEvent } from 'react';
import { ApiError, apiMessage, errorMessage } from '@/lib/admin/api';
import { fieldErrors } from '@/lib/admin/form';
import { ROLE_LABELS, ROLES } from '@/lib/roles';
import { inviteSchema } from '@/lib/schemas/account';
import { SelectField, TextField } from '../field';
import fieldStyles from '../field.module.css';
import { FormError, FormPopup } from '../kit';
import { useEditorForm } from '../use-editor-form';
import { ROLE_DESCRIPTIONS } from './staff-text';

type Values = { name: string; email: string; role: string };

const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

const roleHint = (
  <>
    {ROLES.map((role, index) => (
      <span key={role}>
        {index > 0 ? <br /> : null}
        {ROLE_LABELS[role]} — {ROLE_DESCRIPTIONS[role]}.
      </span>
    ))}
  </>
);

/** Invites someone by e-mail; on a refusal the popup stays open with everything as typed. */
export function InviteDialog({
  onClose,
  onInvited,
}: {
  onClose: () => void;
  /** Gets the server's message. */
  onInvited: (message: string) => void;
}) {
  const [busy, setBusy] = useState(false);
  const { values, failure, setFailure, formRef, reset, bind, acceptErrors } = useEditorForm<Values>(
    { name: '', email: '', role: 'editor' },
    { busy },
  );
  const nameId = `${useId()}-name`;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    const parsed = inviteSchema.safeParse(values);
    if (!acceptErrors(parsed.success ? {} : fieldErrors(parsed.error)) || !parsed.success) return;
    setBusy(true);
    try {
      const message = await apiMessage(
        '/api/users',
        `An invitation was sent to ${parsed.data.email}.`,
        { method: 'POST', body: parsed.data },
      );
      reset();
      onInvited(message);
    } catch (error) {
      const message = errorMessage(error);
      // 409: the address already has an account; the field says so too.
      if (error instanceof ApiError && error.status === 409) acceptErrors({ email: message });
      setFailure(message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <FormPopup
      title="Invite someone"
      busy={busy}
      submitLabel="Send invitation"
      busyLabel="Sending…"
      focusId={nameId}
      formRef={formRef}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <p className={fieldStyles.hint}>
        They get an e-mail with a link to choose their password. The link works for a limited time;
        you can send a new one from the list.
      </p>
      <TextField id={nameId} label="Name" {...bind('name')} required autoComplete="off" />
      <TextField
        label="Email"
        type="email"
        inputMode="email"
        {...bind('email')}
        required
        autoComplete="off"
      />
      <SelectField label="Role" {...bind('role')} options={ROLE_OPTIONS} required hint={roleHint} />
      <FormError message={failure} />
    </FormPopup>
  );
}
