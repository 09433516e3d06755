import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Runs axe-core (WCAG 2.0–2.2 A and AA) on the page and fails with the violations listed.
 * `soft`: the test goes on to its other checks and fails at its end.
 */
export async function expectNoAxeViolations(page: Page, { soft = false } = {}) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`,
  );
  (soft ? expect.soft : expect)(summary, summary.join('\n')).toEqual([]);
}
