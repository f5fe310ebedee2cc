import { expect, test, type Page } from '@playwright/test';
import { GROUPS } from '../../domain/groups';
import { scaled } from '../timeouts';
import { walkScreens } from './screens';

/**
 * Every screen of every group at a phone's, a tablet's and a small laptop's size:
 * - the page never scrolls sideways;
 * - every table's actions column ('Detail', 'Konfirmasi', 'Edit', 'Upgrade') is on screen, not
 *   clipped by the table's card (a wide table without actions scrolls in its card);
 * - every money and date column is there to read: as a column, wholly visible, on a wide
 *   screen; as a field of each card where the list is cards, the same columns the wide table has;
 * - nothing covers the content: the heading, each column head and each card's fields are the
 *   topmost element where they are drawn (no floating prompt, button or bar over them).
 * A full-page screenshot of each screen at each size is kept with the test's results
 * (test-results/), to be looked at.
 */

const SIZES = [
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1280, height: 720 },
];
/** Where a list is a table: wide enough for its columns (the cards start below 900 px). */
const WIDE = { width: 1280, height: 720 };

/** Column names that hold an amount, a count of money's worth or a day. */
const MONEY_OR_DATE = /tanggal|tgl|waktu|total|biaya|jumlah|harga|nominal|pembayaran|target/i;

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

/**
 * What the screen shows, read where the user looks: the open dialog when there is one (the page
 * beneath it is meant to be covered), else the page's main content.
 * - the heading, and whether something else is drawn over it;
 * - each money or date column of its tables (a screen reader's hidden copy of a chart aside): can
 *   it be read where it is (inside every scrolling box around it, the topmost element at its
 *   middle once scrolled into view), and its first row's value;
 * - the parts of the first card of each card list that something else is drawn over;
 * - the text of the whole, to find a table's values in its cards.
 */
const readScreen = (page: Page, pattern: RegExp) =>
  page.evaluate((source) => {
    const moneyOrDate = new RegExp(source, 'i');
    const dialogs = [...document.querySelectorAll('[role=dialog]')].filter(
      (dialog) => (dialog as HTMLElement).offsetParent !== null,
    );
    const scope = dialogs.at(-1) ?? document.querySelector('main') ?? document.body;
    const shown = (element: Element) => (element as HTMLElement).offsetParent !== null;
    const coveredAt = (element: Element) => {
      element.scrollIntoView({ block: 'center', inline: 'nearest' });
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) return false;
      const hit = document.elementFromPoint(
        box.left + Math.min(4, box.width / 2),
        box.top + box.height / 2,
      );
      return hit !== null && !element.contains(hit);
    };
    const heading = scope.querySelector('h1, h2');

    // A visually hidden copy is clipped to nothing (a table is never narrower than its cells).
    const clipped = (element: Element) => {
      for (let node: Element | null = element; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.clip !== 'auto' && style.clip !== '') return true;
        if (style.clipPath !== 'none') return true;
      }
      return false;
    };
    const tables = [...scope.querySelectorAll('table')].filter(
      (table) => shown(table) && !clipped(table),
    );
    const columns = tables.flatMap((table) => {
      const heads = [...table.querySelectorAll('thead th')];
      const firstRow = table.querySelector('tbody tr');
      return heads.flatMap((head, index) => {
        const name = (head.textContent ?? '').trim();
        if (!moneyOrDate.test(name)) return [];
        const covered = coveredAt(head);
        const box = head.getBoundingClientRect();
        let visible = box.right <= window.innerWidth + 1;
        for (let parent = head.parentElement; parent; parent = parent.parentElement) {
          if (getComputedStyle(parent).overflowX === 'visible') continue;
          const frame = parent.getBoundingClientRect();
          if (box.left < frame.left - 1 || box.right > frame.right + 1) visible = false;
        }
        // As drawn: a cell of two lines reads as two lines, as the card shows it.
        const value = (
          (firstRow?.children[index] as HTMLElement | undefined)?.innerText ?? ''
        ).trim();
        return [{ name, visible, covered, value }];
      });
    });

    const firstCards = [...scope.querySelectorAll('ul')]
      .map((list) => list.querySelector(':scope > li.MuiCard-root'))
      .filter((card): card is Element => card !== null && shown(card));
    const cardsCovered = firstCards.flatMap((card) =>
      [...card.querySelectorAll('dt, dd, h3')]
        .filter((part) => shown(part) && coveredAt(part))
        .map((part) => (part.textContent ?? '').trim().slice(0, 40)),
    );
    return {
      headingCovered: heading !== null && shown(heading) && coveredAt(heading),
      columns,
      cards: firstCards.length,
      cardsCovered,
      text: (scope as HTMLElement).innerText,
    };
  }, pattern.source);

for (const size of SIZES) {
  for (const group of GROUPS) {
    test(`every ${group} screen fits ${size.width} × ${size.height}`, async ({ page }, info) => {
      // SBS walks some twenty screens, each settled, photographed and read at two widths.
      test.setTimeout(scaled(600_000));
      await page.setViewportSize(size);
      await walkScreens(page, group, async (address) => {
        const name = `${group}${address.replaceAll('/', '_')}-${size.width}x${size.height}.png`;
        await page.screenshot({ path: info.outputPath(name), fullPage: true });
        const { pageWidth, clipped } = await overflow(page);
        expect.soft(pageWidth, `${address}: the page's width`).toBeLessThanOrEqual(size.width);
        expect.soft(clipped, `${address}: last table cells off screen`).toEqual([]);
        const screen = await readScreen(page, MONEY_OR_DATE);
        expect.soft(screen.headingCovered, `${address}: heading covered`).toBe(false);
        const unreadable = screen.columns.filter((column) => !column.visible || column.covered);
        expect.soft(unreadable, `${address}: money and date columns hidden`).toEqual([]);
        expect.soft(screen.cardsCovered, `${address}: card fields covered`).toEqual([]);
        if (screen.cards === 0) return;
        // The same screen wide: each table's first row shows its money and dates as a column;
        // here, where the rows are cards, the first card of each list shows the same values.
        // A dialog is read in place of the page (its rows may stay cards when wide).
        const within = (await page.getByRole('dialog').count()) > 0 ? '[role=dialog]' : 'main';
        await page.setViewportSize(WIDE);
        if (within === 'main') await expect(page.locator('main table thead').first()).toBeVisible();
        const wide = await readScreen(page, MONEY_OR_DATE);
        await page.setViewportSize(size);
        await expect(page.locator(`${within} ul > li.MuiCard-root`).first()).toBeVisible();
        const missing = wide.columns.filter(
          (column) => column.value !== '' && !screen.text.includes(column.value),
        );
        expect.soft(missing, `${address}: money and date values not in the cards`).toEqual([]);
      });
    });
  }
}
