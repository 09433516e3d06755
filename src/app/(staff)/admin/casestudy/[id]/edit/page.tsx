import type { Metadata } from 'next';
import { CaseStudyEditor } from '@/components/admin/case-study-editor';

export const metadata: Metadata = { title: 'Edit Case Study' };

export default async function AdminCaseStudyEditPage({
  params,
}: {
  params: Promise<{ id: string }>;
}) {
  const { id } = await params;
  return <CaseStudyEditor id={id} />;
}
