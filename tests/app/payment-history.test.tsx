import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Paged } from '../../domain/api/common';
import type { ReceiptDetail, ReceiptSummary, RegistrationRow } from '../../domain/api/receipts';
import type { ReceiptStatus } from '../../domain/receipts';
import { renderApp, screen } from './support/renderApp';
import { listSearch, listState, range } from './support/listUrl';
import { server } from './support/server';

const receipt = (id: number, status: ReceiptStatus, overrides: Partial<ReceiptSummary> = {}) =>
  ({
    id,
    kind: 'registration',
    inv_name: `INV/REG/202611${String(id).padStart(2, '0')}/0001`,
    status,
    count_aog: 1,
    count_mog: 2,
    total_biaya: 3_740_000,
    // 07:30 UTC is 14:30 in Jakarta.
    created_at: `2026-11-${String(id).padStart(2, '0')}T07:30:00.000Z`,
    status_changed_at: `2026-11-${String(id).padStart(2, '0')}T07:30:00.000Z`,
    image: `/api/user/files/00000000-0000-4000-8000-0000000000${String(id).padStart(2, '0')}`,
    branch: { id: 3, name: 'Cabang Jakarta Selatan' },
    duplicates: [],
    duplicate_seen_at: null,
    kuitansi_number: null,
    ...overrides,
  }) satisfies ReceiptSummary;

const member = (id: number, day: number): RegistrationRow => ({
  id,
  created_at: `2026-10-${String(day).padStart(2, '0')}T03:00:00.000Z`,
  nama_lengkap: `Anggota ${id}`,
  jenis_pendaftaran: id % 3 === 0 ? 'AOG' : 'MOG',
  no_id: `MOG00000${id}`,
  cabang_pembina: 'Cabang Jakarta Selatan',
  nama_pereferal: `Pereferal ${id}`,
  apakah_sudah_mengikuti_private_class: id % 3 === 0 ? 'sudah' : null,
  biaya_total: id % 3 === 0 ? 2_900_000 : 420_000,
});

const paged = (data: ReceiptSummary[], page: number, total: number): Paged<ReceiptSummary> => ({
  data,
  current_page: page,
  per_page: 10,
  total,
  from: data.length ? (page - 1) * 10 + 1 : null,
  last_page: Math.max(1, Math.ceil(total / 10)),
});

/** search_by_branch answering 23 receipts in every status; records the queries it got. */
const history = () => {
  const queries: Record<string, string>[] = [];
  server.use(
    http.get('/api/user/payment_receipt/search_by_branch', ({ request }) => {
      const query = Object.fromEntries(new URL(request.url).searchParams);
      queries.push(query);
      const page = Number(query.page ?? 1);
      if (query.status === '1') return HttpResponse.json(paged([receipt(4, '1')], 1, 1));
      const rows = [receipt(7, '0'), receipt(6, '1'), receipt(5, '2')].map((r) => ({
        ...r,
        id: r.id + page * 100,
        inv_name: `${r.inv_name}-p${page}`,
      }));
      return HttpResponse.json(paged(rows, page, 23));
    }),
  );
  return queries;
};

