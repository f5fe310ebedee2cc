import { describe, expect, it } from 'vitest';
import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Paged } from '../../domain/api/common';
import type { ReceiptDetail, ReceiptSummary, RegistrationRow } from '../../domain/api/receipts';
import type { ReceiptStatus } from '../../domain/receipts';
import { renderApp, screen } from './support/renderApp';
import { listSearch, listState, range } from './support/listUrl';
import { summaryOf } from './support/receipts';
import { server, serverBusy } from './support/server';

const row = (i: number): RegistrationRow => ({
  id: 100 + i,
  created_at: '2026-11-17T03:00:00.000Z',
  nama_lengkap: `Calon Anggota ${i}`,
  jenis_pendaftaran: i % 2 ? 'AOG' : 'MOG',
  no_id: `MOG00000${i}`,
  cabang_pembina: 'Cabang Jakarta Selatan',
  nama_pereferal: 'Ani Wijaya',
  apakah_sudah_mengikuti_private_class: i % 2 ? 'sudah' : null,
  biaya_total: i % 2 ? 2_900_000 : 420_000,
});

const receipt = (id: number, status: ReceiptStatus, rows = 2): ReceiptDetail => ({
  id,
  kind: 'registration',
  inv_name: `INV/REG/20261118/00${id}`,
  status,
  count_aog: 1,
  count_mog: rows - 1,
  total_biaya: 3_320_000,
  created_at: '2026-11-18T02:30:00.000Z',
  status_changed_at: '2026-11-18T02:30:00.000Z',
  image: `/api/user/files/00000000-0000-4000-8000-0000000000${id}`,
  branch: { id: 3, name: 'Cabang Jakarta Selatan' },
  duplicates: [],
  duplicate_seen_at: null,
  kuitansi_number: null,
  register_aog_mog: Array.from({ length: rows }, (_, i) => row(i + 1)),
  history_upgrade: [],
});

const page = (data: ReceiptDetail[], current = 1, total = data.length): Paged<ReceiptSummary> => ({
  data: data.map(summaryOf),
  current_page: current,
  per_page: 10,
  total,
  from: data.length ? (current - 1) * 10 + 1 : null,
  last_page: Math.max(1, Math.ceil(total / 10)),
});

/** The API of the review with a receipt store the handlers change, recording what was asked. */
const reviewApi = (receipts: ReceiptDetail[]) => {
  const store = new Map(receipts.map((r) => [r.id, r]));
  const searches: URLSearchParams[] = [];
  const patches: { id: number; body: unknown }[] = [];
  server.use(
    http.get('/api/user/payment_receipt/search', ({ request }) => {
      const query = new URL(request.url).searchParams;
      searches.push(query);
      const status = query.get('status') ?? '';
      const data = [...store.values()].filter((r) => !status || r.status === status);
      return HttpResponse.json(page(data, Number(query.get('page') ?? 1), 23));
    }),
    http.get('/api/user/payment_receipt/:id', ({ params }) => {
      const found = store.get(Number(params.id));
      return found
        ? HttpResponse.json({ data: found })
        : HttpResponse.json({ message: 'Data tidak ditemukan' }, { status: 404 });
    }),
    http.patch('/api/user/payment_receipt/:id', async ({ params, request }) => {
      const id = Number(params.id);
      const body = (await request.json()) as { status: ReceiptStatus };
      patches.push({ id, body });
      const updated = { ...store.get(id)!, status: body.status };
      store.set(id, updated);
      return HttpResponse.json({ message: 'Sukses Update', data: updated });
    }),
  );
  return { store, searches, patches };
};

const statusOptions = async (dialog: HTMLElement) => {
  await userEvent.click(await within(dialog).findByRole('combobox', { name: 'Status' }));
  const listbox = await screen.findByRole('listbox');
  return within(listbox)
    .getAllByRole('option')
    .map((o) => o.textContent);
};

