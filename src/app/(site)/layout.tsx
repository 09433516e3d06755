import type { ReactNode } from 'react';
import { englishMetadata, RootDocument } from '../root-document';

export { viewport } from '../root-document';
export const metadata = englishMetadata;

/** The English public pages' document: `<html lang="en">`, the spec's URLs unprefixed. */
export default function EnglishSiteLayout({ children }: { children: ReactNode }) {
  return <RootDocument locale="en">{children}</RootDocument>;
}
