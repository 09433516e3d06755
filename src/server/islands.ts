import 'server-only';
import fs from 'node:fs';
import path from 'node:path';

// Where the public pages' island bundle is: scripts/build-islands.ts writes it into
// public/islands/ before the site is built, its entry named by its content
// (`main-<hash>.js`), so a browser keeps it for a year (next.config.ts). Files of earlier
// builds stay a while beside it, for servers that started before; the newest entry is
// this build's.

const DIR = path.join('public', 'islands');

/** Production servers keep the entry they started with: the one their build's pages link. */
let chosen: string | undefined;

function newestEntry(): string | undefined {
  // Next's server runs in the project's folder (scripts/start.ts), as does `next build`.
  const dir = path.join(process.cwd(), DIR);
  const entries = fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && /^main-\w+\.js$/.test(entry.name))
    .map((entry) => ({ name: entry.name, mtime: fs.statSync(path.join(dir, entry.name)).mtimeMs }))
    .sort((a, b) => b.mtime - a.mtime);
  return entries[0] && `/islands/${entries[0].name}`;
}

/** The address of the islands' entry module, e.g. `/islands/main-4QZ2K7VA.js`. */
export function islandsScriptUrl(): string {
  if (chosen) return chosen;
  let url: string | undefined;
  try {
    url = newestEntry();
  } catch {
    url = undefined;
  }
  if (!url) throw new Error('No islands are built: run `npm run build` (or npm start).');
  // The dev server's islands are rebuilt while it runs.
  if (process.env.NODE_ENV === 'production') chosen = url;
  return url;
}
