import { describe, expect, it } from 'vitest';
import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderApp, screen } from './support/renderApp';
import { adminOf, server, serverBusy } from './support/server';

describe('/change-password', () => {
  it("shows 'Form Ubah Password', checks the length, then 'sukses ubah password'", async () => {
    let sent: unknown;
    server.use(
      http.post('/api/user/profile/change_password', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ message: 'sukses ubah password' });
      }),
    );
    renderApp('/change-password', 'CABANG');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Form Ubah Password' }),
    ).toBeInTheDocument();
    const field = screen.getByLabelText(/Password Baru/);
    await userEvent.type(field, 'pendek');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Password minimal 8 karakter')).toBeInTheDocument();
    expect(sent).toBeUndefined();
    await userEvent.type(field, 'sekali');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('sukses ubah password')).toBeInTheDocument();
    expect(sent).toEqual({ password: 'pendeksekali' });
  });

  it("says 'gagal ubah password' when the server refuses", async () => {
    server.use(http.post('/api/user/profile/change_password', () => serverBusy()));
    renderApp('/change-password', 'SBS');
    await userEvent.type(await screen.findByLabelText(/Password Baru/), 'KataSandiBaru1');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('gagal ubah password')).toBeInTheDocument();
  });
});

describe('/profile', () => {
  it('shows the account and saves a new name', async () => {
    let sent: unknown;
    server.use(
      http.get('/api/user/profile', () => HttpResponse.json({ data: adminOf('CABANG') })),
      http.patch('/api/user/profile', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ data: { ...adminOf('CABANG'), name: 'Siti Rahma' } });
      }),
    );
    renderApp('/profile', 'CABANG');
    const name = await screen.findByLabelText(/^Nama/);
    expect(name).toHaveValue('Petugas CABANG');
    expect(screen.getByLabelText('Cabang')).toHaveValue('Cabang Jakarta Selatan');
    await userEvent.clear(name);
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Nama tidak boleh kosong')).toBeInTheDocument();
    await userEvent.type(name, 'Siti Rahma');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Profil berhasil disimpan')).toBeInTheDocument();
    expect(sent).toEqual({ name: 'Siti Rahma' });
    expect(window.location.pathname).toBe('/profile');
  });

  it('refuses a file that is not an image before sending it', async () => {
    renderApp('/profile', 'SBS');
    const input = await screen.findByLabelText('Foto Profil');
    await userEvent.upload(
      input,
      new File(['%PDF-1.4'], 'surat.pdf', { type: 'application/pdf' }),
      {
        applyAccept: false,
      },
    );
    expect(
      await screen.findByText('File harus berupa gambar JPG, PNG atau WebP'),
    ).toBeInTheDocument();
  });

  it("shows 'Something went wrong' when the profile cannot load", async () => {
    server.use(http.get('/api/user/profile', () => serverBusy()));
    renderApp('/profile', 'RND');
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
  });

  it("opens from the app bar's profile menu", async () => {
    renderApp('/dashboard', 'ESS');
    await userEvent.click(await screen.findByRole('button', { name: 'Profil' }));
    const menu = await screen.findByRole('menu', { name: /Profil|/ });
    await userEvent.click(within(menu).getByText('Ganti Password'));
    await waitFor(() => expect(window.location.pathname).toBe('/change-password'));
  });
});

describe('/dashboard', () => {
  it("adds registrations and upgrades on a branch's four cards", async () => {
    renderApp('/dashboard', 'CABANG');
    const pending = await screen.findByRole('group', { name: 'Menunggu Konfirmasi' });
    await waitFor(() => expect(within(pending).getByText('3')).toBeInTheDocument());
    expect(within(pending).getByText('Pendaftaran 2 · Upgrade 1')).toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: 'Terkonfirmasi' })).getByText('5'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: 'Ditolak' })).getByText('3'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: 'Belum Upload' })).getByText('7'),
    ).toBeInTheDocument();
    expect(screen.getByText('Hari ini, 18 November 2026')).toBeInTheDocument();
  });

  it('shows central staff three cards from the all-branch count', async () => {
    let asked = '';
    server.use(
      http.get('/api/user/dashboard/count', ({ request }) => {
        asked = new URL(request.url).pathname;
        return HttpResponse.json({
          start_date: '2026-11-18',
          end_date: '2026-11-18',
          data: {
            count_pending: 9,
            count_approved: 0,
            count_rejected: 0,
            count_not_upload: 0,
            upgrade_count_pending: 1,
            upgrade_count_approved: 0,
            upgrade_count_rejected: 0,
            upgrade_count_not_upload: 0,
          },
        });
      }),
    );
    renderApp('/dashboard', 'SBS');
    const pending = await screen.findByRole('group', { name: 'Menunggu Konfirmasi' });
    await waitFor(() => expect(within(pending).getByText('10')).toBeInTheDocument());
    expect(screen.queryByRole('group', { name: 'Belum Upload' })).not.toBeInTheDocument();
    expect(asked).toBe('/api/user/dashboard/count');
  });
});

describe('/help-center', () => {
  // Every user, CLUB included, sees Help Center.
  it.each(['RND', 'CLUB'] as const)(
    "links 'Download Panduan' to the configured guide (%s)",
    async (group) => {
      renderApp('/help-center', group);
      expect(await screen.findByRole('link', { name: 'Download Panduan' })).toHaveAttribute(
        'href',
        'https://contoh.id/panduan.pdf',
      );
    },
  );
});
