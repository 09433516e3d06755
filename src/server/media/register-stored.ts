import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { getEnv } from '@/env';
import { s3ConfigFromEnv, S3_KEY_PREFIX } from '@/env/s3-address';
import { listKeys } from '../backup/s3';
import type { Db } from '../db/types';
import { nowIso } from '../db/types';
import { s3Client } from './s3-storage';
import { getMediaStorage } from './storage';
import { kindByExtension, STORED_NAME } from './types';

// Uploads made before the media library that no record uses were not registered by
// migration 009 (a migration sees the database, not the storage). At the first start on
// a storage, its files are listed once and each one not yet an asset is registered, so
// that the library's "Unused" view can show them and they can be deleted.

const DONE_KEY = 'media.storage-registered';
const BATCH = 200;

interface StoredFile {
  name: string;
  size: number;
  /** Only for local files: S3 objects are not downloaded to be measured. */
  read?: () => Promise<Buffer>;
}

async function* storedFiles(): AsyncGenerator<StoredFile> {
  const env = getEnv();
  const s3 = s3ConfigFromEnv(env);
  if (s3) {
    for await (const { key, size } of listKeys(s3Client(s3), s3.bucket, S3_KEY_PREFIX)) {
      const name = key.slice(S3_KEY_PREFIX.length);
      if (STORED_NAME.test(name)) yield { name, size };
    }
    return;
  }
  const directory = path.join(env.dataDir, 'uploads');
  const names = await fs.promises.readdir(directory).catch(() => [] as string[]);
  for (const name of names) {
    if (!STORED_NAME.test(name)) continue;
    const file = path.join(directory, name);
    const stat = await fs.promises.stat(file);
    yield { name, size: stat.size, read: () => fs.promises.readFile(file) };
  }
}

async function dimensionsOf(file: StoredFile, kind: string) {
  if (kind !== 'image' || !file.read) return { width: null, height: null };
  try {
    const { width, height, pageHeight } = await sharp(await file.read()).metadata();
    return { width: width ?? null, height: pageHeight ?? height ?? null };
  } catch {
    return { width: null, height: null };
  }
}

/** Registers the storage's files that are not assets yet; once per storage. Answers how many. */
export async function registerStoredUploads(db: Db): Promise<number> {
  const storage = getMediaStorage();
  const identity = storage.addressOf('');
  const done = await db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', DONE_KEY)
    .executeTakeFirst();
  if (done?.value === JSON.stringify(identity)) return 0;

  let registered = 0;
  let batch: StoredFile[] = [];
  const flush = async () => {
    const files = batch;
    batch = [];
    const urls = files.map((file) => storage.addressOf(file.name));
    const known = new Set(
      (await db.selectFrom('media_assets').select('url').where('url', 'in', urls).execute()).map(
        (row) => row.url,
      ),
    );
    const now = nowIso();
    for (const file of files) {
      const url = storage.addressOf(file.name);
      if (known.has(url)) continue;
      const type = kindByExtension(file.name.split('.')[1]!)!;
      const result = await db
        .insertInto('media_assets')
        .values({
          url,
          name: file.name,
          kind: type.kind,
          type: type.mime,
          size: file.size,
          ...(await dimensionsOf(file, type.kind)),
          uploadedAt: now,
          updatedAt: now,
        })
        .onConflict((oc) => oc.column('url').doNothing())
        .executeTakeFirst();
      registered += Number(result.numInsertedOrUpdatedRows ?? 0);
    }
  };
  for await (const file of storedFiles()) {
    batch.push(file);
    if (batch.length === BATCH) await flush();
  }
  if (batch.length > 0) await flush();
  const value = JSON.stringify(identity);
  await db
    .insertInto('settings')
    .values({ key: DONE_KEY, value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
    .execute();
  return registered;
}
