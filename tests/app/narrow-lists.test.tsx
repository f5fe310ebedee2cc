import { beforeEach, describe, expect, it } from 'vitest';
import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { AdminBranch } from '../../domain/api/admin';
import type { Paged } from '../../domain/api/common';
import type { ReceiptDetail, ReceiptSummary, RegistrationRow } from '../../domain/api/receipts';
import { renderApp, screen } from './support/renderApp';
import { summaryOf, uploadedReceipt } from './support/receipts';
import { withWidth } from './support/screenWidth';
import { server } from './support/server';

/** A phone held upright. */
beforeEach(() => withWidth(390));

const paged = <T,>(data: T[]): Paged<T> => ({
  data,
  current_page: 1,
  per_page: 10,
  total: data.length,
  from: data.length ? 1 : null,
  last_page: 1,
});

/** A card's 'label: value' lines, as a reader hears them. */
const linesOf = (card: HTMLElement) =>
  Object.fromEntries(
    within(card)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );

describe('lists on a narrow screen', () => {
  it('shows each receipt to review as a card: invoice, status, branch, amounts, date, its button', async () => {
    const receipt: ReceiptDetail = uploadedReceipt({
      id: 11,
      inv_name: 'INV/REG/20261118/0011',
      count_aog: 1,
      count_mog: 2,
      total_biaya: 3_320_000,
      created_at: '2026-11-18T02:30:00.000Z',
    });
    server.use(
      http.get('/api/user/payment_receipt/search', () =>
        HttpResponse.json(paged<ReceiptSummary>([summaryOf(receipt)])),
      ),
      http.get('/api/user/payment_receipt/11', () => HttpResponse.json({ data: receipt })),
    );
    renderApp('/payment-receipt', 'SBS');
    const list = await screen.findByRole('list', { name: 'List Payment' });
    expect(screen.queryByRole('table')).toBeNull();
    const [card] = within(list).getAllByRole('listitem');
    expect(within(card!).getByRole('heading', { name: 'INV/REG/20261118/0011' })).toBeVisible();
    expect(within(card!).getByText('Menunggu Konfirmasi')).toBeVisible();
    expect(linesOf(card!)).toMatchObject({
      Cabang: 'Cabang Jakarta Selatan',
      'Jumlah Aog': '1',
      'Jumlah Mog': '2',
      'Total Pembayaran': expect.stringMatching(/^Rp\s?3\.320\.000$/),
      'Tanggal Upload': expect.stringContaining('18'),
    });
    await userEvent.click(
      within(card!).getByRole('button', { name: 'Konfirmasi INV/REG/20261118/0011' }),
    );
    await waitFor(() => expect(window.location.pathname).toBe('/payment-receipt/11'));
    expect(await screen.findByRole('dialog', { name: 'Konfirmasi Pembayaran' })).toBeVisible();
  });

  it('lets a branch choose registrations on their cards for one upload', async () => {
    const row = (id: number, name: string): RegistrationRow => ({
      id,
      created_at: `2026-11-1${id}T03:00:00.000Z`,
      nama_lengkap: name,
      jenis_pendaftaran: 'AOG',
      no_id: `AOG000113${id}`,
      cabang_pembina: 'Cabang Jakarta Selatan',
      nama_pereferal: 'Ani Wijaya',
      apakah_sudah_mengikuti_private_class: 'sudah',
      biaya_total: 2_900_000,
    });
    const rows = [row(2, 'Hasan Tanjung'), row(1, 'Rudi Wijayanto')];
    server.use(
      http.get('/api/user/register_aog_mog/index', () =>
        HttpResponse.json({ ...paged(rows), per_page: 5 }),
      ),
      http.post('/api/user/register_aog_mog/selection_total', async ({ request }) => {
        const { id_form } = (await request.json()) as { id_form: number[] };
        return HttpResponse.json({
          data: { id_form: id_form.toSorted(), amount: id_form.length * 2_900_000 },
        });
      }),
      http.get('/api/user/payment_receipt/cek_status', () =>
        HttpResponse.json({ data: { count: 0, limit: 2, day: '2026-11-18' } }),
      ),
      http.get('/api/user/time_open_closed', () =>
        HttpResponse.json({
          data: {
            open: 10,
            closed: 16,
            days: [1, 2, 3, 4, 5],
            is_open: true,
            now: '2026-11-18T04:00:00.000Z',
            message: 'Waktu Operasional Senin - Jumat Pukul 10.00 - 16.00 WIB',
          },
        }),
      ),
    );
    renderApp('/registration-form', 'CABANG');
    const list = await screen.findByRole('list', {
      name: 'Calon AOG/MOG yang belum upload bukti bayar',
    });
    expect(screen.queryByRole('table')).toBeNull();
    const card = within(list).getByRole('heading', { name: 'Hasan Tanjung' }).closest('li')!;
    expect(linesOf(card)).toMatchObject({
      'No ID': 'AOG0001132',
      'Cabang Pembina': 'Cabang Jakarta Selatan',
      'Total Biaya': expect.stringMatching(/^Rp\s?2\.900\.000$/),
    });
    await userEvent.click(within(card).getByRole('checkbox', { name: 'Pilih Hasan Tanjung' }));
    expect(within(card).getByRole('checkbox', { name: 'Pilih Hasan Tanjung' })).toBeChecked();
    expect(await screen.findByText(/^1 data dipilih, total Rp\s?2\.900\.000$/)).toBeVisible();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Pilih semua' }));
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: 'Pilih Rudi Wijayanto' })).toBeChecked(),
    );
    expect(screen.getByRole('button', { name: 'Upload Bukti Bayar' })).toBeVisible();
  });

  it('opens an administered record from its card', async () => {
    const branch: AdminBranch = {
      id: 2,
      name: 'Cabang Bandung',
      city: 'Bandung',
      address: null,
      no_wa: null,
      active: true,
      reminders_enabled: true,
      created_at: '2026-01-05T03:00:00Z',
      updated_at: '2026-01-05T03:00:00Z',
      bank_accounts: [],
    };
    server.use(
      http.get('/api/admin/branches', () =>
        HttpResponse.json([branch], {
          headers: {
            'Content-Range': 'branches 0-0/1',
            'Access-Control-Expose-Headers': 'Content-Range',
          },
        }),
      ),
      http.get('/api/admin/branches/2', () => HttpResponse.json(branch)),
    );
    renderApp('/admin/branches', 'SBS');
    const heading = await screen.findByRole('heading', { level: 3, name: 'Cabang Bandung' });
    expect(screen.queryByRole('table')).toBeNull();
    const card = heading.closest('li')!;
    expect(linesOf(card)).toMatchObject({ Kota: 'Bandung', Status: 'Aktif' });
    await userEvent.click(within(card).getByRole('link'));
    await waitFor(() => expect(window.location.pathname).toBe('/admin/branches/2'));
    expect(await screen.findByDisplayValue('Cabang Bandung')).toBeVisible();
  });
});
