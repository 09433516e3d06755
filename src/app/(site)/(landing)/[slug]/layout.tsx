import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { getLocationPage } from '@/server/public-data';

// Existence check above loading.tsx: an unknown slug is a real 404 (see casestudy/[id]).
export default async function LocationLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ slug: string }>;
}) {
  const { slug } = await params;
  if (!(await getLocationPage(slug))) notFound();
  return children;
}
