import 'server-only';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  type S3Client,
} from '@aws-sdk/client-s3';

// The few bucket operations backups need, over the client the media storage builds
// (src/server/media/s3-storage.ts): the same S3_* settings, endpoint and path style.
// Writing goes through the media storage's putObject.

export { putObject } from '../media/s3-storage';

export async function getObject(client: S3Client, bucket: string, key: string): Promise<Readable> {
  const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
  if (!answer.Body) throw new Error(`s3://${bucket}/${key} has no body`);
  return answer.Body as Readable;
}

export async function objectExists(client: S3Client, bucket: string, key: string) {
  try {
    await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
    return true;
  } catch (error) {
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    if (status === 404 || (error as Error).name === 'NotFound') return false;
    throw error;
  }
}

/** Every key under `prefix`, page by page. */
export async function* listKeys(
  client: S3Client,
  bucket: string,
  prefix: string,
): AsyncGenerator<{ key: string; size: number }> {
  let token: string | undefined;
  do {
    const page = await client.send(
      new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
    );
    for (const object of page.Contents ?? []) {
      if (object.Key && !object.Key.endsWith('/')) {
        yield { key: object.Key, size: object.Size ?? 0 };
      }
    }
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
}

/** The "folders" directly under `prefix`, as names without the prefix or the slash. */
export async function listFolders(
  client: S3Client,
  bucket: string,
  prefix: string,
): Promise<string[]> {
  const names: string[] = [];
  let token: string | undefined;
  do {
    const page = await client.send(
      new ListObjectsV2Command({
        Bucket: bucket,
        Prefix: prefix,
        Delimiter: '/',
        ContinuationToken: token,
      }),
    );
    for (const common of page.CommonPrefixes ?? []) {
      if (common.Prefix) names.push(common.Prefix.slice(prefix.length).replace(/\/$/, ''));
    }
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return names;
}

/** Deletes every object under `prefix` (a thousand per request where the store allows). */
export async function deletePrefix(client: S3Client, bucket: string, prefix: string) {
  const keys: string[] = [];
  for await (const { key } of listKeys(client, bucket, prefix)) keys.push(key);
  for (let start = 0; start < keys.length; start += 1000) {
    const batch = keys.slice(start, start + 1000);
    try {
      const answer = await client.send(
        new DeleteObjectsCommand({
          Bucket: bucket,
          Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
        }),
      );
      if (answer.Errors?.length) throw new Error(answer.Errors[0]?.Message ?? 'delete failed');
    } catch {
      // Some S3-compatible stores lack the batch call: one request per object.
      for (const Key of batch) await client.send(new DeleteObjectCommand({ Bucket: bucket, Key }));
    }
  }
}
