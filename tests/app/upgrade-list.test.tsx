import { describe, expect, it } from 'vitest';
import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { UpgradeRow } from '../../domain/api/receipts';
import { renderApp, screen } from './support/renderApp';
import { uploadedReceipt } from './support/receipts';
import { emptyPage, server, serverBusy } from './support/server';
import { hoursHandler } from './support/hours';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

const upgrade = (id: number, name: string, fee: number): UpgradeRow => ({
  id,
  created_at: `2026-11-1${id}T03:00:00.000Z`,
  tanggal_upgrade: `2026-11-1${id}T03:00:00.000Z`,
  register_aog_mog: {
    id: id + 100,
    nama_lengkap: name,
    cabang_pembina: 'Cabang Jakarta Selatan',
    nama_pereferal: 'Ani Wijaya',
  },
  jenis_daftar_lama: 'mog',
  jenis_daftar_baru: 'AOG',
  no_id_lama: `MOG000000${id}`,
  no_id_baru: `AOG000000${id}`,
  apakah_sudah_mengikuti_private_class: fee > 2_655_000 ? 'belum' : 'sudah',
  biaya_upgrade: fee,
});

/** The branch's upgrade API; the registration upload answers 500 so a wrong call shows. */
const api = () => {
  let rows = [upgrade(1, 'Dewi Lestari', 3_405_000), upgrade(2, 'Rudi Hartono', 2_655_000)];
  const seen = { uploads: [] as unknown[], statusKinds: [] as string[] };
  server.use(
    http.get('/api/user/upgrade_aog_mog/index', () => HttpResponse.json({ registerList: rows })),
    // The member search above the list: nobody found.
    http.get('/api/user/register_aog_mog/search', () => HttpResponse.json(emptyPage(5))),
    http.get('/api/user/register_aog_mog/fees', () => serverBusy()),
    http.get('/api/user/upgrade_payment_receipt/cek_status', () => {
      seen.statusKinds.push('upgrade');
      return HttpResponse.json({ data: { count: 0, limit: 2, day: '2026-11-18' } });
    }),
    http.get('/api/user/payment_receipt/cek_status', () => {
      seen.statusKinds.push('registration');
      return HttpResponse.json({ data: { count: 2, limit: 2, day: '2026-11-18' } });
    }),
    hoursHandler(),
    http.post('/api/user/upgrade_aog_mog/upload_bukti_pembayaran', async ({ request }) => {
      const body = (await request.json()) as { id_form: { id: number }[] };
      seen.uploads.push(body);
      const sent = new Set(body.id_form.map((row) => row.id));
      rows = rows.filter((row) => !sent.has(row.id));
      return HttpResponse.json(
        { data: uploadedReceipt({ kind: 'upgrade', inv_name: 'INV/UPG/20261118/0001' }) },
        { status: 201 },
      );
    }),
    http.post('/api/user/register_aog_mog/upload_bukti_pembayaran', () =>
      HttpResponse.json({ message: 'wrong kind' }, { status: 500 }),
    ),
    // The checked upgrades' total, added up by the server; the registration one is the wrong kind.
    http.post('/api/user/upgrade_aog_mog/selection_total', async ({ request }) => {
      const { id_form } = (await request.json()) as { id_form: number[] };
      const picked = rows.filter((row) => id_form.includes(row.id));
      return HttpResponse.json({
        data: {
          id_form: picked.map((row) => row.id),
          amount: picked.reduce((sum, row) => sum + row.biaya_upgrade, 0),
        },
      });
    }),
    http.post('/api/user/register_aog_mog/selection_total', () =>
      HttpResponse.json({ message: 'wrong kind' }, { status: 500 }),
    ),
  );
  return seen;
};

describe('/upgrade-mog', () => {
  it('lists the upgrades needing proof and uploads one proof for the checked ones', async () => {
    const seen = api();
    renderApp('/upgrade-mog', 'CABANG');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Upgrade Status Anggota' }),
    ).toBeInTheDocument();
    const grid = await screen.findByRole('table', { name: 'List Upgrade' });
    const first = (await within(grid).findByText('Dewi Lestari')).closest('tr')!;
    expect(within(first).getByText('MOG0000001')).toBeInTheDocument();
    expect(within(first).getByText('AOG0000001')).toBeInTheDocument();
    expect(within(first).getByText('Rp 3.405.000')).toBeInTheDocument();

    await userEvent.click(within(grid).getByRole('checkbox', { name: 'Pilih Dewi Lestari' }));
    await userEvent.click(screen.getByRole('button', { name: 'Upload Bukti Bayar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload Bukti Bayar' });
    expect(within(dialog).getByLabelText('Total Biaya')).toHaveValue('Rp 3.405.000');
    await userEvent.upload(
      within(dialog).getByLabelText('Foto Bukti Bayar'),
      new File([PNG], 'bukti.png', { type: 'image/png' }),
    );
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Kirim' }));

    expect(await screen.findByText('Berhasil Upload Bukti Bayar')).toBeInTheDocument();
    expect(seen.uploads).toEqual([
      {
        image: expect.stringMatching(/^data:image\/png;base64,/),
        id_form: [{ id: 1 }],
        amount: 3_405_000,
      },
    ]);
    await waitFor(() => expect(within(grid).queryByText('Dewi Lestari')).not.toBeInTheDocument());
    // The upgrade proofs' own count: the registration limit reached does not block it.
    expect(seen.statusKinds).toContain('upgrade');
    expect(seen.statusKinds).not.toContain('registration');
  });
});