describe('/payment-history', () => {
  it("shows 'Payment History Registration' with waiting receipts first, and the status chips", async () => {
    const queries = history();
    renderApp('/payment-history', 'CABANG');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Payment History Registration' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('combobox', { name: 'Status' })).toHaveTextContent(
      'Menunggu Konfirmasi',
    );
    const table = await screen.findByRole('table', { name: 'List Payment' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'No Invoice',
      'Status',
      'Jumlah Aog',
      'Jumlah Mog',
      'Tanggal Upload',
      'Total Pembayaran',
      'Action',
    ]);
    const first = (await within(table).findByText('INV/REG/20261107/0001-p1')).closest('tr')!;
    expect(within(first).getByText('Menunggu Konfirmasi')).toBeInTheDocument();
    expect(within(first).getByText('07 November 2026 14:30')).toBeInTheDocument();
    expect(within(first).getByText('Rp 3.740.000')).toBeInTheDocument();
    expect(within(table).getByText('Sudah Konfirmasi')).toBeInTheDocument();
    expect(within(table).getByText('Tidak Disetujui')).toBeInTheDocument();
    expect(queries[0]).toEqual({ page: '1', status: '0' });
  });

  it('filters by status and upload day, and pages on the server', async () => {
    const queries = history();
    renderApp('/payment-history', 'CABANG');
    await screen.findByText('INV/REG/20261107/0001-p1', {});
    expect(screen.getByText(range(1, 10, 23))).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Ke halaman berikutnya' }));
    expect(await screen.findByText('INV/REG/20261107/0001-p2')).toBeInTheDocument();
    expect(screen.getByText(range(11, 20, 23))).toBeInTheDocument();
    expect(queries.at(-1)).toEqual({ page: '2', status: '0' });
    expect(listState()).toEqual({ filter: { status: '0' }, page: '2' });

    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Lihat Semua' }));
    await waitFor(() => expect(queries.at(-1)).toEqual({ page: '1' }));
    expect(listState()).toEqual({ filter: {}, page: '1' });

    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Terkonfirmasi' }));
    expect(await screen.findByText('INV/REG/20261104/0001')).toBeInTheDocument();
    expect(queries.at(-1)).toEqual({ page: '1', status: '1' });
    expect(screen.getByText(range(1, 1, 1))).toBeInTheDocument();

    const options = ['Lihat Semua', 'Menunggu Konfirmasi', 'Terkonfirmasi', 'Tidak Disetujui'];
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(options);
    await userEvent.keyboard('{Escape}');

    const date = await screen.findByRole('group', { name: 'Tanggal Upload' });
    await userEvent.click(within(date).getAllByRole('spinbutton')[0]!);
    await userEvent.keyboard('05112026');
    await waitFor(() =>
      expect(queries.at(-1)).toEqual({ page: '1', status: '1', date: '2026-11-05' }),
    );
  });

  it('opens on the status and day the address holds', async () => {
    const queries = history();
    renderApp(`/payment-history${listSearch({ status: '1', date: '2026-11-04' })}`, 'CABANG');
    expect(await screen.findByText('INV/REG/20261104/0001')).toBeInTheDocument();
    expect(queries).toEqual([{ page: '1', status: '1', date: '2026-11-04' }]);
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Terkonfirmasi');
    expect(screen.getByRole('group', { name: 'Tanggal Upload' })).toHaveTextContent('04/11/2026');
  });

  it('says so when there is nothing to show, and when the list fails', async () => {
    server.use(
      http.get('/api/user/payment_receipt/search_by_branch', () =>
        HttpResponse.json(paged([], 1, 0)),
      ),
    );
    renderApp('/payment-history', 'CABANG');
    expect(await screen.findByText('Belum ada pembayaran')).toBeInTheDocument();
    server.use(
      http.get('/api/user/payment_receipt/search_by_branch', () =>
        HttpResponse.json({ message: 'x' }, { status: 403 }),
      ),
    );
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Tidak Disetujui' }));
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
  });
});

