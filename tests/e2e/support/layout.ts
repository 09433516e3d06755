import type { Page } from '@playwright/test';

/**
 * How far the page scrolls sideways, or null if it does not: with every section drawn
 * (content-visibility off), scrolled to the end so that the carousels have started.
 */
export async function sidewaysOverflow(page: Page): Promise<string | null> {
  await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForLoadState('networkidle');
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  return scrollWidth > clientWidth ? `${scrollWidth} px in ${clientWidth}` : null;
}
