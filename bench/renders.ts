import type { Page } from 'puppeteer-core';

/**
 * A React DevTools hook, installed before the page's scripts run: React reports each commit to
 * it, and it counts the components that rendered in it (mounted, or performed work), walking
 * only the subtrees whose children changed, as React DevTools does. The count follows the code
 * alone, not the machine: where timings on a shared 2-core machine vary by half between runs, a
 * change that renders fewer components shows here exactly. Plain JavaScript: it runs in the page.
 */
export const RENDER_COUNTER = `(() => {
  const PERFORMED_WORK = 1;
  const COMPONENTS = new Set([0, 1, 11, 14, 15]);
  const totals = { commits: 0, components: 0, lastCommit: 0 };
  const walk = (fiber) => {
    let rendered = 0;
    for (let child = fiber.child; child; child = child.sibling) {
      if (COMPONENTS.has(child.tag) && (!child.alternate || (child.flags & PERFORMED_WORK))) {
        rendered++;
      }
      if (!child.alternate || child.child !== child.alternate.child) rendered += walk(child);
    }
    return rendered;
  };
  globalThis.__renders = totals;
  globalThis.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    checkDCE: () => {},
    onCommitFiberUnmount: () => {},
    onPostCommitFiberRoot: () => {},
    onCommitFiberRoot: (_id, root) => {
      totals.commits++;
      totals.components += walk(root.current);
      totals.lastCommit = performance.now();
    },
  };
})();`;

export interface Renders {
  commits: number;
  components: number;
}

/** How quiet the page must stay, after the network, to count its load as over. */
const SETTLED_MS = 1000;

/**
 * Loads the address in the tab and counts what React rendered until the page has settled: no
 * request for 500 ms (puppeteer's networkidle0) and no commit for a second. The tab keeps its
 * session storage, so a signed-in tab loads the screen signed in.
 */
export const countRenders = async (page: Page, url: string): Promise<Renders> => {
  await page.evaluateOnNewDocument(RENDER_COUNTER);
  await page.goto(url, { waitUntil: 'networkidle0' });
  await page.waitForFunction(
    `performance.now() - globalThis.__renders.lastCommit > ${SETTLED_MS}`,
    { polling: 100, timeout: 30_000 },
  );
  return page.evaluate(() => {
    const { commits, components } = (globalThis as unknown as { __renders: Renders }).__renders;
    return { commits, components };
  });
};
