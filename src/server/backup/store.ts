import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { S3Client } from '@aws-sdk/client-s3';
import { describeBackupDestination, type BackupDestination } from '@/env/backup-destination';
import type { Env } from '@/env';
import { s3Client } from '../media/s3-storage';
import { BACKUP_NAME, MANIFEST_FILE } from './format';
import { deletePrefix, getObject, listFolders, listKeys, objectExists, putObject } from './s3';

// Where backups are kept: a folder on disk or a prefix in a bucket. Each backup is a
// folder (prefix) named by its time; it is complete once its manifest.json exists.

export interface StoredBackup {
  name: string;
  complete: boolean;
}

export interface BackupWriter {
  readonly location: string;
  /** Stores a file of the backup; `relativePath` uses forward slashes. */
  put(relativePath: string, body: Readable): Promise<void>;
  /** Writes manifest.json last, making the backup complete. */
  finish(manifest: string): Promise<void>;
  /** Removes whatever was written (best effort). */
  abort(): Promise<void>;
}

export interface BackupReader {
  readonly location: string;
  has(relativePath: string): Promise<boolean>;
  get(relativePath: string): Promise<Readable>;
}

export interface BackupStore {
  readonly location: string;
  /** The backups here, oldest first. */
  list(): Promise<StoredBackup[]>;
  /** Starts a new backup; refuses a name that is already there. */
  create(name: string): Promise<BackupWriter>;
  /** Reads a backup by name, or the location itself when `name` is ''. */
  open(name: string): BackupReader;
  remove(name: string): Promise<void>;
}

export class BackupLocationError extends Error {}

function checkName(name: string) {
  if (!BACKUP_NAME.test(name)) throw new Error(`"${name}" is not a backup name`);
}

export function directoryStore(root: string): BackupStore {
  const reader = (folder: string): BackupReader => ({
    location: folder,
    async has(relativePath) {
      return fs.promises.stat(path.join(folder, relativePath)).then(
        (stat) => stat.isFile(),
        () => false,
      );
    },
    async get(relativePath) {
      const file = path.join(folder, relativePath);
      const handle = await fs.promises.open(file, 'r').catch((error: NodeJS.ErrnoException) => {
        throw new BackupLocationError(
          error.code === 'ENOENT' ? `${file} is missing` : `${file}: ${error.message}`,
        );
      });
      return handle.createReadStream();
    },
  });

  return {
    location: root,
    async list() {
      const entries = await fs.promises
        .readdir(root, { withFileTypes: true })
        .catch((error: NodeJS.ErrnoException) => {
          if (error.code === 'ENOENT') return [];
          throw error;
        });
      const names = entries
        .filter((entry) => entry.isDirectory() && BACKUP_NAME.test(entry.name))
        .map((entry) => entry.name)
        .sort();
      return Promise.all(
        names.map(async (name) => ({
          name,
          complete: fs.existsSync(path.join(root, name, MANIFEST_FILE)),
        })),
      );
    },
    async create(name) {
      checkName(name);
      const folder = path.join(root, name);
      await fs.promises.mkdir(root, { recursive: true });
      await fs.promises.mkdir(folder).catch((error: NodeJS.ErrnoException) => {
        throw new BackupLocationError(
          error.code === 'EEXIST' ? `${folder} already exists` : `${folder}: ${error.message}`,
        );
      });
      const durable = async (file: string) => {
        const handle = await fs.promises.open(file, 'r+');
        try {
          await handle.sync();
        } finally {
          await handle.close();
        }
      };
      return {
        location: folder,
        async put(relativePath, body) {
          const file = path.join(folder, relativePath);
          await fs.promises.mkdir(path.dirname(file), { recursive: true });
          await pipeline(body, fs.createWriteStream(file, { flags: 'wx' }));
          await durable(file);
        },
        async finish(manifest) {
          const partial = path.join(folder, `.${MANIFEST_FILE}.partial`);
          await fs.promises.writeFile(partial, manifest, { flag: 'wx' });
          await durable(partial);
          await fs.promises.rename(partial, path.join(folder, MANIFEST_FILE));
          const directory = await fs.promises.open(folder, 'r');
          await directory.sync().finally(() => directory.close());
        },
        async abort() {
          await fs.promises.rm(folder, { recursive: true, force: true });
        },
      };
    },
    open(name) {
      if (name !== '') checkName(name);
      return reader(name === '' ? root : path.join(root, name));
    },
    async remove(name) {
      checkName(name);
      await fs.promises.rm(path.join(root, name), { recursive: true, force: true });
    },
  };
}

