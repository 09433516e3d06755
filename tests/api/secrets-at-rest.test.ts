import '../support/env';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createBackup } from '@/server/backup/backup';
import { localMediaStore } from '@/server/backup/media';
import { directoryStore } from '@/server/backup/store';
import { keyFilePath, keyIdOf, newKey, readKeyFile, SecretsKeyError } from '@/server/secrets/keys';
import {
  isSealed,
  openSecret,
  openWith,
  SecretBoxError,
  sealedKeyId,
} from '@/server/secrets/secret-box';
import {
  prepareSecrets,
  rotateSecretsKey,
  secretsKeyProblem,
} from '@/server/secrets/stored-secrets';
import { prepareDatabase } from '@/server/setup/prepare-database';
import { testDataDir } from '../support/env';
import { callJson, createWorld, type World } from '../support/harness';
import { captureLog } from '../support/log-capture';
import { addStaff, type Member, signIn } from '../support/staff';
import { createTestDatabase, testEngines } from '../support/test-databases';

// Issue 27, part 6: secrets at rest. Two-factor secrets are stored sealed (AES-256-GCM)
// under a key kept outside the database: SECRETS_KEY, or here, where it is unset, the key
// file in DATA_DIR (tests/support/env.ts gives this file a DATA_DIR of its own).

vi.mock('next/cache', () => ({ revalidateTag: vi.fn() }));

const lines = captureLog();
const root = path.resolve(import.meta.dirname, '../..');
const folders: string[] = [];
const tempDir = (label: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `agency-secrets-${label}-`));
  folders.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
});

/** A script run as `npm run …` runs it; its exit code and output, whether it failed or not. */
async function runScript(script: string, args: string[], env: NodeJS.ProcessEnv) {
  const run = promisify(execFile)(
    process.execPath,
    ['--conditions=react-server', '--import', 'tsx', script, ...args],
    { cwd: root, env, timeout: 60_000 },
  );
  return run.then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );
}

/** The settings of a script run on this database, without SECRETS_KEY unless given. */
function scriptEnv(
  config: { databaseUrl?: string; dataDir: string },
  dataDir: string,
  settings: Record<string, string> = {},
): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: config.databaseUrl ?? '',
    ...settings,
  };
  if (!settings.SECRETS_KEY) delete env.SECRETS_KEY;
  return env;
}

/** Every file under a folder, as bytes. */
function filesUnder(folder: string): { file: string; bytes: Buffer }[] {
  return fs
    .readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      return { file, bytes: fs.readFileSync(file) };
    });
}

// Authenticator codes are accepted once per 30-second step, so the clock is ours: each
// sign-in happens in a step of its own, well inside it.
const STEP_MS = 30_000;
const firstStep = Math.floor(Date.now() / STEP_MS) + 1;
let step = 0;
/** Moves the clock to the middle of the next step. */
const nextStep = () => vi.setSystemTime((firstStep + ++step) * STEP_MS + STEP_MS / 2);
/** The authenticator's code now. */
const codeNow = (secret: string) => generate({ secret });

