import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The WCAG 2.x A/AA rules every screen is held to. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Waits until every finite animation and transition on the page has ended. axe computes contrast
 * from the colours it sees: a dialog still fading in, or a button whose hover background is still
 * changing, reads as low contrast although nobody ever sees it that way once it is still.
 * Endless ones (a spinner) never end and are left out.
 */
const settleAnimations = (page: Page) =>
  page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );

export interface AxeScope {
  /** A CSS selector of the part to check; the whole page when absent. */
  include?: string;
  /** Report every violation, not only the serious and critical ones. */
  allImpacts?: boolean;
}

/**
 * axe-core's violations on the page as it is once still, one line each (rule, impact, count and
 * the first nodes), ready for `expect(...).toEqual([])`.
 */
export const axeViolations = async (page: Page, scope: AxeScope = {}): Promise<string[]> => {
  await settleAnimations(page);
  const builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  if (scope.include) builder.include(scope.include);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => scope.allImpacts || v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}, ${v.nodes.length}×): ${v.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(' | ')} — ${v.nodes[0]?.any[0]?.message ?? v.help}`,
    );
};
