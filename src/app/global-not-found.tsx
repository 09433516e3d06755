import type { Metadata } from 'next';
import { NotFoundView } from '@/components/site/not-found-view';
import { englishMetadata, RootDocument } from './root-document';

// An address no route matches. With several root layouts (./root-document.tsx) no layout
// wraps it, so it draws its own document (Next's `experimental.globalNotFound`).
export { viewport } from './root-document';
export const metadata: Metadata = {
  ...englishMetadata,
  title: 'Page Not Found',
  robots: { index: false },
};

export default function GlobalNotFound() {
  return (
    <RootDocument locale="en">
      <NotFoundView locale="en" />
    </RootDocument>
  );
}
