import { expect, test } from '@playwright/test';
import { PUBLIC_ROUTES } from '../support/public-routes';

// No public page is wider than the screen. Carousels keep their waiting slides beside
// the visible one; if those widen the page, a phone zooms the page out or scrolls it
// sideways, and taps land on the wrong element. Sections below the fold use
// `content-visibility: auto`, whose paint containment hid such overflow; browsers
// without it (Safari before 18) and any section without it showed it. So the check runs
// with content-visibility switched off, after a visit to the bottom of the page (a
// carousel starts its engine when it comes near).
test('no public page scrolls sideways, even where content-visibility is unsupported @mobile', async ({
  page,
}) => {
  const tooWide: string[] = [];
  for (const route of PUBLIC_ROUTES) {
    await page.goto(route);
    await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState('networkidle');
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    if (scrollWidth > clientWidth) tooWide.push(`${route}: ${scrollWidth} px in ${clientWidth}`);
  }
  expect(tooWide).toEqual([]);
});
