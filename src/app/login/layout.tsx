import type { ReactNode } from 'react';
import { englishMetadata, RootDocument } from '../root-document';

export { viewport } from '../root-document';
export const metadata = englishMetadata;

/** The sign-in screens' document (a root layout: see ../root-document.tsx). */
export default function LoginLayout({ children }: { children: ReactNode }) {
  return <RootDocument locale="en">{children}</RootDocument>;
}
