import { siteSettings } from '@/lib/schemas/answers/accounts';
import { dataAnswer, savedAnswer } from '@/lib/schemas/answers/envelopes';
import { settingsSchema } from '@/lib/schemas/account';
import { endpoint } from '@/http/endpoint';
import { success } from '@/http/respond';
import { getSettings, updateSettings } from '@/server/settings/settings';

export const dynamic = 'force-dynamic';

// GET /api/settings – {status, data: {requireTwoFactor}} (admin)
export const GET = endpoint(
  { summary: 'Site-wide settings (admin)', auth: 'admin', response: dataAnswer(siteSettings) },
  async ({ db }) => success({ data: await getSettings(db) }),
);

// PUT /api/settings {requireTwoFactor} – when two-factor becomes required, staff without
// it can only set it up until they have (admin)
export const PUT = endpoint(
  {
    summary: 'Change the site-wide settings (admin)',
    description:
      'Once requireTwoFactor is true, a staff member without two-factor sign-in may only set it up ' +
      '(and read GET /api/users/me, and sign out) until they have.',
    auth: 'admin',
    body: settingsSchema,
    response: savedAnswer(siteSettings),
    audit: 'settings',
  },
  async ({ db, body, audit }) => {
    const fields = await updateSettings(db, body);
    audit({ action: 'update', fields });
    return success({ data: await getSettings(db), message: 'Settings saved.' });
  },
);
