import { describe, expect, it } from 'vitest';
import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { OperatingHoursResponse } from '../../domain/api/hours';
import type { RegistrationRow } from '../../domain/api/receipts';
import { renderApp, screen } from './support/renderApp';
import { uploadedReceipt } from './support/receipts';
import { server, serverBusy } from './support/server';

const row = (id: number, overrides: Partial<RegistrationRow> = {}): RegistrationRow => ({
  id,
  // 03:00 UTC is 10:00 in Jakarta.
  created_at: `2026-11-${String(18 - id).padStart(2, '0')}T03:${String(id).padStart(2, '0')}:00.000Z`,
  nama_lengkap: `Calon ${id}`,
  jenis_pendaftaran: 'MOG',
  no_id: `MOG000000${id}`,
  cabang_pembina: 'Cabang Jakarta Selatan',
  nama_pereferal: `Pereferal ${id}`,
  apakah_sudah_mengikuti_private_class: null,
  biaya_total: 420_000,
  ...overrides,
});

const ROWS: RegistrationRow[] = [
  row(1, {
    nama_lengkap: 'Hasan Tanjung',
    jenis_pendaftaran: 'AOG',
    no_id: 'AOG0001132',
    apakah_sudah_mengikuti_private_class: 'belum',
    biaya_total: 3_650_000,
  }),
  row(2, {
    nama_lengkap: 'Rudi Wijayanto',
    jenis_pendaftaran: 'AOG',
    apakah_sudah_mengikuti_private_class: 'sudah',
    biaya_total: 2_900_000,
  }),
  ...[3, 4, 5, 6, 7].map((id) => row(id)),
];

const hours = (is_open = true): OperatingHoursResponse => ({
  data: {
    open: 10,
    closed: 16,
    days: [1, 2, 3, 4, 5],
    is_open,
    now: '2026-11-18T04:00:00.000Z',
    message: 'Waktu Operasional Senin - Jumat Pukul 10.00 - 16.00 WIB',
  },
});

/** One page of the rows as the server pages and sorts them (ties in id order). */
const pageOf = (rows: RegistrationRow[], url: URL) => {
  const page = Number(url.searchParams.get('page') ?? 1);
  const perPage = Number(url.searchParams.get('per_page') ?? 5);
  const field = (url.searchParams.get('sort') ?? 'created_at') as keyof RegistrationRow;
  const direction = url.searchParams.get('order') === 'ASC' ? 1 : -1;
  const key = (r: RegistrationRow) => r[field] ?? '';
  const sorted = rows.toSorted(
    (a, b) => direction * (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : a.id - b.id),
  );
  const data = sorted.slice((page - 1) * perPage, page * perPage);
  return {
    data,
    current_page: page,
    per_page: perPage,
    total: rows.length,
    from: data.length ? (page - 1) * perPage + 1 : null,
    last_page: Math.max(1, Math.ceil(rows.length / perPage)),
  };
};

/** The branch's API as the server answers it; returns what the test wants to inspect. */
const api = (
  options: {
    rows?: RegistrationRow[];
    open?: boolean;
    count?: number;
    upload?: () => Response | Promise<Response>;
  } = {},
) => {
  const seen = {
    list: 0,
    status: 0,
    uploads: [] as unknown[],
    pages: [] as URLSearchParams[],
    totals: [] as number[][],
  };
  let rows = options.rows ?? ROWS;
  server.use(
    http.get('/api/user/register_aog_mog/index', ({ request }) => {
      seen.list += 1;
      const url = new URL(request.url);
      seen.pages.push(url.searchParams);
      return HttpResponse.json(pageOf(rows, url));
    }),
    http.post('/api/user/register_aog_mog/selection_total', async ({ request }) => {
      const { id_form } = (await request.json()) as { id_form: number[] };
      seen.totals.push(id_form);
      const picked = rows.filter((r) => id_form.includes(r.id));
      return HttpResponse.json({
        data: {
          id_form: picked.map((r) => r.id).sort((a, b) => a - b),
          amount: picked.reduce((sum, r) => sum + r.biaya_total, 0),
        },
      });
    }),
    http.get('/api/user/payment_receipt/cek_status', () => {
      seen.status += 1;
      return HttpResponse.json({
        data: { count: options.count ?? 0, limit: 2, day: '2026-11-18' },
      });
    }),
    http.get('/api/user/time_open_closed', () => HttpResponse.json(hours(options.open ?? true))),
    http.post('/api/user/register_aog_mog/upload_bukti_pembayaran', async ({ request }) => {
      const body = (await request.json()) as { id_form: number[] };
      seen.uploads.push(body);
      if (options.upload) return options.upload();
      rows = rows.filter((r) => !body.id_form.includes(r.id));
      return HttpResponse.json({ data: uploadedReceipt() }, { status: 201 });
    }),
  );
  return seen;
};

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

