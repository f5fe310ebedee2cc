import { expect, test, type Page } from '@playwright/test';
import { GROUPS } from '../../domain/groups';
import { scaled } from '../timeouts';
import { walkScreens } from './screens';

/**
 * Every screen of every group at a small laptop's and a tablet's size: the page never scrolls
 * sideways, and every table's actions column ('Detail', 'Konfirmasi', 'Edit', 'Upgrade') is on
 * screen, not clipped by the table's card; a wide table without actions scrolls in its card.
 * A full-page screenshot of each screen at each size is kept with the test's results
 * (test-results/), to be looked at.
 */

const SIZES = [
  { width: 1280, height: 720 },
  { width: 768, height: 1024 },
];

/** What sticks out: the page's own width, and each last cell that is not wholly visible. */
const overflow = (page: Page) =>
  page.evaluate(() => {
    const visibleRight = (element: Element) => {
      let right = window.innerWidth;
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX !== 'visible')
          right = Math.min(right, parent.getBoundingClientRect().right);
      }
      return right;
    };
    // A row's actions are its last cell's links and buttons; a plain last column may scroll.
    const cells = [...document.querySelectorAll('table tbody tr > :last-child')].filter(
      (cell) =>
        (cell as HTMLElement).offsetParent !== null &&
        cell.querySelector('a, button, [role="button"]') !== null,
    );
    return {
      pageWidth: document.scrollingElement!.scrollWidth,
      clipped: cells
        .filter((cell) => cell.getBoundingClientRect().right > visibleRight(cell) + 1)
        .map((cell) => (cell.textContent ?? '').trim().slice(0, 40)),
    };
  });

for (const size of SIZES) {
  for (const group of GROUPS) {
    test(`every ${group} screen fits ${size.width} × ${size.height}`, async ({ page }, info) => {
      // SBS walks some twenty screens, each settled and photographed.
      test.setTimeout(scaled(480_000));
      await page.setViewportSize(size);
      await walkScreens(page, group, async (address) => {
        const name = `${group}${address.replaceAll('/', '_')}-${size.width}x${size.height}.png`;
        await page.screenshot({ path: info.outputPath(name), fullPage: true });
        const { pageWidth, clipped } = await overflow(page);
        expect.soft(pageWidth, `${address}: the page's width`).toBeLessThanOrEqual(size.width);
        expect.soft(clipped, `${address}: last table cells off screen`).toEqual([]);
      });
    });
  }
}
