'use client';

import { PageError } from '@/components/site/page-error';

export default function SiteError({
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  return <PageError message="This page could not be loaded." reset={reset} />;
}
