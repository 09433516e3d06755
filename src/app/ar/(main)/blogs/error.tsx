'use client';

import { PageError } from '@/components/site/page-error';

export default function BlogError({ reset }: { error: Error; reset: () => void }) {
  return <PageError message="This article could not be loaded." reset={reset} />;
}
