'use client';

import { useRef, useState, type ReactNode } from 'react';
import { formatSiteTime, fromZonedInput, toZonedInput } from '@/lib/site-time';
import { TextField } from '../field';
import { Button, Modal, useFieldValue } from '../kit';
import { useSiteTimeZone } from './site-time-zone';

export interface ChosenTime {
  iso: string;
  /** As staff read it, in the site's time zone. */
  label: string;
}

/**
 * "Schedule…": asks for a date and time on the site's clock (not the editor's computer's).
 * `ask()` resolves with the chosen instant, or undefined when the editor cancels.
 */
export function useSchedule(current: string | null): {
  ask: () => Promise<ChosenTime | undefined>;
  dialog: ReactNode;
} {
  const zone = useSiteTimeZone();
  const [open, setOpen] = useState(false);
  const time = useFieldValue();
  const settle = useRef<(time: ChosenTime | undefined) => void>(() => {});
  const field = useRef<HTMLDivElement>(null);

  const ask = () =>
    new Promise<ChosenTime | undefined>((resolve) => {
      const inAnHour = new Date(Date.now() + 3_600_000).toISOString();
      time.setValue(
        toZonedInput(current && current > new Date().toISOString() ? current : inAnHour, zone),
      );
      time.setError(undefined);
      settle.current = resolve;
      setOpen(true);
    });

  const close = (time: ChosenTime | undefined) => {
    setOpen(false);
    settle.current(time);
  };

  const confirm = () => {
    const iso = fromZonedInput(time.value, zone);
    if (!iso) return time.setError('Choose a date and a time.');
    if (iso <= new Date().toISOString()) return time.setError('Choose a time in the future.');
    close({ iso, label: formatSiteTime(iso, zone) });
  };

  const dialog = (
    <Modal
      open={open}
      size="small"
      title="Schedule publication"
      onRequestClose={() => close(undefined)}
      footer={
        <>
          <Button variant="secondary" onClick={() => close(undefined)}>
            Cancel
          </Button>
          <Button variant="primary" onClick={confirm}>
            Schedule
          </Button>
        </>
      }
    >
      <div ref={field}>
        <TextField
          label="Publish on"
          name="publish_at"
          type="datetime-local"
          {...time.bind}
          hint={`Date and time in the site's time zone (${zone}). It goes live on its own then.`}
          required
        />
      </div>
    </Modal>
  );
  return { ask, dialog };
}
