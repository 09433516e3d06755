'use client';

import { PageError } from '@/components/site/page-error';

export default function CaseStudiesError({ reset }: { error: Error; reset: () => void }) {
  return <PageError message="The case studies could not be loaded." reset={reset} />;
}