describe('/payment-receipt', () => {
  it('lists the waiting receipts of every branch, server-paged, with a status filter', async () => {
    const api = reviewApi([receipt(11, '0'), receipt(12, '2'), receipt(13, '1')]);
    renderApp('/payment-receipt', 'SBS');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Payment Receipt' }),
    ).toBeInTheDocument();
    const table = await screen.findByRole('table');
    const invoice = await within(table).findByText('INV/REG/20261118/0011');
    const cells = within(invoice.closest('tr')!)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toEqual([
      'INV/REG/20261118/0011',
      'Cabang Jakarta Selatan',
      'Menunggu Konfirmasi',
      '1',
      '1',
      'Rp 3.320.000',
      '18 November 2026 09:30',
      'Konfirmasi',
    ]);
    expect(within(table).queryByText('INV/REG/20261118/0012')).not.toBeInTheDocument();
    expect(api.searches[0]?.get('status')).toBe('0');
    expect(api.searches[0]?.get('page')).toBe('1');
    // The server's paging: 23 receipts, 10 a page.
    expect(screen.getByText(range(1, 10, 23))).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ke halaman berikutnya' }));
    await waitFor(() => expect(api.searches.at(-1)?.get('page')).toBe('2'));
    expect(api.searches.at(-1)?.get('status')).toBe('0');
    expect(listState()).toEqual({ filter: { status: '0' }, page: '2' });

    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Tidak Disetujui' }));
    await waitFor(() => expect(api.searches.at(-1)?.get('status')).toBe('2'));
    expect(api.searches.at(-1)?.get('page')).toBe('1');
    expect(await screen.findByText('INV/REG/20261118/0012')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit INV/REG/20261118/0012' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Lihat Semua' }));
    await waitFor(() => expect(api.searches.at(-1)?.get('status')).toBe(null));
    expect(listState()).toEqual({ filter: {}, page: '1' });
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Lihat Semua');
  });

  it('says so when no receipt waits', async () => {
    reviewApi([]);
    renderApp('/payment-receipt', 'SBS');
    expect(
      await screen.findByText('Tidak ada bukti pembayaran dengan status ini'),
    ).toBeInTheDocument();
  });

  it('says when the list cannot load', async () => {
    server.use(http.get('/api/user/payment_receipt/search', () => serverBusy()));
    renderApp('/payment-receipt', 'SBS');
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
  });

  it('opens on the filter and page the address holds, and a dialog keeps them', async () => {
    const api = reviewApi([receipt(11, '0'), receipt(13, '1')]);
    renderApp(`/payment-receipt${listSearch({ status: '1' }, 3)}`, 'SBS');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Detail INV/REG/20261118/0013' }),
    );
    expect(api.searches[0]?.get('status')).toBe('1');
    expect(api.searches[0]?.get('page')).toBe('3');
    expect(screen.getByRole('combobox', { name: 'Status', hidden: true })).toHaveTextContent(
      'Terkonfirmasi',
    );
    expect(screen.getByText(range(21, 23, 23))).toBeInTheDocument();
    expect(window.location.pathname).toBe('/payment-receipt/13');
    expect(listState()).toEqual({ filter: { status: '1' }, page: '3' });
    const dialog = await screen.findByRole('dialog', { name: 'Konfirmasi Pembayaran' });
    // 'Tutup' under 'Memuat…' gives way to the form's own once the receipt comes.
    await within(dialog).findByRole('tab', { name: 'Rincian' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tutup' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(window.location.pathname).toBe('/payment-receipt');
    expect(listState()).toEqual({ filter: { status: '1' }, page: '3' });
    expect(
      screen.getByRole('button', { name: 'Detail INV/REG/20261118/0013' }),
    ).toBeInTheDocument();
  });

  it('is not there for a branch account, which asks the server nothing', async () => {
    const api = reviewApi([receipt(11, '0')]);
    renderApp('/payment-receipt', 'CABANG');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Halaman tidak ditemukan' }),
    ).toBeInTheDocument();
    expect(api.searches).toEqual([]);
  });
});

