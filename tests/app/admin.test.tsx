import { describe, expect, it } from 'vitest';
import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { AdminAccount, AdminBranch } from '../../domain/api/admin';
import type { BranchMemberCount } from '../../domain/api/branches';
import type { Paged } from '../../domain/api/common';
import { renderApp, screen } from './support/renderApp';
import { server } from './support/server';

const branch = (id: number, name: string, extra: Partial<AdminBranch> = {}): AdminBranch => ({
  id,
  name,
  city: 'Jakarta',
  address: null,
  no_wa: null,
  active: true,
  created_at: '2026-01-05T03:00:00Z',
  updated_at: '2026-01-05T03:00:00Z',
  bank_accounts: [],
  reminders_enabled: true,
  ...extra,
});

const account = (id: number, name: string, extra: Partial<AdminAccount> = {}): AdminAccount => ({
  id,
  name,
  email: `${name.toLowerCase().replace(/\s+/g, '.')}@demo.local`,
  group: 'CABANG',
  branch_id: 1,
  branch_name: 'Cabang Jakarta Selatan',
  active: true,
  created_at: '2026-01-05T03:00:00Z',
  updated_at: '2026-01-05T03:00:00Z',
  ...extra,
});

/** The server's simple-rest dialect: an array and its Content-Range. */
const rangeAnswer = <T,>(resource: string, rows: T[], total = rows.length) =>
  HttpResponse.json(rows, {
    headers: {
      'Content-Range': `${resource} 0-${Math.max(0, rows.length - 1)}/${total}`,
      'Access-Control-Expose-Headers': 'Content-Range',
    },
  });

/** Serves a list and records every query it was asked. */
const serveList = <T,>(resource: string, rows: T[]) => {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get(`/api/admin/${resource}`, ({ request }) => {
      const params = new URL(request.url).searchParams;
      queries.push(params);
      return rangeAnswer(resource, rows);
    }),
  );
  return queries;
};

const BRANCHES = [
  branch(1, 'Cabang Jakarta Selatan'),
  branch(2, 'Cabang Bandung', { city: 'Bandung' }),
];

