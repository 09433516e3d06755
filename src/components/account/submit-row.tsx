import type { ReactNode } from 'react';
import { Button, FormError } from '@/components/admin/kit';

/**
 * The end of a sign-in screen's form: the server's refusal, if any (with `children`, a
 * way on from it), then the submit button, which says what it is doing while busy.
 */
export function SubmitRow({
  failure,
  busy,
  label,
  busyLabel,
  children,
}: {
  failure: string | null;
  busy: boolean;
  label: string;
  busyLabel: string;
  children?: ReactNode;
}) {
  return (
    <>
      <FormError message={failure} />
      {children}
      <div>
        <Button variant="primary" type="submit" disabled={busy}>
          {busy ? busyLabel : label}
        </Button>
      </div>
    </>
  );
}
