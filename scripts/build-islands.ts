// Bundles the public pages' islands (src/islands/main.ts and the islands it loads) into
// public/islands/: one small ES module, `main.js`, and a chunk per island, named by their
// content so that browsers may keep them for a year. The public layout links `main.js`
// with its own hash (src/server/islands.ts). Run before `next build` (npm run build,
// npm start), so that the pages the build renders already link the current bundle;
// `--watch` rebuilds on every change, for the dev server.
import fs from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
export const ISLANDS_DIR = path.join(root, 'public', 'islands');

const options: esbuild.BuildOptions = {
  entryPoints: { main: path.join(root, 'src', 'islands', 'main.ts') },
  outdir: ISLANDS_DIR,
  bundle: true,
  splitting: true,
  format: 'esm',
  // The browsers the site supports (Next's defaults: the last versions of each, Safari 16.4).
  target: ['chrome111', 'edge111', 'firefox111', 'safari16.4'],
  minify: true,
  chunkNames: 'chunk-[hash]',
  alias: { '@': path.join(root, 'src') },
  plugins: [browserOnly(), treeShakenZod()],
  metafile: true,
  logLevel: 'warning',
};

/** Islands exist so that pages load no React: importing it (or a server module) fails the build. */
function browserOnly(): esbuild.Plugin {
  return {
    name: 'browser-only',
    setup(build) {
      build.onResolve({ filter: /^(react|react-dom|next|server-only)(\/|$)/ }, (args) => ({
        errors: [{ text: `${args.path} has no place in an island (imported by ${args.importer})` }],
      }));
    },
  };
}

const ZOD_SETUP_IMPORT = "import { z } from '@/lib/zod-setup';";

/**
 * The schemas in src/lib take `z` from '@/lib/zod-setup' (it sets zod up for the CSP
 * first). esbuild cannot see which of zod's functions a re-exported namespace is used
 * for, so it kept all of zod and its every language: 94 kB gzip for the contact form's
 * schemas. Here those modules import the setup for its effect and zod as a namespace of
 * their own, which esbuild trims to what they call: 26 kB.
 */
function treeShakenZod(): esbuild.Plugin {
  return {
    name: 'tree-shaken-zod',
    setup(build) {
      build.onLoad({ filter: /[\\/]src[\\/]lib[\\/].*\.ts$/ }, async (args) => {
        const source = await fs.promises.readFile(args.path, 'utf8');
        if (!source.includes('zod-setup')) return undefined;
        if (!source.includes(ZOD_SETUP_IMPORT)) {
          return { errors: [{ text: `${args.path}: import zod as \`${ZOD_SETUP_IMPORT}\`` }] };
        }
        const contents = source.replace(
          ZOD_SETUP_IMPORT,
          "import '@/lib/zod-setup'; import * as z from 'zod';",
        );
        return { contents, loader: 'ts' };
      });
    },
  };
}

/** Drops the chunks of earlier builds; the current ones are rewritten in place, never absent. */
function removeOutdated(result: esbuild.BuildResult): void {
  const current = new Set(
    Object.keys(result.metafile?.outputs ?? {}).map((file) => path.resolve(root, file)),
  );
  for (const name of fs.readdirSync(ISLANDS_DIR)) {
    const file = path.join(ISLANDS_DIR, name);
    if (!current.has(file)) fs.rmSync(file, { force: true });
  }
}

async function main() {
  if (process.argv.includes('--watch')) {
    const context = await esbuild.context(options);
    await context.watch();
    console.log('[islands] watching src/islands for changes');
    return;
  }
  removeOutdated(await esbuild.build(options));
}

main().catch((error: unknown) => {
  console.error('[islands] build failed:', error);
  process.exit(1);
});