describe('administration (SBS)', () => {
  it('lists branches from /api/admin/branches with sort, range and search in simple-rest form', async () => {
    const queries = serveList('branches', BRANCHES);
    renderApp('/admin/branches', 'SBS');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Kelola Cabang' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Cabang Bandung')).toBeInTheDocument();
    const first = queries[0]!;
    expect(JSON.parse(first.get('sort')!)).toEqual(['name', 'ASC']);
    expect(JSON.parse(first.get('range')!)).toEqual([0, 24]);
    expect(screen.getByRole('columnheader', { name: /Nama Cabang/ })).toBeInTheDocument();
    expect(screen.getAllByText('Aktif')).toHaveLength(2);

    await userEvent.type(screen.getByRole('searchbox', { name: 'Cari' }), 'band');
    await waitFor(() => expect(JSON.parse(queries.at(-1)!.get('filter')!)).toEqual({ q: 'band' }));
    expect(window.location.search).toContain('band');
  });

  it('shows the Administrasi menu to SBS only', async () => {
    serveList('branches', BRANCHES);
    renderApp('/dashboard', 'SBS');
    const nav = await screen.findByRole('menu');
    expect(await within(nav).findByText('Administrasi')).toBeInTheDocument();
    for (const label of [
      'Kelola Cabang',
      'Akun Staf',
      'Pengaturan',
      'Jadwal Biaya',
      'Riwayat Perubahan',
    ]) {
      expect(within(nav).getByRole('menuitem', { name: label })).toBeInTheDocument();
    }
  });

  it('keeps every other group out of the administration screens', async () => {
    renderApp('/admin/accounts', 'ESS');
    await waitFor(() => expect(window.location.pathname).toBe('/not-found'));
  });

  it('creates a branch checked by the domain schema, and shows the server field message on a taken name', async () => {
    serveList('branches', BRANCHES);
    const posted: unknown[] = [];
    server.use(
      http.post('/api/admin/branches', async ({ request }) => {
        const body = (await request.json()) as { name: string };
        posted.push(body);
        if (body.name === 'Cabang Bandung') {
          return HttpResponse.json(
            { message: 'Data bentrok', errors: { name: ['Nama cabang sudah dipakai'] } },
            { status: 409 },
          );
        }
        return HttpResponse.json(branch(9, body.name), { status: 201 });
      }),
      http.get('/api/admin/branches/9', () => HttpResponse.json(branch(9, 'Cabang Medan'))),
    );
    renderApp('/admin/branches/create', 'SBS');
    const name = await screen.findByRole('textbox', { name: /Nama Cabang/ });
    await userEvent.type(name, 'x');
    await userEvent.clear(name);
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Nama cabang wajib diisi')).toBeInTheDocument();
    expect(posted).toHaveLength(0);

    // The domain's limit (1,000), not one written again in the app.
    const address = screen.getByRole('textbox', { name: 'Alamat' });
    await userEvent.click(address);
    await userEvent.paste('a'.repeat(1001));
    await userEvent.type(name, 'Cabang Bandung');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Alamat maksimal 1000 karakter')).toBeInTheDocument();
    expect(posted).toHaveLength(0);
    await userEvent.type(address, '{Backspace}');

    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Nama cabang sudah dipakai')).toBeInTheDocument();
    expect(posted.at(-1)).toMatchObject({ address: 'a'.repeat(1000) });

    await userEvent.clear(name);
    await userEvent.type(name, 'Cabang Medan');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(window.location.pathname).toBe('/admin/branches/9/show'));
    expect(posted.at(-1)).toMatchObject({ name: 'Cabang Medan' });
    expect(await screen.findByText('Cabang Medan')).toBeInTheDocument();
  });

  it('deactivates a branch after asking, with DELETE, and keeps it listed', async () => {
    const deleted: string[] = [];
    server.use(
      http.get('/api/admin/branches/2', () => HttpResponse.json(BRANCHES[1])),
      http.delete('/api/admin/branches/2', ({ request }) => {
        deleted.push(request.url);
        return HttpResponse.json({ ...BRANCHES[1], active: false });
      }),
    );
    serveList('branches', BRANCHES);
    renderApp('/admin/branches/2', 'SBS');
    await screen.findByDisplayValue('Cabang Bandung');
    await userEvent.click(await screen.findByRole('button', { name: 'Nonaktifkan' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/riwayatnya tetap tersimpan/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: /Konfirmasi|Ya/ }));
    await waitFor(() => expect(deleted).toHaveLength(1));
    await waitFor(() => expect(window.location.pathname).toBe('/admin/branches'));
  });

  it('edits an account with a branch picker, then sends a reset link after asking', async () => {
    const puts: unknown[] = [];
    const resets: string[] = [];
    const rina = account(5, 'Rina Wati');
    serveList('accounts', [rina]);
    server.use(
      http.get('/api/admin/accounts/5', () => HttpResponse.json(rina)),
      http.get('/api/admin/branches', ({ request }) => {
        const filter = JSON.parse(new URL(request.url).searchParams.get('filter') ?? '{}') as {
          id?: number[];
        };
        const rows = filter.id ? BRANCHES.filter((b) => filter.id!.includes(b.id)) : BRANCHES;
        return rangeAnswer('branches', rows);
      }),
      http.put('/api/admin/accounts/5', async ({ request }) => {
        const body = (await request.json()) as Partial<AdminAccount>;
        puts.push(body);
        return HttpResponse.json({ ...rina, ...body });
      }),
      http.post('/api/admin/accounts/5/reset_link', ({ request }) => {
        resets.push(request.url);
        return HttpResponse.json({ message: 'Link reset password telah dikirim' });
      }),
    );
    renderApp('/admin/accounts/5', 'SBS');
    const name = await screen.findByDisplayValue('Rina Wati');
    expect(await screen.findByDisplayValue('Cabang Jakarta Selatan')).toBeInTheDocument();
    await userEvent.clear(name);
    await userEvent.type(name, 'Rina Wati Santoso');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toMatchObject({ name: 'Rina Wati Santoso', updated_at: rina.updated_at });
    expect(puts[0]).not.toHaveProperty('branch_name');
    await waitFor(() => expect(window.location.pathname).toBe('/admin/accounts/5/show'));
    // The show page, not the edit form on its way out.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Simpan' })).toBeNull());

    await userEvent.click(await screen.findByRole('button', { name: 'Kirim Link Reset Password' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('Kirim link reset password ke email akun ini?'),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: /Konfirmasi|Ya/ }));
    await waitFor(() => expect(resets).toHaveLength(1));
    expect(await screen.findByText('Link reset password telah dikirim')).toBeInTheDocument();
  });

  it('edits the settings record: hours, days and limits', async () => {
    const settingsRecord = {
      id: 'app',
      open_hour: 10,
      close_hour: 16,
      days: [1, 2, 3, 4, 5],
      upload_limit_registration: 2,
      upload_limit_upgrade: 2,
      notice_open: false,
      notice_title: 'Pemberitahuan Libur',
      notice_message: 'Tutup',
      help_center_url: 'https://contoh.id/panduan.pdf',
      wa_consent_branch: false,
      wa_consent_referrer: 'member',
      updated_at: null,
    };
    const puts: (typeof settingsRecord)[] = [];
    server.use(
      http.get('/api/admin/settings/app', () => HttpResponse.json(settingsRecord)),
      http.put('/api/admin/settings/app', async ({ request }) => {
        const body = (await request.json()) as typeof settingsRecord;
        puts.push(body);
        return HttpResponse.json(body);
      }),
    );
    renderApp('/admin/settings/app', 'SBS');
    const saturday = await screen.findByRole('checkbox', { name: 'Sabtu' });
    expect(screen.getByRole('checkbox', { name: 'Senin' })).toBeChecked();
    await userEvent.click(saturday);
    const limit = screen.getByRole('spinbutton', { name: /Batas Upload Bukti Pendaftaran/ });
    await userEvent.clear(limit);
    await userEvent.type(limit, '3');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]!.days).toEqual([1, 2, 3, 4, 5, 6]);
    expect(puts[0]!.upload_limit_registration).toBe(3);
  });
});

