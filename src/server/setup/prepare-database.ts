import 'server-only';
import type { DatabaseHandle } from '../db/client';
import { migrateToLatest } from '../db/migrations';
import { registerStoredUploads } from '../media/register-stored';
import type { KeySource } from '../secrets/keys';
import { prepareSecrets } from '../secrets/stored-secrets';
import { countActiveAdministrators, upsertAdministrator } from '../users/users';
import { seedDemoContent } from './seed';

export interface PrepareOptions {
  adminEmail?: string | undefined;
  adminPassword?: string | undefined;
  /** Where the keys that seal stored secrets are (SECRETS_KEY, DATA_DIR). */
  secrets: KeySource;
  log?: (line: string) => void;
}

/**
 * Everything a start does to a database: migrate, check the keys of its sealed secrets
 * and seal those still in the clear, seed when empty, ensure an administrator.
 */
export async function prepareDatabase(
  { db, engine }: DatabaseHandle,
  { adminEmail, adminPassword, secrets, log = console.log }: PrepareOptions,
): Promise<void> {
  await migrateToLatest(db, engine);
  const { ring, sealed } = await prepareSecrets(db, engine, secrets, log);
  if (sealed > 0) {
    const what = sealed === 1 ? 'secret stored in the clear is' : 'secrets stored in the clear are';
    log(`[setup] ${sealed} ${what} now sealed with key ${ring.keys[0]!.id}`);
  }
  if (await seedDemoContent(db)) log(`[setup] demo content added to the empty ${engine} database`);
  const registered = await registerStoredUploads(db);
  if (registered > 0) log(`[setup] ${registered} stored uploads registered in the media library`);
  if ((await countActiveAdministrators(db)) > 0) return;
  if (adminEmail && adminPassword) {
    await upsertAdministrator(db, { email: adminEmail, password: adminPassword });
    log(`[setup] administrator ${adminEmail} created from ADMIN_EMAIL and ADMIN_PASSWORD`);
  } else {
    log(
      '[setup] no administrator yet. Create one with\n' +
        '          npm run admin -- create --email you@example.com --password <8-16 characters>\n' +
        '        or start with ADMIN_EMAIL and ADMIN_PASSWORD set.',
    );
  }
}
