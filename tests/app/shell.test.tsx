import { describe, expect, it } from 'vitest';
import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { GROUPS } from '../../domain/groups';
import { readSession } from '../../src/providers/session';
import { expectedMenu } from '../menuLabels';
import { renderApp, screen } from './support/renderApp';
import { server, settings } from './support/server';

describe('the shell', () => {
  it.each(GROUPS)(
    'shows %s exactly its menu, ending with Help Center (when allowed) and Sign Out',
    async (group) => {
      renderApp('/dashboard', group);
      const nav = await screen.findByRole('menu');
      await within(nav).findByText('Dashboard');
      // Menu groups (SBS's Payment) start closed: open them to see their items.
      for (const heading of within(nav).queryAllByRole('menuitem', { expanded: false })) {
        await userEvent.click(heading);
      }
      const expected = expectedMenu(group);
      // Every entry is a menu item directly in the menu (a valid ARIA menu), headings included.
      const shown = within(nav)
        .getAllByRole('menuitem')
        .map((item) => item.textContent?.trim());
      expect(within(nav).queryAllByRole('button')).toEqual([]);
      expect(shown.filter(Boolean).sort()).toEqual([...expected].sort());
      // Every user sees Help Center.
      expect(shown).toContain('Help Center');
    },
  );

  it('sends a visitor who is not signed in to /sign-in', async () => {
    renderApp('/profile');
    expect(await screen.findByText('Selamat Datang')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/sign-in');
  });

  it('sends a signed-in visitor from /sign-in and from / to /dashboard', async () => {
    renderApp('/sign-in', 'SBS');
    await waitFor(() => expect(window.location.pathname).toBe('/dashboard'));
  });

  it('shows /not-found for an unknown path and for a path outside the group table', async () => {
    renderApp('/tidak-ada', 'CABANG');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Halaman tidak ditemukan' }),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe('/not-found');
  });

  it('keeps CLUB out of a path outside its route table', async () => {
    renderApp('/generate-id', 'CLUB');
    await waitFor(() => expect(window.location.pathname).toBe('/not-found'));
  });

  it("asks 'Apakah anda ingin keluar?' and 'Ya' signs out on the server", async () => {
    let revoked = false;
    server.use(
      http.post('/api/auth/logout', () => {
        revoked = true;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderApp('/dashboard', 'RND');
    await userEvent.click(await screen.findByText('Sign Out'));
    const dialog = await screen.findByRole('dialog', { name: 'Logout Confirmation' });
    expect(within(dialog).getByText('Apakah anda ingin keluar?')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tidak' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(readSession()).not.toBeNull();

    await userEvent.click(screen.getByText('Sign Out'));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Ya' }),
    );
    expect(await screen.findByText('Selamat Datang')).toBeInTheDocument();
    expect(revoked).toBe(true);
    expect(readSession()).toBeNull();
  });

  it("offers 'Update info' when the server serves a newer build", async () => {
    server.use(http.get('/api/build-id', () => HttpResponse.json({ build_id: 'newer-build' })));
    renderApp('/dashboard', 'SBS');
    const dialog = await screen.findByRole('dialog', { name: 'Update info' }, { timeout: 8000 });
    expect(
      within(dialog).getByText('Kami telah melakukan beberapa perubahan, silahkan update'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Update' })).toBeInTheDocument();
  });

  it('keeps the notice closed by default', async () => {
    renderApp('/dashboard', 'ESS');
    await screen.findByText('Menunggu Konfirmasi');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the notice once SBS has opened it, until it is closed', async () => {
    server.use(
      http.get('/api/user/settings', () =>
        HttpResponse.json(
          settings({
            notice: { open: true, title: 'Libur Nasional', message: 'Kantor tutup 25 Desember.' },
          }),
        ),
      ),
    );
    renderApp('/dashboard', 'CABANG');
    const dialog = await screen.findByRole('dialog', { name: 'Libur Nasional' });
    expect(within(dialog).getByText('Kantor tutup 25 Desember.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tutup' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
