import { settingsSchema } from '@/lib/schemas/account';
import { endpoint } from '@/http/endpoint';
import { success } from '@/http/respond';
import { getSettings, updateSettings } from '@/server/settings/settings';

export const dynamic = 'force-dynamic';

// GET /api/settings – {status, data: {requireTwoFactor}} (admin)
export const GET = endpoint({ auth: 'admin' }, async ({ db }) =>
  success({ data: await getSettings(db) }),
);

// PUT /api/settings {requireTwoFactor} – when two-factor becomes required, staff without
// it can only set it up until they have (admin)
export const PUT = endpoint(
  { auth: 'admin', body: settingsSchema, audit: 'settings' },
  async ({ db, body, audit }) => {
    const fields = await updateSettings(db, body);
    audit({ action: 'update', fields });
    return success({ data: await getSettings(db), message: 'Settings saved.' });
  },
);
