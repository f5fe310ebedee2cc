import { describe, expect, it } from 'vitest';
import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ReceiptDuplicate } from '../../domain/api/duplicates';
import type { ReceiptDetail } from '../../domain/api/receipts';
import { renderApp, screen } from './support/renderApp';
import { summaryOf } from './support/receipts';
import { server } from './support/server';

/** Receipt 7 of another branch, confirmed, whose slip receipt 12 seems to reuse. */
const earlier: ReceiptDuplicate = {
  id: 7,
  kind: 'registration',
  inv_name: 'INV/REG/20261110/0003',
  status: '1',
  branch: { id: 4, name: 'Cabang Bandung' },
  image: '/api/user/files/00000000-0000-4000-8000-000000000007',
  match: 'image',
  distance: 3,
};

const flagged: ReceiptDetail = {
  id: 12,
  kind: 'registration',
  inv_name: 'INV/REG/20261118/0012',
  status: '0',
  count_aog: 0,
  count_mog: 1,
  total_biaya: 420_000,
  created_at: '2026-11-18T02:30:00.000Z',
  status_changed_at: '2026-11-18T02:30:00.000Z',
  image: '/api/user/files/00000000-0000-4000-8000-000000000012',
  branch: { id: 3, name: 'Cabang Jakarta Selatan' },
  duplicates: [earlier],
  duplicate_seen_at: null,
  kuitansi_number: null,
  register_aog_mog: [],
  history_upgrade: [],
};

const plain: ReceiptDetail = {
  ...flagged,
  id: 13,
  inv_name: 'INV/REG/20261118/0013',
  duplicates: [],
};

const api = () => {
  const patches: unknown[] = [];
  const images: string[] = [];
  server.use(
    http.get('/api/user/payment_receipt/search', () =>
      HttpResponse.json({
        data: [flagged, plain].map(summaryOf),
        current_page: 1,
        per_page: 10,
        total: 2,
        from: 1,
        last_page: 1,
      }),
    ),
    http.get('/api/user/payment_receipt/:id', ({ params }) =>
      HttpResponse.json({ data: Number(params.id) === 12 ? flagged : plain }),
    ),
    http.patch('/api/user/payment_receipt/:id', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      patches.push(body);
      return HttpResponse.json({
        message: 'Sukses Update',
        data: { ...flagged, status: body.status },
      });
    }),
    http.get('/api/user/files/:id', ({ params }) => {
      images.push(String(params.id));
      return HttpResponse.arrayBuffer(new Uint8Array([0x89, 0x50, 0x4e, 0x47]).buffer, {
        headers: { 'content-type': 'image/png' },
      });
    }),
  );
  return { patches, images };
};

describe("'Kemungkinan duplikat' in the review (issue 17)", () => {
  it('flags the receipt in the list, naming the earlier invoice, and only that one', async () => {
    api();
    renderApp('/payment-receipt', 'SBS');
    const table = await screen.findByRole('table');
    const row = (await within(table).findByText('INV/REG/20261118/0012')).closest('tr')!;
    expect(
      within(row).getByLabelText('Kemungkinan duplikat dari INV/REG/20261110/0003'),
    ).toHaveTextContent('Kemungkinan duplikat');
    const other = within(table).getByText('INV/REG/20261118/0013').closest('tr')!;
    expect(within(other).queryByText('Kemungkinan duplikat')).not.toBeInTheDocument();
  });

  it('shows the earlier proof beside this one with a link, and asks a second yes to confirm', async () => {
    const { patches, images } = api();
    renderApp('/payment-receipt/12', 'SBS');
    const dialog = await screen.findByRole('dialog', { name: 'Konfirmasi Pembayaran' });
    const pair = await within(dialog).findByRole('group', {
      name: 'Bukti sebelumnya: INV/REG/20261110/0003',
    });
    expect(
      await within(pair).findByRole('img', { name: 'Bukti pembayaran INV/REG/20261118/0012' }),
    ).toBeInTheDocument();
    expect(
      await within(pair).findByRole('img', {
        name: 'Bukti pembayaran sebelumnya INV/REG/20261110/0003',
      }),
    ).toBeInTheDocument();
    expect(images).toContain('00000000-0000-4000-8000-000000000007');
    expect(within(pair).getByText('Cabang Bandung')).toBeInTheDocument();
    expect(within(pair).getByText('Gambar mirip (selisih 3 bit)')).toBeInTheDocument();
    expect(within(pair).getByRole('link', { name: 'Buka INV/REG/20261110/0003' })).toHaveAttribute(
      'href',
      '/payment-receipt/7',
    );

    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: '1 Terkonfirmasi' }));
    const yes = within(dialog).getByRole('checkbox', {
      name: 'Saya sudah membandingkan bukti ini dengan bukti sebelumnya dan tetap menyetujui',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(
      await within(dialog).findByText(
        'Bukti ini ditandai kemungkinan duplikat: centang pernyataan bahwa Anda sudah membandingkannya',
      ),
    ).toBeInTheDocument();
    expect(patches).toEqual([]);

    await userEvent.click(yes);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await waitFor(() =>
      expect(patches).toEqual([{ status: '1', from_status: '0', duplicate_seen: true }]),
    );
  });
});
