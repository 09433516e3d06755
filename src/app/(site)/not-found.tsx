import type { Metadata } from 'next';
import { NotFoundView } from '@/components/site/not-found-view';

export const metadata: Metadata = {
  title: 'Page Not Found',
  robots: { index: false },
};

/** An English page that called notFound(): an unknown blog, case study or location page. */
export default function NotFound() {
  return <NotFoundView locale="en" />;
}
