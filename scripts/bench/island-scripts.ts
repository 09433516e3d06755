// The island chunks a public page loads at once (src/islands/main.ts): main.js names the
// chunk of each island, and loads it when the page has an element of that island; every
// chunk may import shared chunks. Read from the bundle as the browser would follow it.

const STATIC_IMPORT = /(?:from|import)\s*"(\.\/[^"]+\.js)"/g;
const ISLAND_CHUNK = /(?:"([\w-]+)"|([A-Za-z_$][\w$]*)):\(\)=>import\("(\.\/[^"]+\.js)"\)/g;

/**
 * Every script the page's islands fetch, as site paths: `entry`'s static imports, and
 * for each island the page has, its chunk and that chunk's static imports.
 */
export async function islandScripts(
  html: string,
  entry: string,
  fetchText: (path: string) => Promise<string>,
): Promise<string[]> {
  const base = new URL(entry, 'http://site');
  const sitePath = (relative: string) => new URL(relative, base).pathname;
  const found = new Set<string>();
  const follow = async (path: string): Promise<string> => {
    const code = await fetchText(path);
    found.add(path);
    for (const [, next] of code.matchAll(STATIC_IMPORT)) {
      const nextPath = sitePath(next!);
      if (!found.has(nextPath)) await follow(nextPath);
    }
    return code;
  };
  const main = await follow(base.pathname + base.search);
  const present = new Set([...html.matchAll(/data-island="([\w-]+)"/g)].map((match) => match[1]));
  for (const [, quoted, bare, chunk] of main.matchAll(ISLAND_CHUNK)) {
    if (present.has(quoted ?? bare) && !found.has(sitePath(chunk!))) await follow(sitePath(chunk!));
  }
  found.delete(base.pathname + base.search);
  return [...found];
}