describe("'Konfirmasi Pembayaran'", () => {
  it('shows the proof and the rows, confirms with 1, says Sukses Update, closes and reloads', async () => {
    const api = reviewApi([receipt(11, '0', 7)]);
    renderApp('/payment-receipt', 'SBS');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Konfirmasi INV/REG/20261118/0011' }),
    );
    await waitFor(() => expect(window.location.pathname).toBe('/payment-receipt/11'));
    const dialog = await screen.findByRole('dialog', { name: 'Konfirmasi Pembayaran' });

    // Tab 'Bukti Pembayaran': the invoice and the image, zoomable.
    expect(
      await within(dialog).findByRole('tab', { name: 'Bukti Pembayaran', selected: true }),
    ).toBeInTheDocument();
    const image = await within(dialog).findByRole('img', {
      name: 'Bukti pembayaran INV/REG/20261118/0011',
    });
    expect(image.getAttribute('src')).toMatch(/^blob:/);
    expect(within(dialog).getByRole('button', { name: 'Perkecil' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Perbesar' }));
    expect(image.style.height).toBe('150%');
    expect(within(dialog).getByRole('button', { name: 'Perkecil' })).toBeEnabled();

    // Tab 'Rincian': the registrations, 5 a page.
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Rincian' }));
    const panel = within(dialog).getByRole('tabpanel');
    expect(within(panel).getAllByRole('row')).toHaveLength(6);
    // Newest first: rows of one moment come by id, highest first.
    expect(within(panel).getByText('Calon Anggota 7')).toBeInTheDocument();
    expect(within(panel).getByText(range(1, 5, 7))).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: 'Ke halaman berikutnya' }));
    expect(within(panel).getByText('Calon Anggota 1')).toBeInTheDocument();
    expect(within(panel).getAllByRole('row')).toHaveLength(3);

    // 'Form Konfirmasi': read-only total, status 1 or 2.
    const total = within(dialog).getByLabelText('Total Pembayaran');
    expect(total).toHaveValue('Rp 3.320.000');
    expect(total).toHaveAttribute('readonly');
    expect(await statusOptions(dialog)).toEqual(['-', '1 Terkonfirmasi', '2 Tidak Disetujui']);
    await userEvent.click(screen.getByRole('option', { name: '1 Terkonfirmasi' }));
    const searchesBefore = api.searches.length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));

    expect(await screen.findByText('Sukses Update')).toBeInTheDocument();
    expect(api.patches).toEqual([{ id: 11, body: { status: '1', from_status: '0' } }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(window.location.pathname).toBe('/payment-receipt');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent(
      'Menunggu Konfirmasi',
    );
    await waitFor(() => expect(api.searches.length).toBeGreaterThan(searchesBefore));
    await waitFor(() =>
      expect(screen.queryByText('INV/REG/20261118/0011')).not.toBeInTheDocument(),
    );
  });

  it('offers a rejected receipt 0 and 1, and opens from a direct link', async () => {
    const api = reviewApi([receipt(12, '2')]);
    renderApp('/payment-receipt/12', 'SBS');
    const dialog = await screen.findByRole('dialog', { name: 'Edit Konfirmasi Pembayaran' });
    expect(await statusOptions(dialog)).toEqual(['-', '0 Menunggu Konfirmasi', '1 Terkonfirmasi']);
    await userEvent.click(screen.getByRole('option', { name: '0 Menunggu Konfirmasi' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Sukses Update')).toBeInTheDocument();
    expect(api.patches).toEqual([{ id: 12, body: { status: '0', from_status: '2' } }]);
  });

  it('asks for a status before sending, and Batal closes without sending', async () => {
    const api = reviewApi([receipt(11, '0')]);
    renderApp(`/payment-receipt/11${listSearch({ status: '0' }, 2)}`, 'SBS');
    const dialog = await screen.findByRole('dialog', { name: 'Konfirmasi Pembayaran' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Simpan' }));
    expect(await within(dialog).findByText('Status tidak boleh kosong')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(window.location.pathname).toBe('/payment-receipt');
    // Back to the list as it was: its filter and page are still in the address.
    expect(listState()).toEqual({ filter: { status: '0' }, page: '2' });
    expect(api.searches.at(-1)?.get('page')).toBe('2');
    expect(api.patches).toEqual([]);
  });

  it('shows the state another staff member left when the server answers 409', async () => {
    reviewApi([receipt(11, '0')]);
    server.use(
      http.patch('/api/user/payment_receipt/:id', () =>
        HttpResponse.json(
          {
            message:
              'Bukti pembayaran ini sudah diproses, statusnya tidak dapat diubah ke status tersebut',
            data: receipt(11, '1'),
          },
          { status: 409 },
        ),
      ),
    );
    renderApp('/payment-receipt/11', 'SBS');
    const dialog = await screen.findByRole('dialog', { name: 'Konfirmasi Pembayaran' });
    await statusOptions(dialog);
    await userEvent.click(screen.getByRole('option', { name: '2 Tidak Disetujui' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(
      await within(dialog).findByText(/sudah diproses, statusnya tidak dapat diubah/),
    ).toHaveTextContent('Status saat ini: Terkonfirmasi');
    expect(
      within(dialog).getByText(
        'Bukti pembayaran ini sudah Terkonfirmasi; statusnya tidak dapat diubah lagi.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Simpan' })).not.toBeInTheDocument();
    expect(screen.queryByText('Sukses Update')).not.toBeInTheDocument();
  });

  it('shows a confirmed receipt without a form', async () => {
    reviewApi([receipt(13, '1')]);
    renderApp('/payment-receipt/13', 'SBS');
    const dialog = await screen.findByRole('dialog', { name: 'Konfirmasi Pembayaran' });
    expect(await within(dialog).findByText(/sudah Terkonfirmasi/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('combobox', { name: 'Status' })).not.toBeInTheDocument();
  });

  it('says a receipt that does not exist is not found', async () => {
    reviewApi([]);
    renderApp('/payment-receipt/99', 'SBS');
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Bukti pembayaran tidak ditemukan')).toBeInTheDocument();
  });
});
