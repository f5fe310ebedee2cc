import { beforeEach, describe, expect, it } from 'vitest';
import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Paged } from '../../domain/api/common';
import type { InquiryMember, InquiryRow } from '../../domain/api/inquiryData';
import { registrationRecord } from './support/registrationRecord';
import { renderApp, screen } from './support/renderApp';
import { server } from './support/server';
import { hoursHandler } from './support/hours';

const row = (id: number): InquiryRow => ({
  id,
  nama_lengkap: `Anggota ${id}`,
  jenis_pendaftaran: id % 2 ? 'AOG' : 'MOG',
  no_id: `AOG000000${id}`,
  email: `anggota${id}@contoh.id`,
  no_wa: '+6281234567890',
});

const paged = (data: InquiryRow[], page: number, total: number): Paged<InquiryRow> => ({
  data,
  current_page: page,
  per_page: 10,
  total,
  from: data.length ? (page - 1) * 10 + 1 : null,
  last_page: Math.max(1, Math.ceil(total / 10)),
});

const member = (overrides: Partial<InquiryMember> = {}): InquiryMember => ({
  ...registrationRecord(),
  version: 3,
  log_update_register_aog_mog_last: null,
  history: [],
  history_upgrade: [],
  persetujuan_data: [],
  anonymised_at: null,
  ...overrides,
});

describe('/inquiry-data', () => {
  it('lists members 10 a page and searches by name by default, by ID when chosen', async () => {
    const queries: Record<string, string>[] = [];
    server.use(
      http.get('/api/user/sbs/search_register_aog_mog', ({ request }) => {
        const query = Object.fromEntries(new URL(request.url).searchParams);
        queries.push(query);
        return HttpResponse.json(paged([row(1), row(2)], 1, 12));
      }),
    );
    renderApp('/inquiry-data', 'SBS');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Inquiry Data' }),
    ).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Inquiry Data' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      'No',
      'Nama',
      'Status Anggota',
      'No ID',
      'Email',
      'No WhatsApp',
      'Edit',
    ]);
    expect(within(table).getByText('Anggota 2')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Edit Anggota 1' })).toHaveAttribute(
      'href',
      '/inquiry-data/edit/1',
    );

    await userEvent.type(screen.getByRole('textbox', { name: 'Cari Anggota' }), 'siti');
    await waitFor(() => expect(queries.at(-1)).toEqual({ page: '1', nama_lengkap: 'siti' }));

    await userEvent.click(screen.getByRole('combobox', { name: 'Cari Berdasarkan' }));
    await userEvent.click(await screen.findByRole('option', { name: 'No ID' }));
    await waitFor(() => expect(queries.at(-1)).toEqual({ page: '1', no_id: 'siti' }));
  });

  it('is not offered to CABANG', async () => {
    renderApp('/inquiry-data', 'CABANG');
    await waitFor(() => expect(window.location.pathname).toBe('/not-found'));
  });
});

describe('/inquiry-data/edit/{id}', () => {
  // The form's region pickers and operating hours, which these tests do not look at.
  beforeEach(() => {
    server.use(
      http.get('/api/general/:level/search', () => HttpResponse.json({ data: [] })),
      hoursHandler(),
    );
  });

  it('shows the preview and history, sends the version and returns to the list', async () => {
    const sent: Record<string, unknown>[] = [];
    server.use(
      http.get('/api/user/sbs/register_aog_mog/7', () =>
        HttpResponse.json({
          data: member({
            log_update_register_aog_mog_last: {
              name_editor: 'Petugas SBS',
              updated_at: '2026-11-12T04:05:00.000Z',
            },
            history: [
              {
                id: 1,
                name_editor: 'Petugas SBS',
                updated_at: '2026-11-12T04:05:00.000Z',
                fields: { pekerjaan: { from: 'Petani', to: 'Guru' } },
              },
            ],
          }),
        }),
      ),
      http.patch('/api/user/sbs/register_aog_mog/7', async ({ request }) => {
        sent.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json({ data: member({ version: 4 }) });
      }),
      http.get('/api/user/sbs/search_register_aog_mog', () =>
        HttpResponse.json(paged([row(7)], 1, 1)),
      ),
    );
    renderApp('/inquiry-data/edit/7', 'SBS');
    const preview = await screen.findByText('Preview');
    const card = preview.closest('.MuiCard-root') as HTMLElement;
    expect(
      within(card).getByText('Petugas Bandung, 10 November 2026 10:00 WIB'),
    ).toBeInTheDocument();
    expect(within(card).getByText('Petugas SBS, 12 November 2026 11:05 WIB')).toBeInTheDocument();
    const history = screen.getByRole('table', { name: 'Riwayat Perubahan' });
    expect(within(history).getByText('Petani')).toBeInTheDocument();
    expect(within(history).getByText('pekerjaan')).toBeInTheDocument();

    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /Pekerjaan/ })).toHaveValue('Guru'),
    );
    const job = screen.getByRole('textbox', { name: /Pekerjaan/ });
    await userEvent.clear(job);
    await userEvent.type(job, 'Dosen');
    await userEvent.click(screen.getByRole('button', { name: 'Perbaharui Data' }));
    const dialog = await screen.findByRole('dialog', { name: 'Konfirmasi Form' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Data Upgraded')).toBeInTheDocument();
    expect(sent[0]).toMatchObject({ pekerjaan: 'Dosen', version: 3, no_id: 'MOG0000007' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Inquiry Data' }),
    ).toBeInTheDocument();
  });

  it('says another officer changed the member when the save is stale (409)', async () => {
    server.use(
      http.get('/api/user/sbs/register_aog_mog/7', () => HttpResponse.json({ data: member() })),
      http.patch('/api/user/sbs/register_aog_mog/7', () =>
        HttpResponse.json({ message: 'stale', data: member({ version: 4 }) }, { status: 409 }),
      ),
    );
    renderApp('/inquiry-data/edit/7', 'SBS');
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /Pekerjaan/ })).toHaveValue('Guru'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Perbaharui Data' }));
    const dialog = await screen.findByRole('dialog', { name: 'Konfirmasi Form' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Something Went Wrong')).toBeInTheDocument();
    expect(await screen.findByText(/telah diubah oleh petugas lain/)).toBeInTheDocument();
  });
});
