import { afterEach } from 'vitest';

const original = window.matchMedia;
afterEach(() => {
  window.matchMedia = original;
});

/**
 * jsdom has no layout: the window's width is set here and `min-width`/`max-width` media queries
 * are answered from it, until the test ends.
 */
export const withWidth = (width: number) => {
  const matches = (query: string) =>
    [...query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)].every(([, side, px]) =>
      side === 'min' ? width >= Number(px) : width <= Number(px),
    );
  window.matchMedia = (query: string) =>
    ({
      matches: matches(query),
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
};
