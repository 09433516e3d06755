'use client';

import { PageError } from '@/components/site/page-error';

export default function InsightsError({ reset }: { error: Error; reset: () => void }) {
  return <PageError message="The articles could not be loaded." reset={reset} />;
}
