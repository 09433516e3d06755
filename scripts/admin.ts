// `npm run admin -- create --email E --password P [--name N]`: creates an
// administrator, or resets the password of the one with that e-mail.
// `npm run admin -- rotate-secrets-key`: seals every stored secret (two-factor and
// webhook secrets) again with a new key, while the site runs (docs/deploy.md, "Secrets
// at rest").
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { parseEnv } from '../src/env';
import { openDatabase } from '../src/server/db/client';
import { migrateToLatest } from '../src/server/db/migrations';
import { rotateSecretsKey } from '../src/server/secrets/stored-secrets';
import { upsertAdministrator } from '../src/server/users/users';

const usage =
  'Usage: npm run admin -- create --email you@example.com --password <8-16 characters> [--name "Your Name"]\n' +
  '       npm run admin -- rotate-secrets-key';

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

type Handle = ReturnType<typeof openDatabase>;
type Env = ReturnType<typeof parseEnv>;

async function create(handle: Handle, values: Record<string, unknown>): Promise<number> {
  const parsed = argsSchema.safeParse(values);
  if (!parsed.success)
    throw new Error(`${parsed.error.issues.map((i) => i.message).join('\n')}\n${usage}`);
  const { user, created } = await upsertAdministrator(handle.db, parsed.data);
  console.log(
    `${created ? 'Created' : 'Reset the password of'} administrator ${user.email} (${handle.engine}).`,
  );
  return 0;
}

async function rotate(handle: Handle, env: Env): Promise<number> {
  const source = { secretsKey: env.SECRETS_KEY, dataDir: env.dataDir };
  const { ring, added, resealed, unreadable, unused } = await rotateSecretsKey(handle.db, source);
  const newest = ring.keys[0]!.id;
  console.log(
    added
      ? `Added key ${newest} first in ${ring.origin}: it seals from now on, and servers using that file take it at once.`
      : `Sealing with key ${newest}, the first of SECRETS_KEY.`,
  );
  console.log(`Sealed ${resealed} stored secrets again with key ${newest} (${handle.engine}).`);
  if (!added && resealed === 0 && ring.keys.length === 1) {
    console.log(
      'To rotate, put a new key first in SECRETS_KEY on every instance, in the steps of docs/deploy.md ("Secrets at rest").',
    );
  }
  if (unused.length > 0) {
    console.log(
      `No stored secret uses key ${unused.join(', ')} any more. Keep ${unused.length === 1 ? 'it' : 'them'} ` +
        `with the backups made before now (restoring them needs ${unused.length === 1 ? 'it' : 'them'}); ` +
        `remove ${unused.length === 1 ? 'it' : 'them'} from ${ring.origin} once every instance seals with ${newest}.`,
    );
  }
  for (const line of unreadable) console.error(`Left as it was: ${line}`);
  return unreadable.length > 0 ? 1 : 0;
}

async function main(): Promise<number> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } },
  });
  const command = positionals[0];
  if (command !== 'create' && command !== 'rotate-secrets-key') throw new Error(usage);

  const env = parseEnv(process.env);
  const handle = openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir });
  try {
    await migrateToLatest(handle.db, handle.engine);
    return command === 'create' ? await create(handle, values) : await rotate(handle, env);
  } finally {
    await handle.db.destroy();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    // EnvError, SecretsKeyError and the usage say what to do in their message.
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
