import type { Metadata } from 'next';
import { BlogAdmin } from '@/components/admin/blog-admin';

export const metadata: Metadata = { title: 'Blogs' };

export default function AdminBlogsPage() {
  return <BlogAdmin />;
}