describe('/payment-history/{id}', () => {
  const detail = (rows: RegistrationRow[]): ReceiptDetail => ({
    ...receipt(7, '2'),
    count_aog: rows.filter((r) => r.jenis_pendaftaran === 'AOG').length,
    count_mog: rows.filter((r) => r.jenis_pendaftaran === 'MOG').length,
    register_aog_mog: rows,
    history_upgrade: [],
  });
  const createObjectURL = URL.createObjectURL;
  const revokeObjectURL = URL.revokeObjectURL;
  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => 'blob:bukti-7');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => {
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = revokeObjectURL;
  });

  const receiptApi = (rows: RegistrationRow[]) => {
    const asked: string[] = [];
    server.use(
      // Only numeric ids: search_by_branch is a sibling path.
      http.get(/\/api\/user\/payment_receipt\/\d+$/, ({ request }) => {
        const id = new URL(request.url).pathname.split('/').pop()!;
        asked.push(id);
        return id === '107'
          ? HttpResponse.json({ data: detail(rows) })
          : HttpResponse.json({ message: 'Data tidak ditemukan' }, { status: 404 });
      }),
    );
    return asked;
  };

  it("opens 'Detail Invoice' over the list from the Action, and closes back to it", async () => {
    history();
    const rows = Array.from({ length: 17 }, (_, i) => member(i + 1, i + 1));
    const asked = receiptApi(rows);
    renderApp(`/payment-history${listSearch({})}`, 'CABANG');
    await userEvent.click(
      await screen.findByRole('link', { name: 'Detail INV/REG/20261107/0001-p1' }),
    );
    expect(window.location.pathname).toBe('/payment-history/107');
    expect(window.location.search).toBe(listSearch({}));
    const dialog = await screen.findByRole('dialog', { name: 'Detail Invoice' });
    expect(await within(dialog).findByText('INV/REG/20261107/0001')).toBeInTheDocument();
    expect(within(dialog).getByText('Tidak Disetujui')).toBeInTheDocument();
    expect(asked).toEqual(['107']);
    const proof = await within(dialog).findByRole('img', {
      name: 'Bukti pembayaran INV/REG/20261107/0001',
    });
    expect(proof).toHaveAttribute('src', 'blob:bukti-7');

    const table = within(dialog).getByRole('table', { name: 'Data Calon AOG/MOG' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Tanggal Pendaftaran',
      'Nama Lengkap',
      'Jenis Pendaftaran',
      'Cabang Pembina',
      'Nama Pereferal',
      'Sudah Mengikuti Private Class (PPA)',
      'Total Biaya',
    ]);
    // 15 a page, newest first.
    const names = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((r) => within(r).getAllByRole('cell')[1]!.textContent);
    expect(names()).toHaveLength(15);
    expect(names()[0]).toBe('Anggota 17');
    const newest = within(table).getByText('Anggota 15').closest('tr')!;
    expect(within(newest).getByText('15 Oktober 2026 10:00')).toBeInTheDocument();
    expect(within(newest).getByText('Sudah')).toBeInTheDocument();
    expect(within(newest).getByText('Rp 2.900.000')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ke halaman berikutnya' }));
    expect(names()).toEqual(['Anggota 2', 'Anggota 1']);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Tutup' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(window.location.pathname).toBe('/payment-history');
    expect(window.location.search).toBe(listSearch({}));
    expect(screen.getByRole('table', { name: 'List Payment' })).toBeInTheDocument();
  });

  it('opens from a direct link, over the list', async () => {
    history();
    receiptApi([member(1, 1)]);
    renderApp('/payment-history/107', 'CABANG');
    const dialog = await screen.findByRole('dialog', { name: 'Detail Invoice' });
    expect(await within(dialog).findByText('Anggota 1')).toBeInTheDocument();
    // The list is there beneath the dialog (hidden from assistive technology while it is open).
    expect(
      await screen.findByRole('table', { name: 'List Payment', hidden: true }),
    ).toBeInTheDocument();
  });

  it('answers an unknown or foreign invoice with a clear message', async () => {
    history();
    receiptApi([]);
    renderApp('/payment-history/55', 'CABANG');
    const dialog = await screen.findByRole('dialog', { name: 'Detail Invoice' });
    expect(await within(dialog).findByText('Invoice tidak ditemukan')).toBeInTheDocument();
  });

  it('is not offered to central staff, who ask the server nothing', async () => {
    const queries = history();
    const asked = receiptApi([]);
    renderApp('/payment-history/107', 'SBS');
    await waitFor(() => expect(window.location.pathname).toBe('/not-found'));
    expect(queries).toEqual([]);
    expect(asked).toEqual([]);
  });
});
