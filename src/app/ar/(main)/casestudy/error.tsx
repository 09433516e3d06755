'use client';

import { PageError } from '@/components/site/page-error';

export default function CaseStudyError({ reset }: { error: Error; reset: () => void }) {
  return <PageError message="This case study could not be loaded." reset={reset} />;
}
