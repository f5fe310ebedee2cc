const original = window.matchMedia;

/** jsdom's own answer again; tests/app/setup.ts calls it after every test. */
export const resetWidth = () => {
  window.matchMedia = original;
};

/**
 * jsdom has no layout: the window's width is set here and `min-width`/`max-width` media queries
 * are answered from it, until the test ends (`resetWidth`).
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
