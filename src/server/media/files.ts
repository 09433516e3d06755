import 'server-only';
import { log } from '../log';
import { getMediaStorage } from './storage';
import { storedNameOf, type MediaStorage } from './types';

/** The stored name of an address that is a file of this site's upload storage, else undefined. */
export function uploadNameOf(
  url: string,
  storage: MediaStorage = getMediaStorage(),
): string | undefined {
  const name = storedNameOf(url);
  return name !== undefined && storage.addressOf(name) === url ? name : undefined;
}

/**
 * Removes deleted assets' files from storage, once their rows are gone (a file left behind
 * by a failure here is harmless; a row without its file would be a broken picture).
 * Site files (/demo, /images) and outside addresses are not ours to remove.
 */
export async function removeStoredFiles(urls: readonly string[]): Promise<void> {
  const storage = getMediaStorage();
  for (const url of urls) {
    const name = uploadNameOf(url, storage);
    if (!name) continue;
    await storage.remove(name).catch((error: unknown) => {
      log('media').error(`could not remove ${url}: ${String(error)}`);
    });
  }
}
