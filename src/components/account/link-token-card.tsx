'use client';

import type { ReactNode } from 'react';
import { AccountCard } from './account-card';
import { useLinkToken } from './link-token';

/**
 * The screen an e-mailed link opens: an empty card until the page runs in the browser,
 * `incomplete` when the link carries no whole token, else the form made for its token.
 */
export function LinkTokenCard({
  title,
  incomplete,
  children,
}: {
  title: string;
  incomplete: ReactNode;
  children: (token: string) => ReactNode;
}) {
  const token = useLinkToken();
  if (token === undefined) return <AccountCard title={title}>{null}</AccountCard>;
  if (token === null) return <AccountCard title={title}>{incomplete}</AccountCard>;
  return children(token);
}
