import type { Metadata } from 'next';
import { EnquiryView } from '@/components/admin/enquiries/enquiry-view';

export const metadata: Metadata = { title: 'Enquiry' };

export default async function AdminEnquiryPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <EnquiryView id={id} />;
}
