'use client';

import { useId, useState, type FormEvent } from 'react';
import { apiData, errorMessage } from '@/lib/admin/api';
import { fieldErrors } from '@/lib/admin/form';
import {
  webhookUpdated,
  webhookWithSecret,
  type WebhookRecord,
} from '@/lib/schemas/answers/webhooks';
import { webhookCreateSchema } from '@/lib/schemas/webhook';
import { WEBHOOK_EVENT_LABELS, WEBHOOK_EVENTS, type WebhookEvent } from '@/lib/webhooks';
import { TextField } from '../field';
import { FormError, FormPopup } from '../kit';
import { useEditorForm } from '../use-editor-form';
import styles from './webhooks.module.css';

type Values = { url: string; events: WebhookEvent[]; active: boolean };

/** What a save answers the screen: the webhook, and its secret when one was made. */
export interface Saved {
  webhook: WebhookRecord;
  secret?: string;
  message: string;
}

/** Adds a webhook (URL, events), or changes one (and whether it is active). */
export function WebhookPopup({
  webhook,
  onClose,
  onSaved,
}: {
  /** The webhook to change, or null to add one. */
  webhook: WebhookRecord | null;
  onClose: () => void;
  onSaved: (saved: Saved) => void;
}) {
  const editing = webhook !== null;
  const [busy, setBusy] = useState(false);
  const form = useEditorForm<Values>(
    webhook
      ? { url: webhook.url, events: [...webhook.events], active: webhook.active }
      : { url: '', events: [...WEBHOOK_EVENTS], active: true },
    { busy },
  );
  const { values, set, bind, errors, failure, setFailure, formRef, reset, acceptErrors } = form;
  const ids = useId();

  function toggle(event: WebhookEvent, on: boolean) {
    set('events')(WEBHOOK_EVENTS.filter((e) => (e === event ? on : values.events.includes(e))));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    const parsed = webhookCreateSchema.safeParse(values);
    if (!acceptErrors(parsed.success ? {} : fieldErrors(parsed.error)) || !parsed.success) return;
    setBusy(true);
    try {
      const path = editing ? `/api/webhooks/${webhook.id}` : '/api/webhooks';
      const method = editing ? 'PUT' : 'POST';
      const answer = await apiData(path, editing ? webhookUpdated : webhookWithSecret, {
        method,
        body: parsed.data,
      });
      reset();
      const { secret, ...saved } = answer;
      onSaved({
        webhook: saved,
        secret,
        message: editing ? 'Webhook saved.' : 'Webhook added.',
      });
    } catch (error) {
      // The server's reason (where the URL leads): the popup stays open as typed.
      setFailure(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <FormPopup
      title={editing ? 'Edit webhook' : 'Add webhook'}
      busy={busy}
      submitLabel={editing ? 'Save changes' : 'Add webhook'}
      busyLabel="Saving…"
      focusId={editing ? undefined : `${ids}-url`}
      formRef={formRef}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <TextField
        id={`${ids}-url`}
        label="Endpoint URL"
        type="url"
        inputMode="url"
        autoComplete="off"
        required
        hint="The address of the receiving tool, starting with https://. It is checked when saved: addresses inside this server's network are refused."
        {...bind('url')}
      />
      <fieldset
        className={styles.events}
        aria-describedby={errors.events ? `${ids}-events-error` : undefined}
      >
        <legend>Events</legend>
        {WEBHOOK_EVENTS.map((name) => (
          <div key={name} className={styles.choice}>
            <input
              id={`${ids}-${name}`}
              type="checkbox"
              checked={values.events.includes(name)}
              aria-invalid={errors.events ? true : undefined}
              onChange={(event) => toggle(name, event.target.checked)}
            />
            <label htmlFor={`${ids}-${name}`}>
              {WEBHOOK_EVENT_LABELS[name]} (<code>{name}</code>)
            </label>
          </div>
        ))}
        {errors.events ? (
          <p id={`${ids}-events-error`} className={styles.error}>
            {errors.events}
          </p>
        ) : null}
      </fieldset>
      <div className={styles.choice}>
        <input
          id={`${ids}-active`}
          type="checkbox"
          checked={values.active}
          aria-describedby={`${ids}-active-hint`}
          onChange={(event) => set('active')(event.target.checked)}
        />
        <div>
          <label htmlFor={`${ids}-active`}>Active</label>
          <p id={`${ids}-active-hint`} className={styles.hint}>
            A paused webhook is sent no new events; “Send test” still works.
          </p>
        </div>
      </div>
      <FormError message={failure} />
    </FormPopup>
  );
}
