import type { Metadata } from 'next';
import { StaffAdmin } from '@/components/admin/users/staff-admin';

export const metadata: Metadata = { title: 'Staff' };

export default function AdminUsersPage() {
  return <StaffAdmin />;
}
