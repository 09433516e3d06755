import { AdminPortal } from '@/components/admin/admin-portal';

export default function AdminPage() {
  return <AdminPortal />;
}