export function bucketStore(client: S3Client, bucket: string, prefix: string): BackupStore {
  const url = (key: string) => `s3://${bucket}/${key}`;
  const reader = (base: string): BackupReader => ({
    location: url(base),
    has: (relativePath) => objectExists(client, bucket, `${base}${relativePath}`),
    async get(relativePath) {
      const key = `${base}${relativePath}`;
      return getObject(client, bucket, key).catch((error: Error) => {
        throw new BackupLocationError(
          error.name === 'NoSuchKey' ? `${url(key)} is missing` : `${url(key)}: ${error.message}`,
        );
      });
    },
  });
  return {
    location: url(prefix),
    async list() {
      const names = (await listFolders(client, bucket, prefix))
        .filter((name) => BACKUP_NAME.test(name))
        .sort();
      return Promise.all(
        names.map(async (name) => ({
          name,
          complete: await objectExists(client, bucket, `${prefix}${name}/${MANIFEST_FILE}`),
        })),
      );
    },
    async create(name) {
      checkName(name);
      const base = `${prefix}${name}/`;
      for await (const _ of listKeys(client, bucket, base)) {
        throw new BackupLocationError(`${url(base)} already exists`);
      }
      return {
        location: url(base),
        put: (relativePath, body) => putObject(client, bucket, `${base}${relativePath}`, body),
        async finish(manifest) {
          await putObject(client, bucket, `${base}${MANIFEST_FILE}`, Readable.from([manifest]), {
            contentType: 'application/json',
          });
        },
        abort: () => deletePrefix(client, bucket, base),
      };
    },
    open(name) {
      if (name !== '') checkName(name);
      return reader(name === '' ? prefix : `${prefix}${name}/`);
    },
    async remove(name) {
      checkName(name);
      await deletePrefix(client, bucket, `${prefix}${name}/`);
    },
  };
}

type S3Env = Pick<Env, 'S3_REGION' | 'S3_ENDPOINT' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY'>;

/** The store for a destination; a bucket is reached with the site's S3_* settings. */
export function openBackupStore(destination: BackupDestination, env: S3Env): BackupStore {
  if (destination.kind === 'dir') return directoryStore(destination.path);
  if (!env.S3_ACCESS_KEY_ID || !env.S3_SECRET_ACCESS_KEY) {
    throw new BackupLocationError(
      `${describeBackupDestination(destination)} needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (and S3_ENDPOINT for a store other than AWS)`,
    );
  }
  const client = s3Client({
    bucket: destination.bucket,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
  });
  return bucketStore(client, destination.bucket, destination.prefix);
}

/**
 * The backup a `--from` names: the location itself when it holds a manifest, otherwise
 * the newest complete backup inside it.
 */
export async function resolveBackup(store: BackupStore): Promise<BackupReader> {
  const here = store.open('');
  if (await here.has(MANIFEST_FILE)) return here;
  const complete = (await store.list()).filter((backup) => backup.complete);
  const newest = complete.at(-1);
  if (!newest) {
    throw new BackupLocationError(
      `No backup at ${store.location}: it has no manifest.json and no complete backup folder`,
    );
  }
  return store.open(newest.name);
}

/**
 * Keeps the newest `keep` complete backups and deletes the older ones, and any
 * incomplete backup older than the newest complete one (a run that died). Answers
 * the names deleted.
 */
export async function pruneBackups(store: BackupStore, keep: number): Promise<string[]> {
  const backups = await store.list();
  const complete = backups.filter((backup) => backup.complete);
  const newest = complete.at(-1)?.name;
  const doomed = [
    ...complete.slice(0, Math.max(0, complete.length - keep)),
    ...backups.filter((backup) => !backup.complete && newest !== undefined && backup.name < newest),
  ].map((backup) => backup.name);
  for (const name of doomed.sort()) await store.remove(name);
  return doomed.sort();
}