describe.each(testEngines)('secrets at rest on %s', (engine) => {
  let w: World;
  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    nextStep();
    w = await createWorld(engine);
  });
  afterAll(async () => {
    vi.useRealTimers();
    await w.t.drop();
  });

  /** Enrols through the API, as an authenticator app would; answers the secret it showed. */
  async function enrol(member: Member): Promise<{ secret: string; recoveryCodes: string[] }> {
    const started = await callJson('POST', '/api/users/me/totp', { token: member.token });
    expect(started.status).toBe(200);
    const secret: string = started.body.secret;
    nextStep();
    const confirmed = await callJson('POST', '/api/users/me/totp/confirm', {
      token: member.token,
      json: { code: await codeNow(secret) },
    });
    expect(confirmed.status).toBe(200);
    return { secret, recoveryCodes: confirmed.body.recoveryCodes };
  }

  const storedSecret = async (userId: number) =>
    (
      await w.t.db
        .selectFrom('users')
        .select('totpSecret')
        .where('id', '=', userId)
        .executeTakeFirstOrThrow()
    ).totpSecret!;

  const setStoredSecret = (userId: number, totpSecret: string) =>
    w.t.db.updateTable('users').set({ totpSecret }).where('id', '=', userId).execute();

  /** Signs in with the authenticator's code of a new step. */
  async function signInWithCode(member: Member, secret: string) {
    nextStep();
    return signIn(member.email, member.password, { code: await codeNow(secret) });
  }

  it('keeps no two-factor secret in the clear, in the database or in a backup', async () => {
    const member = await addStaff(w.t.db);
    const { secret } = await enrol(member);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);

    const stored = await storedSecret(member.user.id);
    expect(isSealed(stored)).toBe(true);
    expect(stored).not.toContain(secret);
    expect(openSecret(stored)).toBe(secret);
    if (engine === 'sqlite') {
      // The database's files as they are on disk: the file, its write-ahead log.
      const files = filesUnder(w.t.config.dataDir);
      expect(files.map((f) => path.basename(f.file))).toContain('site.db');
      for (const { file, bytes } of files) expect(bytes.includes(secret), file).toBe(false);
    }

    const backups = tempDir('backup');
    const summary = await createBackup(
      { handle: w.t, config: w.t.config, media: localMediaStore(tempDir('media')) },
      directoryStore(backups),
    );
    expect(summary.manifest.tables.users!.rows).toBeGreaterThanOrEqual(3);
    const files = filesUnder(backups);
    const everything = Buffer.concat(files.map((f) => f.bytes));
    // The backup holds the user and the sealed secret, but neither the secret nor the key.
    expect(everything.includes(member.email)).toBe(true);
    expect(everything.includes(stored)).toBe(true);
    for (const { file, bytes } of files) expect(bytes.includes(secret), file).toBe(false);
    const keys = readKeyFile(testDataDir)!.keys;
    for (const { key } of keys) {
      for (const encoding of ['base64', 'base64url', 'hex'] as const)
        expect(everything.includes(key.toString(encoding))).toBe(false);
    }
    expect(keys[0]!.id).toBe(sealedKeyId(stored));
    expect(fs.statSync(keyFilePath(testDataDir)).mode & 0o777).toBe(0o600);
  });

  it('keeps sign-in with two-factor working across a key rotation', async () => {
    const member = await addStaff(w.t.db);
    const { secret } = await enrol(member);
    const before = await storedSecret(member.user.id);
    expect((await signInWithCode(member, secret)).status).toBe(200);

    const rotation = await rotateSecretsKey(w.t.db, { dataDir: testDataDir });
    expect(rotation.added).toBe(true);
    expect(rotation.unreadable).toEqual([]);
    const newest = rotation.ring.keys[0]!.id;
    expect(rotation.ring.keys.map((k) => k.id)).toContain(sealedKeyId(before));
    expect(newest).not.toBe(sealedKeyId(before));
    expect(rotation.resealed).toBeGreaterThanOrEqual(1);
    expect(rotation.unused).toContain(sealedKeyId(before));

    const after = await storedSecret(member.user.id);
    expect(sealedKeyId(after)).toBe(newest);
    expect((await signInWithCode(member, secret)).status).toBe(200);

    // A server that sealed with the old key just before it saw the new one: still opens.
    await setStoredSecret(member.user.id, before);
    expect((await signInWithCode(member, secret)).status).toBe(200);
    // And a new enrolment is sealed with the new key at once.
    const other = await addStaff(w.t.db);
    await enrol(other);
    expect(sealedKeyId(await storedSecret(other.user.id))).toBe(newest);
  });

  it('refuses an altered secret with a clear error, and keeps serving', async () => {
    const member = await addStaff(w.t.db);
    const { secret, recoveryCodes } = await enrol(member);
    const stored = await storedSecret(member.user.id);
    const data = stored.lastIndexOf(':') + 10;
    const altered = `${stored.slice(0, data)}${stored[data] === 'A' ? 'B' : 'A'}${stored.slice(data + 1)}`;
    await setStoredSecret(member.user.id, altered);

    expect(() => openSecret(altered)).toThrow(SecretBoxError);
    expect(() => openSecret(altered)).toThrow(
      `A stored secret sealed with key ${sealedKeyId(stored)} failed its integrity check: it was altered or damaged in the database`,
    );
    const answer = await signInWithCode(member, secret);
    expect(answer).toMatchObject({
      status: 500,
      body: { status: 'fail', message: 'Something went wrong on our side. Please try again.' },
    });
    expect(JSON.stringify(answer.body)).not.toContain('integrity');
    const logged = lines.filter((line) =>
      JSON.stringify(line).includes('failed its integrity check'),
    );
    expect(logged.length).toBeGreaterThanOrEqual(1);
    expect(logged.at(-1)).toMatchObject({ level: 'error' });
    // The server goes on, and the account's recovery codes still let its owner in.
    expect((await signIn(member.email, member.password, { code: recoveryCodes[0] })).status).toBe(
      200,
    );
  });

  it('seals at start the secrets stored in the clear before, once, and sign-in goes on working', async () => {
    const member = await addStaff(w.t.db);
    const { secret } = await enrol(member);
    // As the code before secrets were sealed stored it.
    await setStoredSecret(member.user.id, secret);
    const started: string[] = [];
    await prepareDatabase(w.t, { secrets: { dataDir: testDataDir }, log: (l) => started.push(l) });
    expect(started).toContainEqual(
      expect.stringMatching(
        /^\[setup\] 1 secret stored in the clear is now sealed with key [0-9a-f]{12}$/,
      ),
    );
    const sealed = await storedSecret(member.user.id);
    expect(isSealed(sealed)).toBe(true);
    expect(openSecret(sealed)).toBe(secret);
    expect((await signInWithCode(member, secret)).status).toBe(200);

    // A second start leaves it as it is.
    await prepareDatabase(w.t, { secrets: { dataDir: testDataDir }, log: () => {} });
    expect(await storedSecret(member.user.id)).toBe(sealed);

    // Several instances starting at once seal it once: never a sealed value sealed again.
    await setStoredSecret(member.user.id, secret);
    const starts = await Promise.all(
      Array.from({ length: 4 }, () =>
        prepareSecrets(w.t.db, engine, { dataDir: testDataDir }, () => {}),
      ),
    );
    expect(starts.reduce((sum, s) => sum + s.sealed, 0)).toBe(1);
    expect(openSecret(await storedSecret(member.user.id))).toBe(secret);
    expect((await signInWithCode(member, secret)).status).toBe(200);
  });

  it('refuses to start without the key of the sealed secrets, naming SECRETS_KEY and DATA_DIR', async () => {
    const member = await addStaff(w.t.db);
    await enrol(member);
    const keyId = sealedKeyId(await storedSecret(member.user.id))!;

    // The database without its key file: no new key is made in its place.
    const bare = tempDir('bare');
    const missing = prepareDatabase(w.t, { secrets: { dataDir: bare }, log: () => {} });
    await expect(missing).rejects.toThrow(SecretsKeyError);
    await expect(missing).rejects.toThrow(
      new RegExp(
        `sealed with key [0-9a-f, ]*${keyId}.*but there is no key: SECRETS_KEY is unset and DATA_DIR holds no ${keyFilePath(bare)}`,
      ),
    );
    expect(fs.readdirSync(bare)).toEqual([]);

    // Another key in SECRETS_KEY, or in the key file.
    const other = newKey();
    await expect(
      prepareDatabase(w.t, {
        secrets: { secretsKey: other.toString('base64'), dataDir: bare },
        log: () => {},
      }),
    ).rejects.toThrow(`which SECRETS_KEY does not hold (it holds ${keyIdOf(other)})`);
    fs.writeFileSync(keyFilePath(bare), `${other.toString('base64')}\n`);
    await expect(
      prepareDatabase(w.t, { secrets: { dataDir: bare }, log: () => {} }),
    ).rejects.toThrow(`which the key file ${keyFilePath(bare)} does not hold`);

    // `npm run restore` warns of it at once.
    expect(await secretsKeyProblem(w.t.db, { dataDir: bare })).toMatch(
      `which the key file ${keyFilePath(bare)} does not hold`,
    );

    // The start script says so and stops, before it would build or serve anything.
    const dataDir = engine === 'sqlite' ? w.t.config.dataDir : tempDir('start');
    const failed = await runScript(
      'scripts/start.ts',
      [],
      scriptEnv(w.t.config, dataDir, {
        BUILD_ON_START: 'false',
        NEXT_DIST_DIR: path.relative(root, tempDir('no-build')),
        NODE_ENV: 'production',
      }),
    );
    expect(failed.code).toBe(1);
    expect(failed.stderr).toContain(`database could not be prepared: The database holds`);
    expect(failed.stderr).toContain(
      `SECRETS_KEY is unset and DATA_DIR holds no ${keyFilePath(dataDir)}`,
    );
    expect(fs.existsSync(keyFilePath(dataDir))).toBe(false);
  }, 90_000);

  it('rotates with SECRETS_KEY from the command line, in the order the key list gives', async () => {
    const t = await createTestDatabase(engine);
    try {
      const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
      const { id } = await t.db
        .insertInto('users')
        .values({
          email: 'old@agency.test',
          name: 'Olive Old',
          passwordHash: '',
          role: 'editor',
          active: 1,
          createdAt: new Date().toISOString(),
          lastSignInAt: null,
          totpSecret: secret,
          totpEnabledAt: new Date().toISOString(),
          totpLastStep: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const stored = async () =>
        (
          await t.db
            .selectFrom('users')
            .select('totpSecret')
            .where('id', '=', id)
            .executeTakeFirstOrThrow()
        ).totpSecret!;
      const [oldKey, laterKey] = [newKey(), newKey()];
      const [oldId, newId] = [keyIdOf(oldKey), keyIdOf(laterKey)];
      const rotate = (secretsKey: string) =>
        runScript(
          'scripts/admin.ts',
          ['rotate-secrets-key'],
          scriptEnv(t.config, t.config.dataDir, { SECRETS_KEY: secretsKey }),
        );
      const ring = {
        keys: [laterKey, oldKey].map((key) => ({ id: keyIdOf(key), key })),
        origin: 'SECRETS_KEY',
      };

      // One key: the secret in the clear is sealed with it.
      const first = await rotate(oldKey.toString('base64'));
      expect(first).toMatchObject({ code: 0, stderr: '' });
      expect(first.stdout).toContain(`Sealing with key ${oldId}, the first of SECRETS_KEY.`);
      expect(first.stdout).toContain(`Sealed 1 stored secrets again with key ${oldId}`);
      expect(sealedKeyId(await stored())).toBe(oldId);

      // The new key added after the old one (instances learn it): nothing changes yet.
      const learnt = await rotate(`${oldKey.toString('base64')},${laterKey.toString('base64')}`);
      expect(learnt.stdout).toContain(`Sealed 0 stored secrets again with key ${oldId}`);
      expect(sealedKeyId(await stored())).toBe(oldId);

      // The new key first: everything is sealed again with it, and the old one is free.
      const rotated = await rotate(`${laterKey.toString('base64')},${oldKey.toString('base64')}`);
      expect(rotated).toMatchObject({ code: 0, stderr: '' });
      expect(rotated.stdout).toContain(`Sealed 1 stored secrets again with key ${newId}`);
      expect(rotated.stdout).toContain(`No stored secret uses key ${oldId} any more`);
      expect(sealedKeyId(await stored())).toBe(newId);
      expect(openWith(ring, await stored())).toBe(secret);
      expect(fs.existsSync(keyFilePath(t.config.dataDir))).toBe(false);
    } finally {
      await t.drop();
    }
  }, 90_000);
});
