import type { Metadata } from 'next';
import { ProfileAdmin } from '@/components/admin/profile/profile-admin';

export const metadata: Metadata = { title: 'Your account' };

export default async function AdminProfilePage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { enrol } = await searchParams;
  return <ProfileAdmin enrolTwoFactor={enrol === 'two-factor'} />;
}
