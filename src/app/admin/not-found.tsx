import { AdminPage, BackLink, PageIntro } from '@/components/admin/kit';

export default function AdminNotFound() {
  return (
    <AdminPage title="Page not found">
      <PageIntro>There is no admin screen at this address.</PageIntro>
      <BackLink href="/admin">Back to the dashboard</BackLink>
    </AdminPage>
  );
}
