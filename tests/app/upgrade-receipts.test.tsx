import { describe, expect, it } from 'vitest';
import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Paged } from '../../domain/api/common';
import type { ReceiptDetail, ReceiptSummary, UpgradeRow } from '../../domain/api/receipts';
import type { ReceiptStatus } from '../../domain/receipts';
import { renderApp, screen } from './support/renderApp';
import { summaryOf } from './support/receipts';
import { server } from './support/server';

/** An upgrade receipt of one MOG becoming AOG 'belum' (Rp 3.405.000). */
const upgrade: UpgradeRow = {
  id: 41,
  created_at: '2026-11-18T03:00:00.000Z',
  tanggal_upgrade: '2026-11-18T03:00:00.000Z',
  register_aog_mog: {
    id: 7,
    nama_lengkap: 'Dewi Lestari',
    cabang_pembina: 'Cabang Jakarta Selatan',
    nama_pereferal: 'Ani Wijaya',
  },
  jenis_daftar_lama: 'mog',
  jenis_daftar_baru: 'AOG',
  no_id_lama: 'MOG0000007',
  no_id_baru: 'AOG0000123',
  apakah_sudah_mengikuti_private_class: 'belum',
  biaya_upgrade: 3_405_000,
};

const receipt = (status: ReceiptStatus): ReceiptDetail => ({
  id: 21,
  kind: 'upgrade',
  inv_name: 'INV/UPG/20261118/0001',
  status,
  count_aog: 1,
  count_mog: 0,
  total_biaya: 3_405_000,
  created_at: '2026-11-18T07:30:00.000Z',
  status_changed_at: '2026-11-18T07:30:00.000Z',
  image: '/api/user/files/00000000-0000-4000-8000-000000000021',
  branch: { id: 3, name: 'Cabang Jakarta Selatan' },
  duplicates: [],
  duplicate_seen_at: null,
  kuitansi_number: null,
  register_aog_mog: [],
  history_upgrade: [upgrade],
});

const paged = (data: ReceiptDetail[]): Paged<ReceiptSummary> => ({
  data: data.map(summaryOf),
  current_page: 1,
  per_page: 10,
  total: data.length,
  from: data.length ? 1 : null,
  last_page: 1,
});

/** The upgrade receipt routes; the registration ones answer 500 so a wrong call shows. */
const upgradeApi = () => {
  const calls: string[] = [];
  let current = receipt('0');
  const wrong = () => HttpResponse.json({ message: 'wrong kind' }, { status: 500 });
  server.use(
    http.get('/api/user/upgrade_payment_receipt/search_by_branch', ({ request }) => {
      calls.push(`history ${new URL(request.url).searchParams.get('status')}`);
      return HttpResponse.json(paged([current]));
    }),
    http.get('/api/user/upgrade_payment_receipt/search', ({ request }) => {
      calls.push(`review ${new URL(request.url).searchParams.get('status')}`);
      return HttpResponse.json(paged(current.status === '0' ? [current] : []));
    }),
    http.get('/api/user/upgrade_payment_receipt/:id', () => HttpResponse.json({ data: current })),
    http.patch('/api/user/history_upgrade_payment_receipt/:id', async ({ params, request }) => {
      const body = (await request.json()) as { status: ReceiptStatus };
      calls.push(`decide ${params.id} ${body.status}`);
      current = { ...current, status: body.status };
      return HttpResponse.json({ message: 'Sukses Update', data: current });
    }),
    http.get('/api/user/payment_receipt/search_by_branch', wrong),
    http.get('/api/user/payment_receipt/search', wrong),
    http.patch('/api/user/payment_receipt/:id', wrong),
  );
  return calls;
};

describe('/payment-history-upgrade', () => {
  it("lists the branch's upgrade receipts and opens 'List Aog Mog' with the upgrades", async () => {
    const calls = upgradeApi();
    renderApp('/payment-history-upgrade', 'CABANG');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Payment History Upgrade' }),
    ).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'List Payment' });
    await userEvent.click(
      await within(table).findByRole('link', { name: 'Detail INV/UPG/20261118/0001' }),
    );
    await waitFor(() => expect(window.location.pathname).toBe('/payment-history-upgrade/21'));
    const dialog = await screen.findByRole('dialog', { name: 'List Aog Mog' });
    expect(await within(dialog).findByText('Dewi Lestari')).toBeInTheDocument();
    expect(within(dialog).getAllByText('Rp 3.405.000').length).toBeGreaterThan(0);
    expect(calls[0]).toBe('history 0');
  });
});

describe('/payment-receipt-upgrade', () => {
  it('reviews an upgrade receipt and sends the decision to the upgrade route', async () => {
    const calls = upgradeApi();
    renderApp('/payment-receipt-upgrade', 'SBS');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Payment Receipt Upgrade' }),
    ).toBeInTheDocument();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Konfirmasi INV/UPG/20261118/0001' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Konfirmasi Pembayaran' });
    // The dialog opens on 'Memuat…' until the receipt comes.
    await userEvent.click(await within(dialog).findByRole('tab', { name: 'Rincian' }));
    const panel = within(dialog).getByRole('tabpanel');
    expect(within(panel).getByText('AOG0000123')).toBeInTheDocument();
    expect(within(panel).getByText('Dewi Lestari')).toBeInTheDocument();

    await userEvent.click(await within(dialog).findByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: '1 Terkonfirmasi' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Sukses Update')).toBeInTheDocument();
    expect(calls).toContain('decide 21 1');
    await waitFor(() => expect(window.location.pathname).toBe('/payment-receipt-upgrade'));
  });

  it('is not there for a branch account', async () => {
    upgradeApi();
    renderApp('/payment-receipt-upgrade', 'CABANG');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Halaman tidak ditemukan' }),
    ).toBeInTheDocument();
  });
});
