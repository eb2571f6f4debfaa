import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.2 AA, the level the architecture asks for. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** No serious or critical violation on the page as it is now (listed readably when failing). */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    .options({
      // Axe marks it experimental and leaves it out; Lighthouse runs it (label in name, WCAG 2.5.3).
      rules: { 'label-content-name-mismatch': { enabled: true } },
      // Only violations are read: axe then skips building selectors for every passing node,
      // most of its time on a long page (decision 052). Violations are reported in full.
      resultTypes: ['violations'],
    })
    // axe.run in the page itself. The default runs each frame's part there, then opens a blank
    // page, injects axe into it again and merges the parts in it: that lets a scan reach
    // cross-origin frames, and the product has no frames at all (decision 068).
    .setLegacyMode()
    .analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(
    serious.map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    ),
  ).toEqual([]);
}
