// The public pages' only script (issue 30, docs/performance.md "Islands"). Cached public
// pages are served without React's runtime (src/server/cache/islands-page.mjs); what
// needs the browser is written here as islands: plain DOM code attached to the markup
// the server rendered. Each island is loaded only by a page that has one.
import { recordVisit } from '@/lib/visit';
import * as languageSwitcher from './language-switcher';
import * as mobileMenu from './mobile-menu';
import * as navigationStatus from './navigation-status';
import * as solutionsMenu from './solutions-menu';
import * as untranslatedNotice from './untranslated-notice';

type Island = { mount(root: HTMLElement): void };

/**
 * Every island by the name its root carries in `data-island`. The header's are in every
 * page and tiny, so they come in this file; the others load as their own chunks, only
 * on the pages that have them.
 */
const ISLANDS: Record<string, () => Promise<Island>> = {
  'solutions-menu': async () => solutionsMenu,
  'mobile-menu': async () => mobileMenu,
  'language-switcher': async () => languageSwitcher,
  'untranslated-notice': async () => untranslatedNotice,
  'navigation-status': async () => navigationStatus,
  'hero-video': () => import('./hero-video'),
  'case-study-video': () => import('./case-study-video'),
  'contact-form': () => import('./contact-form'),
  carousel: () => import('./carousel'),
};

/** Roots whose island is loading or mounted: each is mounted once. */
const started = new WeakSet<HTMLElement>();

function mountIsland(root: HTMLElement): void {
  if (started.has(root)) return;
  started.add(root);
  const load = ISLANDS[root.dataset.island ?? ''];
  if (!load) {
    console.error(`No island is called "${root.dataset.island}".`);
    return;
  }
  load()
    .then((island) => {
      island.mount(root);
      // Says the island now runs here (the tests wait for it).
      root.dataset.islandMounted = '';
    })
    .catch((error: unknown) => console.error(`The ${root.dataset.island} island failed:`, error));
}

function mountWithin(scope: ParentNode): void {
  for (const root of scope.querySelectorAll<HTMLElement>('[data-island]')) mountIsland(root);
}

recordVisit();
mountWithin(document);
// Where React's runtime is still loaded (the dev server, a draft preview), its client
// navigations replace the page's content: islands in the new content are mounted too,
// and the visit is recorded per page, as a full page load would.
let shownPath = location.pathname;
new MutationObserver((changes) => {
  for (const change of changes) {
    for (const node of change.addedNodes) {
      if (!(node instanceof HTMLElement)) continue;
      if (node.matches('[data-island]')) mountIsland(node);
      mountWithin(node);
    }
  }
  if (location.pathname !== shownPath) {
    shownPath = location.pathname;
    recordVisit();
    window.dispatchEvent(new Event('islands:navigated'));
  }
}).observe(document.body, { childList: true, subtree: true });
