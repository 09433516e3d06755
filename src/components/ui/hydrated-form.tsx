'use client';

import type { ComponentProps } from 'react';
import { useHydrated } from './use-hydrated';

/**
 * A server-rendered form whose controls stay disabled until React has hydrated it.
 * Before that a click on its button is the browser's own submit, a GET that puts what
 * was typed (a password included) in the address and loses it, and React clears
 * anything typed when it hydrates the controlled fields; on a slow phone that window
 * lasts seconds. The fieldset is `display: contents`, so the form's layout is unchanged.
 */
export function HydratedForm({ children, ...props }: ComponentProps<'form'>) {
  const hydrated = useHydrated();
  return (
    <form {...props}>
      <fieldset disabled={!hydrated} role="presentation" className="form-controls">
        {children}
      </fieldset>
    </form>
  );
}
