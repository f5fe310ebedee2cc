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

describe('the menu folded to a rail', () => {
  it('shows icons only, each item keeping its name and its label as a tooltip', async () => {
    withWidth(1280);
    renderApp('/dashboard', 'CABANG');
    const menu = await screen.findByRole('menu');
    const item = () => within(menu).getByRole('menuitem', { name: 'Payment History Upgrade' });
    // Open, the whole label is shown (it wraps rather than being cut).
    expect(within(item()).getByText('Payment History Upgrade')).not.toHaveStyle({
      position: 'absolute',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Tutup menu' }));
    // Folded: no letters beside the icon, but the item is still named for screen readers.
    await waitFor(() =>
      expect(within(item()).getByText('Payment History Upgrade')).toHaveStyle({
        position: 'absolute',
        width: '1px',
      }),
    );
    await userEvent.hover(item());
    expect(await screen.findByRole('tooltip', { name: 'Payment History Upgrade' })).toBeVisible();
  });
});
