import type { ReactNode } from 'react';
import { englishMetadata, RootDocument } from '../root-document';

export { viewport } from '../root-document';
export const metadata = englishMetadata;

/**
 * The staff screens' document: sign-in and the admin share it, so moving between them
 * (signing in, logging out) stays a navigation within one document rather than a reload.
 */
export default function StaffLayout({ children }: { children: ReactNode }) {
  return <RootDocument locale="en">{children}</RootDocument>;
}
