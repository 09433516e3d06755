import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { getBlog } from '@/server/public-data';

// Existence check above loading.tsx: an unknown slug is a real 404 (see casestudy/[id]).
export default async function BlogLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ id: string }>;
}) {
  const { id } = await params;
  if (!(await getBlog(id))) notFound();
  return children;
}
