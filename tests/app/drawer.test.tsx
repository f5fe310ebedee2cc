import { describe, expect, it } from 'vitest';
import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, screen } from './support/renderApp';
import { withWidth } from './support/screenWidth';

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