describe('/branch (CLUB)', () => {
  it('lists branches with their AOG and MOG counts, 10 a page, searched by name', async () => {
    const queries: URLSearchParams[] = [];
    const rows: BranchMemberCount[] = [
      {
        id: 1,
        name: 'Cabang Bandung',
        city: 'Bandung',
        active: true,
        count_aog: 12,
        count_mog: 40,
      },
      { id: 2, name: 'Cabang Bekasi', city: 'Bekasi', active: false, count_aog: 0, count_mog: 3 },
    ];
    server.use(
      http.get('/api/user/branch/index', ({ request }) => {
        queries.push(new URL(request.url).searchParams);
        const answer: Paged<BranchMemberCount> = {
          data: rows,
          current_page: 1,
          per_page: 10,
          total: 2,
          from: 1,
          last_page: 1,
        };
        return HttpResponse.json(answer);
      }),
    );
    renderApp('/branch', 'CLUB');
    expect(await screen.findByRole('heading', { level: 1, name: 'Branch' })).toBeInTheDocument();
    const bandung = (await screen.findByText('Cabang Bandung')).closest('tr')!;
    expect(within(bandung).getByText('12')).toBeInTheDocument();
    expect(within(bandung).getByText('40')).toBeInTheDocument();
    const bekasi = screen.getByText('Cabang Bekasi').closest('tr')!;
    expect(within(bekasi).getByText('Nonaktif')).toBeInTheDocument();
    expect(queries[0]!.get('page')).toBe('1');

    await userEvent.type(screen.getByRole('searchbox', { name: 'Cari Cabang' }), 'bek');
    await waitFor(() => expect(queries.at(-1)!.get('kata_kunci')).toBe('bek'));
  });

  it('is not offered to SBS, whose route table has no /branch', async () => {
    renderApp('/branch', 'SBS');
    await waitFor(() => expect(window.location.pathname).toBe('/not-found'));
  });
});
