// `npm run admin -- create --email E --password P [--name N]`: creates an
// administrator, or resets the password of the one with that e-mail.
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { EnvError, parseEnv } from '../src/env';
import { openDatabase } from '../src/server/db/client';
import { migrateToLatest } from '../src/server/db/migrations';
import { upsertAdministrator } from '../src/server/users/users';

const usage =
  'Usage: npm run admin -- create --email you@example.com --password <8-16 characters> [--name "Your Name"]';

const argsSchema = z.object({
  email: z
    .email('--email must be an e-mail address')
    .max(36, '--email must be at most 36 characters'),
  password: z
    .string('--password is required')
    .min(8, '--password must be at least 8 characters')
    .max(16, '--password must be at most 16 characters (the sign-in form allows 16)'),
  name: z.string().min(1).max(60).optional(),
});

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } },
  });
  if (positionals[0] !== 'create') throw new Error(usage);
  const parsed = argsSchema.safeParse(values);
  if (!parsed.success)
    throw new Error(`${parsed.error.issues.map((i) => i.message).join('\n')}\n${usage}`);

  const env = parseEnv(process.env);
  const handle = openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir });
  try {
    await migrateToLatest(handle.db, handle.engine);
    const { user, created } = await upsertAdministrator(handle.db, parsed.data);
    console.log(
      `${created ? 'Created' : 'Reset the password of'} administrator ${user.email} (${handle.engine}).`,
    );
  } finally {
    await handle.db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof EnvError || error instanceof Error ? error.message : error);
  process.exit(1);
});
