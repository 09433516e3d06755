// The navigation status (src/components/site/navigation-status.tsx): a click on a link to
// another page of the site shows the spinner until the next page replaces this one; if
// it has not after CHUNK_LOAD_TIMEOUT_MS (120 s, spec points 8 and 9), the spinner gives
// way to a report whose link loads that page afresh.
import { CHUNK_LOAD_TIMEOUT_MS } from '@/lib/constants';

/** The page a click leads to, when it is another page of this site opened in this tab. */
function destinationOf(event: MouseEvent): URL | undefined {
  if (event.defaultPrevented || event.button !== 0) return undefined;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return undefined;
  const anchor = event.target instanceof Element ? event.target.closest('a') : null;
  if (!anchor || anchor.hasAttribute('download')) return undefined;
  if (anchor.target && anchor.target !== '_self') return undefined;
  const url = new URL(anchor.href, location.href);
  if (url.origin !== location.origin || url.pathname === location.pathname) return undefined;
  return url;
}

export function mount(region: HTMLElement): void {
  const spinner = region.querySelector<HTMLElement>('[data-testid="navigation-spinner"]');
  const failed = region.querySelector<HTMLElement>('[data-navigation-failed]');
  const retry = failed?.querySelector('a');
  if (!spinner || !failed || !retry) return;
  let timer: number | undefined;
  const show = (state: 'idle' | 'pending' | 'failed') => {
    spinner.hidden = state !== 'pending';
    failed.hidden = state !== 'failed';
  };
  const stop = () => {
    window.clearTimeout(timer);
    show('idle');
  };

  // After the page's own handlers (bubbling to the window), so a click they took over
  // (a menu's button, a form's link) is not counted as a navigation.
  window.addEventListener('click', (event) => {
    const url = destinationOf(event);
    if (!url) return;
    show('pending');
    window.clearTimeout(timer);
    timer = window.setTimeout(() => {
      retry.href = url.href;
      show('failed');
    }, CHUNK_LOAD_TIMEOUT_MS);
  });
  // Back to this page from the browser's memory (back/forward cache): nothing is pending.
  window.addEventListener('pageshow', (event) => event.persisted && stop());
  // Where React's router still runs (dev, a draft preview), the page changes in place.
  window.addEventListener('popstate', stop);
  window.addEventListener('islands:navigated', stop);
}
