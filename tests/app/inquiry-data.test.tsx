import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Paged } from '../../domain/api/common';
import type { InquiryMember, InquiryRow } from '../../domain/api/inquiryData';
import { registrationRecord } from './support/registrationRecord';
import { renderApp, screen } from './support/renderApp';
import { server } from './support/server';
import { hoursHandler } from './support/hours';

/** The whole member form, its region pickers and the rights card render in jsdom: a bound, not a wait. */
const FORM = { timeout: 90_000 };

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
  riwayat_persetujuan_whatsapp: [],
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

  it('shows the preview and history, sends the version and returns to the list', FORM, async () => {
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

    await waitFor(() => expect(screen.getByLabelText(/Pekerjaan/)).toHaveValue('Guru'));
    const job = screen.getByLabelText(/Pekerjaan/);
    await userEvent.clear(job);
    await userEvent.type(job, 'Dosen');
    // The member's answer to WhatsApp messages, as recorded; unticking it withdraws it.
    const whatsapp = screen.getByRole('checkbox', {
      name: /^Saya bersedia menerima pesan WhatsApp/,
      hidden: true,
    });
    expect(whatsapp).toBeChecked();
    await userEvent.click(whatsapp);
    await userEvent.click(screen.getByRole('button', { name: 'Perbaharui Data', hidden: true }));
    const dialog = await screen.findByRole('dialog', { name: 'Konfirmasi Form' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Data Upgraded')).toBeInTheDocument();
    expect(sent[0]).toMatchObject({
      pekerjaan: 'Dosen',
      version: 3,
      no_id: 'MOG0000007',
      persetujuan_whatsapp: false,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Inquiry Data' }),
    ).toBeInTheDocument();
  });

  it('says another officer changed the member when the save is stale (409)', FORM, async () => {
    server.use(
      http.get('/api/user/sbs/register_aog_mog/7', () => HttpResponse.json({ data: member() })),
      http.patch('/api/user/sbs/register_aog_mog/7', () =>
        HttpResponse.json({ message: 'stale', data: member({ version: 4 }) }, { status: 409 }),
      ),
    );
    renderApp('/inquiry-data/edit/7', 'SBS');
    await waitFor(() => expect(screen.getByLabelText(/Pekerjaan/)).toHaveValue('Guru'));
    await userEvent.click(screen.getByRole('button', { name: 'Perbaharui Data', hidden: true }));
    const dialog = await screen.findByRole('dialog', { name: 'Konfirmasi Form' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Something Went Wrong')).toBeInTheDocument();
    expect(await screen.findByText(/telah diubah oleh petugas lain/)).toBeInTheDocument();
  });
});

describe("/inquiry-data/edit/{id}: the member's rights", () => {
  const createObjectURL = URL.createObjectURL;
  const revokeObjectURL = URL.revokeObjectURL;
  beforeEach(() => {
    server.use(
      hoursHandler(),
      http.get('/api/general/:level/search', () => HttpResponse.json({ data: [] })),
    );
    URL.createObjectURL = vi.fn(() => 'blob:data-anggota');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => {
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = revokeObjectURL;
    vi.restoreAllMocks();
  });

  const consented = member({
    persetujuan_data: [
      {
        versi: '2026-11-27',
        teks: 'Saya menyetujui …',
        sumber: 'registration',
        diberikan: true,
        waktu: '2026-11-10T03:00:00.000Z',
        dicatat_oleh: 'Petugas Bandung',
      },
    ],
  });

  it('shows the consents and downloads the export as data-anggota-<no_id>.zip', FORM, async () => {
    server.use(
      http.get('/api/user/sbs/register_aog_mog/7', () => HttpResponse.json({ data: consented })),
      http.get('/api/user/sbs/register_aog_mog/7/export', () =>
        HttpResponse.arrayBuffer(new Uint8Array([0x50, 0x4b, 0x03, 0x04]).buffer, {
          headers: { 'content-type': 'application/zip' },
        }),
      ),
    );
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    renderApp('/inquiry-data/edit/7', 'SBS');
    const consents = await screen.findByRole('list', { name: 'Persetujuan Data' });
    expect(within(consents).getByText('Versi 2026-11-27 (registration)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ekspor Data Anggota' }));
    expect(await screen.findByText('Data anggota diunduh')).toBeInTheDocument();
    expect(saved).toEqual(['data-anggota-MOG0000007.zip']);
  });

  it(
    'erases only after the dialog is confirmed, sending the member ID, then shows the erasure',
    FORM,
    async () => {
      let erased = false;
      const sent: unknown[] = [];
      const anonymised = member({
        nama_lengkap: 'Data Dihapus',
        anonymised_at: '2026-11-18T04:00:00.000Z',
      });
      server.use(
        http.get('/api/user/sbs/register_aog_mog/7', () =>
          HttpResponse.json({ data: erased ? anonymised : consented }),
        ),
        http.post('/api/user/sbs/register_aog_mog/7/anonymise', async ({ request }) => {
          sent.push(await request.json());
          erased = true;
          return HttpResponse.json({ data: anonymised });
        }),
      );
      renderApp('/inquiry-data/edit/7', 'SBS');
      await userEvent.click(await screen.findByRole('button', { name: 'Hapus Data Pribadi' }));
      let dialog = await screen.findByRole('dialog', { name: 'Hapus data pribadi anggota ini?' });
      await userEvent.click(within(dialog).getByRole('button', { name: /Batal|Cancel/ }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(sent).toEqual([]);

      await userEvent.click(screen.getByRole('button', { name: 'Hapus Data Pribadi' }));
      dialog = await screen.findByRole('dialog', { name: 'Hapus data pribadi anggota ini?' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Ya, Hapus' }));
      expect(await screen.findByText('Data pribadi anggota telah dihapus')).toBeInTheDocument();
      expect(sent).toEqual([{ no_id: 'MOG0000007' }]);
      expect(await screen.findByText(/telah dihapus pada/)).toBeInTheDocument();
      // The page is hidden from the accessibility tree until the dialog's exit has finished.
      expect(await screen.findByRole('button', { name: 'Hapus Data Pribadi' })).toBeDisabled();
    },
  );
});
