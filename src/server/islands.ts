import 'server-only';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

// Where the public pages' island bundle is (scripts/build-islands.ts writes it into
// public/islands/ before the site is built). Its address carries a hash of its content,
// so a browser keeps it for a year (next.config.ts) and a new build is fetched at once.

const ENTRY_URL = '/islands/main.js';

let cached: { mtimeMs: number; url: string } | undefined;

/** `/islands/main.js?v=<hash>`; the bare address when no bundle is built yet. */
export function islandsScriptUrl(): string {
  // Next's server runs in the project's folder (scripts/start.ts), as does `next build`.
  const file = path.join(process.cwd(), 'public', ENTRY_URL);
  const stat = fs.statSync(file, { throwIfNoEntry: false });
  if (!stat) return ENTRY_URL;
  if (cached?.mtimeMs !== stat.mtimeMs) {
    const hash = createHash('sha256').update(fs.readFileSync(file)).digest('hex').slice(0, 12);
    cached = { mtimeMs: stat.mtimeMs, url: `${ENTRY_URL}?v=${hash}` };
  }
  return cached.url;
}
