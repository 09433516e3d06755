import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { getCaseStudyById } from '@/server/public-data';

// The existence check sits in the layout, above this segment's loading.tsx, so an
// unknown id is answered with a real 404 before any streaming starts, while client-side
// navigations still show the loading spinner at once.
export default async function CaseStudyLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ id: string }>;
}) {
  const { id } = await params;
  if (!(await getCaseStudyById(id))) notFound();
  return children;
}
