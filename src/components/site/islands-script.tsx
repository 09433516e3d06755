import { islandsScriptUrl } from '@/server/islands';

/**
 * The public pages' one script (src/islands/main.ts): what they do in the browser. Its
 * `data-islands` mark tells the page cache to serve the page without React's runtime
 * (src/server/cache/islands-page.mjs). A module script runs once the page is parsed.
 */
export function IslandsScript() {
  // A module script is deferred by nature: it blocks nothing (the rule checks only `async`/`defer`).
  // eslint-disable-next-line @next/next/no-sync-scripts
  return <script type="module" src={islandsScriptUrl()} data-islands="" />;
}
