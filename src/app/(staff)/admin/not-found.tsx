import { AdminPage, BackLink, PageIntro } from '@/components/admin/kit';

// Spec point 2: every unknown address (the route table's `*`) shows the not-found page's
// two texts; inside the admin they keep the admin's frame and a way back to the portal.
export default function AdminNotFound() {
  return (
    <AdminPage title="Oops! Page Not Found">
      <PageIntro>The page you&apos;re looking for doesn&apos;t exist.</PageIntro>
      <BackLink href="/admin">Back to the dashboard</BackLink>
    </AdminPage>
  );
}
