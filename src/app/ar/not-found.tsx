import type { Metadata } from 'next';
import { NotFoundView } from '@/components/site/not-found-view';
import { copyFor } from '@/content/editions';

export const metadata: Metadata = {
  title: copyFor('ar').ui.notFound.metaTitle,
  robots: { index: false },
};

/** An Arabic address with nothing behind it, or a record without a published translation. */
export default function NotFound() {
  return <NotFoundView locale="ar" />;
}
