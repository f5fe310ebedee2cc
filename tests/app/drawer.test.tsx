import { afterEach, describe, expect, it } from 'vitest';
import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, screen } from './support/renderApp';

/** jsdom has no layout: the window's width is set here and media queries are answered from it. */
const withWidth = (width: number) => {
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

const original = window.matchMedia;
afterEach(() => {
  window.matchMedia = original;
});

describe('the menu by screen width', () => {
  it('is a drawer over the page below 1024 px, closed until asked for', async () => {
    withWidth(768);
    renderApp('/dashboard', 'CABANG');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(screen.queryByRole('menu')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Buka menu' }));
    const menu = await screen.findByRole('menu');
    // A temporary drawer: a modal over the page, not a column beside it.
    expect(menu.closest('.MuiModal-root')).not.toBeNull();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Help Center' }));
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(window.location.pathname).toBe('/help-center');
  });

  it('stays open beside the page from 1024 px', async () => {
    withWidth(1024);
    renderApp('/dashboard', 'CABANG');
    const menu = await screen.findByRole('menu');
    expect(menu.closest('.MuiModal-root')).toBeNull();
    expect(within(menu).getByRole('menuitem', { name: 'Help Center' })).toBeVisible();
  });
});
