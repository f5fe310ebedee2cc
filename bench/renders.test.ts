import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { RENDER_COUNTER } from './renders';

/** A fiber as React hands it to DevTools: only the fields the counter reads. */
interface Fiber {
  tag: number;
  flags: number;
  child: Fiber | null;
  sibling: Fiber | null;
  alternate: Fiber | null;
}

const FUNCTION = 0;
const HOST = 5;
const SIMPLE_MEMO = 15;

const fiber = (
  tag: number,
  flags: number,
  children: Fiber[] = [],
  alternate: Fiber | null = null,
) => {
  const node: Fiber = { tag, flags, child: children[0] ?? null, sibling: null, alternate };
  children.forEach((child, index) => (child.sibling = children[index + 1] ?? null));
  return node;
};

/** The counter as the page runs it, with React's commits replayed into it. */
const install = () => {
  const page: Record<string, unknown> = { performance: { now: () => 0 } };
  page.globalThis = page;
  runInNewContext(RENDER_COUNTER, page);
  const hook = page.__REACT_DEVTOOLS_GLOBAL_HOOK__ as {
    onCommitFiberRoot: (id: number, root: { current: Fiber }) => void;
  };
  return {
    commit: (current: Fiber) => hook.onCommitFiberRoot(1, { current }),
    totals: () => page.__renders as { commits: number; components: number },
  };
};

describe('the render counter', () => {
  it('counts the components mounted, not the host elements', () => {
    const counter = install();
    const app = fiber(FUNCTION, 1, [fiber(HOST, 0, [fiber(FUNCTION, 1), fiber(SIMPLE_MEMO, 1)])]);
    counter.commit(fiber(3, 0, [app]));
    expect(counter.totals()).toEqual({ commits: 1, components: 3, lastCommit: 0 });
  });

  it('counts those that performed work and skips a subtree whose children did not change', () => {
    const counter = install();
    // Below the memo that bailed out: a fiber whose flags are left from an earlier commit.
    const stale = fiber(FUNCTION, 1);
    const unchanged = fiber(SIMPLE_MEMO, 0, [stale]);
    unchanged.alternate = fiber(SIMPLE_MEMO, 0, [stale]);
    const rendered = fiber(FUNCTION, 1, [], fiber(FUNCTION, 1));
    const host = fiber(HOST, 0, [rendered, unchanged], fiber(HOST, 0));
    const app = fiber(FUNCTION, 1, [host], fiber(FUNCTION, 1));
    counter.commit(fiber(3, 0, [app], fiber(3, 0)));
    expect(counter.totals()).toMatchObject({ commits: 1, components: 2 });
  });
});
