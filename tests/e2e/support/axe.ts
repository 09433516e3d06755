import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Runs axe-core (WCAG 2.0–2.2 A and AA) on the page and fails with the violations listed.
 * `soft`: the test goes on to its other checks and fails at its end.
 *
 * CSS transitions are off while axe runs: it reads each colour once, at one instant, and
 * its own scrolling can start one (a section below the fold drawn for the first time, or
 * a button passing under the pointer). CI once read a button's 0.2 s background fade
 * mid-way: white on the section's near-white, 1.08:1, on a button that rests at 4.5:1 or
 * more. The colours at rest are what a visitor reads; the islands still run meanwhile.
 */
export async function expectNoAxeViolations(page: Page, { soft = false } = {}) {
  const noTransitions = await page.addStyleTag({
    content: '*, *::before, *::after { transition: none !important; }',
  });
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  await noTransitions.evaluate((style) => (style as HTMLStyleElement).remove());
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes
        .map((n) => `${n.target.join(' ')}: ${n.failureSummary?.split('\n').slice(1).join(' ')}`)
        .join('\n  ')}`,
  );
  (soft ? expect.soft : expect)(summary, summary.join('\n')).toEqual([]);
}