const TABLE = { name: 'Calon AOG/MOG yang belum upload bukti bayar' };
const table = () => screen.findByRole('table', TABLE);
/** The table as shown now: react-admin may draw it anew when the page changes. */
const table_ = () => screen.getByRole('table', TABLE);
const uploadButton = () => screen.getByRole('button', { name: 'Upload Bukti Bayar' });
/** Why the upload cannot go ahead: the text written beside the button, its description. */
const reasonOf = (button: HTMLElement) => {
  const id = button.getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
};

describe('/registration-form', () => {
  it('shows the page, its buttons, the rules and the first 5 rows', async () => {
    api();
    renderApp('/registration-form', 'CABANG');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Registration List' }),
    ).toBeInTheDocument();
    const download = screen.getByRole('link', { name: 'Download Form' });
    expect(download).toHaveAttribute('href', '/formulir-pendaftaran-aog-mog.pdf');
    expect(download).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: '+ AOG/MOG Baru' })).toHaveAttribute(
      'href',
      '/registration-form/pendaftaran',
    );
    expect(screen.getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/upgrade-mog');
    expect(screen.getByRole('link', { name: 'Anggota Terdaftar' })).toHaveAttribute(
      'href',
      '/registration-form-show',
    );
    expect(screen.getByText('Ketentuan Upload Bukti Bayar')).toBeInTheDocument();
    expect(
      await screen.findByText(/jam operasional: Senin - Jumat Pukul 10\.00 - 16\.00 WIB/),
    ).toBeInTheDocument();
    expect(screen.getByText(/maksimal 2 kali sehari/)).toBeInTheDocument();

    const grid = await table();
    const headers = within(grid)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers.slice(1)).toEqual([
      'Tanggal Pendaftaran',
      'Nama Lengkap',
      'Jenis Pendaftaran',
      'No ID',
      'Cabang Pembina',
      'Nama Pereferal',
      'Private Class',
      'Total Biaya',
    ]);
    const first = (await within(grid).findByText('Hasan Tanjung')).closest('tr')!;
    expect(within(first).getByText('17 November 2026 10:01')).toBeInTheDocument();
    expect(within(first).getByText('AOG0001132')).toBeInTheDocument();
    expect(within(first).getByText('Belum')).toBeInTheDocument();
    expect(within(first).getByText('Rp 3.650.000')).toBeInTheDocument();
    expect(within(grid).getAllByRole('row')).toHaveLength(1 + 5);
    // react-admin's range text (its catalogue writes a hyphen where MUI writes an en dash).
    expect(screen.getByText(/^1–5 dari 7$/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('combobox', { name: /Baris per halaman/ }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      '5',
      '10',
      '25',
    ]);
    await userEvent.click(await screen.findByRole('option', { name: '10' }));
    await waitFor(() => expect(within(table_()).getAllByRole('row')).toHaveLength(1 + 7));
    expect(screen.getByText(/^1–7 dari 7$/)).toBeInTheDocument();
    expect(new URLSearchParams(window.location.search).get('perPage')).toBe('10');
  });

  it('pages and sorts the rows through the URL', async () => {
    const seen = api();
    renderApp('/registration-form?page=2', 'CABANG');
    const grid = await table();
    expect(await within(grid).findByText('Calon 6')).toBeInTheDocument();
    expect(within(grid).getByText('Calon 7')).toBeInTheDocument();
    expect(within(grid).getAllByRole('row')).toHaveLength(1 + 2);
    expect(screen.getByText(/^6–7 dari 7$/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Ke halaman sebelumnya' }));
    expect(await within(table_()).findByText('Hasan Tanjung')).toBeInTheDocument();
    expect(new URLSearchParams(window.location.search).get('page')).toBe('1');

    // Sorted by the total, highest first: the two AOG rows lead.
    await userEvent.click(within(table_()).getByText('Total Biaya'));
    await waitFor(() =>
      expect(new URLSearchParams(window.location.search).get('order')).toBe('ASC'),
    );
    await userEvent.click(
      await within(table_()).findByRole('button', { name: /Total Biaya menurun/ }),
    );
    await waitFor(() =>
      expect(new URLSearchParams(window.location.search).get('order')).toBe('DESC'),
    );
    expect(new URLSearchParams(window.location.search).get('sort')).toBe('biaya_total');
    await waitFor(() => {
      const names = within(table_())
        .getAllByRole('row')
        .slice(1)
        .map((r) => within(r).getAllByRole('cell')[2]!.textContent);
      expect(names.slice(0, 2)).toEqual(['Hasan Tanjung', 'Rudi Wijayanto']);
    });
    // The server pages and sorts: each request asks for one page in react-admin's order.
    expect(Object.fromEntries(seen.pages.at(-1)!)).toEqual({
      page: '1',
      per_page: '5',
      sort: 'biaya_total',
      order: 'DESC',
    });
  });

  it('keeps the upload disabled until rows are checked, and adds their total', async () => {
    api();
    renderApp('/registration-form', 'CABANG');
    const grid = await table();
    await within(grid).findByText('Hasan Tanjung');
    expect(uploadButton()).toBeDisabled();
    expect(reasonOf(uploadButton())).toBe('Silahkan Checklist Data dibawah terlebih dahulu');
    expect(screen.getByText('0 data dipilih, total Rp 0')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Pilih Hasan Tanjung' }));
    await userEvent.click(within(grid).getByText('Rudi Wijayanto'));
    expect(screen.getByText('2 data dipilih, total Rp 6.550.000')).toBeInTheDocument();
    expect(uploadButton()).toBeEnabled();
    expect(uploadButton()).not.toHaveAttribute('aria-disabled');
    expect(reasonOf(uploadButton())).toBeUndefined();

    const all = screen.getByRole('checkbox', { name: 'Pilih semua' });
    expect(all).toHaveAttribute('data-indeterminate', 'true');
    await userEvent.click(all);
    // Every row, also those on the next page: 3.650.000 + 2.900.000 + 5 × 420.000.
    expect(await screen.findByText('7 data dipilih, total Rp 8.650.000')).toBeInTheDocument();
    expect(all).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Ke halaman berikutnya' }));
    expect(await within(table_()).findByRole('checkbox', { name: 'Pilih Calon 7' })).toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Pilih semua' }));
    expect(await screen.findByText('0 data dipilih, total Rp 0')).toBeInTheDocument();
    expect(uploadButton()).toBeDisabled();
  });

  it("offers react-admin's 'Pilih semua' once the whole page is checked", async () => {
    api();
    renderApp('/registration-form', 'CABANG');
    const grid = await table();
    await within(grid).findByText('Hasan Tanjung');
    expect(screen.queryByRole('button', { name: 'Pilih semua' })).not.toBeInTheDocument();
    for (const name of ['Hasan Tanjung', 'Rudi Wijayanto', 'Calon 3', 'Calon 4', 'Calon 5']) {
      await userEvent.click(within(grid).getByRole('checkbox', { name: `Pilih ${name}` }));
    }
    expect(await screen.findByText('5 data dipilih, total Rp 7.810.000')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pilih semua' }));
    expect(await screen.findByText('7 data dipilih, total Rp 8.650.000')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Pilih semua' })).toBeChecked();
    expect(screen.queryByRole('button', { name: 'Pilih semua' })).not.toBeInTheDocument();
  });

  it('uploads an image for the checked rows, then refreshes the list', async () => {
    const seen = api();
    renderApp('/registration-form', 'CABANG');
    const grid = await table();
    await userEvent.click(
      await within(grid).findByRole('checkbox', { name: 'Pilih Hasan Tanjung' }),
    );
    await userEvent.click(within(grid).getByRole('checkbox', { name: 'Pilih Calon 3' }));
    await userEvent.click(uploadButton());

    const dialog = await screen.findByRole('dialog', { name: 'Upload Bukti Bayar' });
    expect(within(dialog).getByLabelText('Total Biaya')).toHaveValue('Rp 4.070.000');
    expect(within(dialog).getByLabelText('Total Biaya')).toHaveAttribute('readonly');
    expect(within(dialog).getByLabelText('Calon AOG/MOG')).toHaveValue('2 data dipilih');
    const send = within(dialog).getByRole('button', { name: 'Kirim' });
    expect(send).toBeDisabled();

    const input = within(dialog).getByLabelText('Foto Bukti Bayar');
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    await userEvent.upload(
      input,
      new File(['%PDF-1.4'], 'bukti.pdf', { type: 'application/pdf' }),
      {
        applyAccept: false,
      },
    );
    expect(
      await within(dialog).findByText('File harus berupa gambar JPG, PNG atau WebP'),
    ).toBeInTheDocument();
    expect(send).toBeDisabled();

    await userEvent.upload(input, new File([PNG], 'bukti.png', { type: 'image/png' }));
    const preview = await within(dialog).findByRole('img', { name: 'Pratinjau bukti bayar' });
    expect(preview.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(send).toBeEnabled();
    const listCalls = seen.list;
    await userEvent.click(send);

    expect(await screen.findByText('Berhasil Upload Bukti Bayar')).toBeInTheDocument();
    expect(seen.uploads).toEqual([
      {
        image: expect.stringMatching(/^data:image\/png;base64,/),
        id_form: [1, 3],
        amount: 4_070_000,
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(seen.list).toBeGreaterThan(listCalls));
    await waitFor(() => expect(within(grid).queryByText('Hasan Tanjung')).not.toBeInTheDocument());
    expect(screen.getByText('0 data dipilih, total Rp 0')).toBeInTheDocument();
  });

  it('keeps rows checked on other pages: their total and the upload come from the server', async () => {
    const seen = api();
    renderApp('/registration-form', 'CABANG');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Pilih Hasan Tanjung' }));
    expect(await screen.findByText('1 data dipilih, total Rp 3.650.000')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ke halaman berikutnya' }));
    await userEvent.click(await within(table_()).findByRole('checkbox', { name: 'Pilih Calon 7' }));
    // Hasan Tanjung is not on this page, nor loaded: the server adds up both.
    expect(await screen.findByText('2 data dipilih, total Rp 4.070.000')).toBeInTheDocument();
    expect(within(table_()).queryByText('Hasan Tanjung')).not.toBeInTheDocument();
    expect(seen.totals.at(-1)).toEqual([1, 7]);

    await userEvent.click(uploadButton());
    const dialog = await screen.findByRole('dialog', { name: 'Upload Bukti Bayar' });
    expect(within(dialog).getByLabelText('Total Biaya')).toHaveValue('Rp 4.070.000');
    expect(within(dialog).getByLabelText('Calon AOG/MOG')).toHaveValue('2 data dipilih');
    await userEvent.upload(
      within(dialog).getByLabelText('Foto Bukti Bayar'),
      new File([PNG], 'bukti.png', { type: 'image/png' }),
    );
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Kirim' }));
    expect(await screen.findByText('Berhasil Upload Bukti Bayar')).toBeInTheDocument();
    expect(seen.uploads).toEqual([
      {
        image: expect.stringMatching(/^data:image\/png;base64,/),
        id_form: [1, 7],
        amount: 4_070_000,
      },
    ]);
  });

  it('leaves out a checked row the server no longer lists, sending only the rest', async () => {
    const seen = api();
    renderApp('/registration-form', 'CABANG');
    const grid = await table();
    await userEvent.click(await within(grid).findByRole('checkbox', { name: 'Pilih Calon 3' }));
    await userEvent.click(within(grid).getByRole('checkbox', { name: 'Pilih Calon 4' }));
    expect(await screen.findByText('2 data dipilih, total Rp 840.000')).toBeInTheDocument();
    // Another session uploads Calon 4 meanwhile: the server's answer drops it.
    server.use(
      http.post('/api/user/register_aog_mog/selection_total', () =>
        HttpResponse.json({ data: { id_form: [3], amount: 420_000 } }),
      ),
    );
    await userEvent.click(within(grid).getByRole('checkbox', { name: 'Pilih Calon 5' }));
    expect(await screen.findByText('1 data dipilih, total Rp 420.000')).toBeInTheDocument();
    await userEvent.click(uploadButton());
    const dialog = await screen.findByRole('dialog', { name: 'Upload Bukti Bayar' });
    await userEvent.upload(
      within(dialog).getByLabelText('Foto Bukti Bayar'),
      new File([PNG], 'bukti.png', { type: 'image/png' }),
    );
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Kirim' }));
    await waitFor(() =>
      expect(seen.uploads).toEqual([{ image: expect.any(String), id_form: [3], amount: 420_000 }]),
    );
  });

  it("shows the server's message when it refuses the upload, and keeps the dialog", async () => {
    api({
      upload: () =>
        HttpResponse.json(
          { message: 'Bukti bayar untuk data ini sudah diupload (id 1)' },
          { status: 409 },
        ),
    });
    renderApp('/registration-form', 'CABANG');
    const grid = await table();
    await userEvent.click(
      await within(grid).findByRole('checkbox', { name: 'Pilih Hasan Tanjung' }),
    );
    await userEvent.click(uploadButton());
    const dialog = await screen.findByRole('dialog', { name: 'Upload Bukti Bayar' });
    await userEvent.upload(
      within(dialog).getByLabelText('Foto Bukti Bayar'),
      new File([PNG], 'bukti.png', { type: 'image/png' }),
    );
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Kirim' }));
    expect(
      await screen.findByText('Bukti bayar untuk data ini sudah diupload (id 1)'),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Upload Bukti Bayar' })).toBeInTheDocument();
  });

  it("says 'Foto atau Calon AOG/MOG atau Total Biaya belum diisi' without a total, sending nothing", async () => {
    const seen = api({ rows: [row(1, { nama_lengkap: 'Tanpa Biaya', biaya_total: 0 })] });
    renderApp('/registration-form', 'CABANG');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Pilih Tanpa Biaya' }));
    await userEvent.click(uploadButton());
    const dialog = await screen.findByRole('dialog', { name: 'Upload Bukti Bayar' });
    await userEvent.upload(
      within(dialog).getByLabelText('Foto Bukti Bayar'),
      new File([PNG], 'bukti.png', { type: 'image/png' }),
    );
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Kirim' }));
    expect(
      await screen.findByText('Foto atau Calon AOG/MOG atau Total Biaya belum diisi'),
    ).toBeInTheDocument();
    expect(seen.uploads).toEqual([]);
  });

  it('outside operating hours explains instead of opening the upload', async () => {
    api({ open: false });
    renderApp('/registration-form', 'CABANG');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Pilih Hasan Tanjung' }));
    await waitFor(() => expect(reasonOf(uploadButton())).toBe('Sudah melewati batas waktu'));
    expect(uploadButton()).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(uploadButton());
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('Waktu Operasional Senin - Jumat Pukul 10.00 - 16.00 WIB'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Upload Bukti Bayar' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tutup' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("at the day's limit shows 'Peringatan' instead of opening the upload", async () => {
    api({ count: 2 });
    renderApp('/registration-form', 'CABANG');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Pilih Hasan Tanjung' }));
    await waitFor(() =>
      expect(reasonOf(uploadButton())).toBe('Upload bukti pembayaran sudah mencapai limit'),
    );
    // It looks disabled and says so, yet a click still explains.
    expect(uploadButton()).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText('Upload bukti pembayaran sudah mencapai limit')).toBeVisible();
    await userEvent.click(uploadButton());
    const dialog = await screen.findByRole('dialog', { name: 'Peringatan' });
    expect(
      within(dialog).getByText('Upload bukti pembayaran sudah mencapai limit (Maks 2 kali sehari)'),
    ).toBeInTheDocument();
  });

  it('checks the limit again at the click: one reached meanwhile is refused there', async () => {
    const seen = api({ count: 1 });
    renderApp('/registration-form', 'CABANG');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Pilih Hasan Tanjung' }));
    await waitFor(() => expect(seen.status).toBe(1));
    server.use(
      http.get('/api/user/payment_receipt/cek_status', () =>
        HttpResponse.json({ data: { count: 2, limit: 2, day: '2026-11-18' } }),
      ),
    );
    await userEvent.click(uploadButton());
    expect(await screen.findByRole('dialog', { name: 'Peringatan' })).toBeInTheDocument();
  });

  it("says 'Something went wrong' when the limit check fails", async () => {
    api();
    server.use(http.get('/api/user/payment_receipt/cek_status', () => serverBusy()));
    renderApp('/registration-form', 'CABANG');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Pilih Hasan Tanjung' }));
    await userEvent.click(uploadButton());
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Upload Bukti Bayar' })).not.toBeInTheDocument();
  });

  it('says so when every row already has its proof', async () => {
    api({ rows: [] });
    renderApp('/registration-form', 'CABANG');
    expect(await screen.findByText('Semua data sudah diupload bukti bayarnya')).toBeInTheDocument();
    // react-admin's empty state: no table, so nothing to select and nothing to upload.
    expect(screen.queryByRole('checkbox', { name: 'Pilih semua' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload Bukti Bayar' })).not.toBeInTheDocument();
    expect(screen.getByText('Ketentuan Upload Bukti Bayar')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+ AOG/MOG Baru' })).toBeInTheDocument();
  });

  it('is only for the branches', async () => {
    renderApp('/registration-form', 'SBS');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Halaman tidak ditemukan' }),
    ).toBeInTheDocument();
  });
});
