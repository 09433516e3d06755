import type { Metadata } from 'next';
import { CaseStudyList } from '@/components/admin/case-study-list';

export const metadata: Metadata = { title: 'Case Studies' };

export default function AdminCaseStudiesPage() {
  return <CaseStudyList />;
}
