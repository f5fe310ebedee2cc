import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { AdminBranch, AdminSettings } from '../../domain/api/admin';
import type { Paged } from '../../domain/api/common';
import type { KuitansiVerificationResponse } from '../../domain/api/kuitansi';
import type { ReceiptSummary } from '../../domain/api/receipts';
import type { OverdueReceiptsResponse } from '../../domain/api/reminders';
import { renderApp, screen } from './support/renderApp';
import { summaryOf, uploadedReceipt } from './support/receipts';
import { withWidth } from './support/screenWidth';
import { server, serverBusy } from './support/server';

const CODE = '01JDQ2Z8K4M6N8P0R2S4T6V8W0';
const PDF = new TextEncoder().encode('%PDF-1.7\n%kuitansi\n');

const confirmed = summaryOf(
  uploadedReceipt({
    id: 11,
    inv_name: 'INV/REG/20261118/0011',
    status: '1',
    kuitansi_number: 'KW/2026/000123',
  }),
);
const waiting = summaryOf(uploadedReceipt({ id: 12, inv_name: 'INV/REG/20261118/0012' }));

const paged = (data: ReceiptSummary[]): Paged<ReceiptSummary> => ({
  data,
  current_page: 1,
  per_page: 10,
  total: data.length,
  from: data.length ? 1 : null,
  last_page: 1,
});

/** The kuitansi route of a kind, recording the token each call carried. */
const serveKuitansi = (path: string, headers: Record<string, string> = {}) => {
  const tokens: (string | null)[] = [];
  server.use(
    http.get(path, ({ request }) => {
      tokens.push(request.headers.get('authorization'));
      return HttpResponse.arrayBuffer(PDF.buffer, {
        headers: { 'content-type': 'application/pdf', ...headers },
      });
    }),
  );
  return tokens;
};

/** What saveBlob hands the browser: the link's file name and the blob behind its URL. */
const captureSaves = () => {
  const saved: { name: string; blob: Blob }[] = [];
  let last: Blob | undefined;
  URL.createObjectURL = vi.fn((blob: Blob) => {
    last = blob;
    return 'blob:kuitansi';
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    if (this.href.startsWith('blob:')) saved.push({ name: this.download, blob: last! });
  });
  return saved;
};

const createObjectURL = URL.createObjectURL;
const revokeObjectURL = URL.revokeObjectURL;
beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:image');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = revokeObjectURL;
  vi.restoreAllMocks();
});

describe("'Unduh Kuitansi' in the branch's payment history", () => {
  it('is offered only for a receipt with a kuitansi, and saves the PDF under the server’s name', async () => {
    server.use(
      http.get('/api/user/payment_receipt/search_by_branch', () =>
        HttpResponse.json(paged([confirmed, waiting])),
      ),
    );
    const tokens = serveKuitansi('/api/user/payment_receipt/11/kuitansi', {
      'content-disposition': 'attachment; filename="KW-2026-000123.pdf"',
    });
    const saved = captureSaves();
    renderApp('/payment-history?filter=%7B%7D', 'CABANG');
    const table = await screen.findByRole('table', { name: 'List Payment' });
    const row = (await within(table).findByText('INV/REG/20261118/0011')).closest('tr')!;
    expect(within(row).getByText('KW/2026/000123')).toBeInTheDocument();
    const other = within(table).getByText('INV/REG/20261118/0012').closest('tr')!;
    expect(within(other).queryByRole('button', { name: /Unduh Kuitansi/ })).toBeNull();
    expect(within(table).getAllByRole('button', { name: /Unduh Kuitansi/ })).toHaveLength(1);

    // By keyboard: the button takes the focus and Enter downloads.
    const button = within(row).getByRole('button', { name: 'Unduh Kuitansi KW/2026/000123' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(tokens).toEqual(['Bearer token-CABANG']);
    expect(saved[0]!.name).toBe('KW-2026-000123.pdf');
    const bytes = new Uint8Array(await saved[0]!.blob.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 4))).toBe('%PDF');
  });

  it("names the file after the number when the server gives no name, from an upgrade receipt's detail", async () => {
    const upgrade = uploadedReceipt({
      id: 21,
      kind: 'upgrade',
      inv_name: 'INV/UPG/20261118/0021',
      status: '1',
      kuitansi_number: 'KW/2026/000124',
    });
    server.use(
      http.get('/api/user/upgrade_payment_receipt/search_by_branch', () =>
        HttpResponse.json(paged([summaryOf(upgrade)])),
      ),
      http.get('/api/user/upgrade_payment_receipt/21', () => HttpResponse.json({ data: upgrade })),
    );
    const tokens = serveKuitansi('/api/user/upgrade_payment_receipt/21/kuitansi');
    const saved = captureSaves();
    renderApp('/payment-history-upgrade/21', 'CABANG');
    const dialog = await screen.findByRole('dialog', { name: 'List Aog Mog' });
    await userEvent.click(
      await within(dialog).findByRole('button', { name: 'Unduh Kuitansi KW/2026/000124' }),
    );
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toBe('KW-2026-000124.pdf');
    expect(tokens).toEqual(['Bearer token-CABANG']);
  });

  it("is on a confirmed receipt's card on a narrow screen", async () => {
    withWidth(390);
    server.use(
      http.get('/api/user/payment_receipt/search_by_branch', () =>
        HttpResponse.json(paged([confirmed, waiting])),
      ),
    );
    const tokens = serveKuitansi('/api/user/payment_receipt/11/kuitansi');
    const saved = captureSaves();
    renderApp('/payment-history?filter=%7B%7D', 'CABANG');
    const list = await screen.findByRole('list', { name: 'List Payment' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first!).getByText('KW/2026/000123')).toBeVisible();
    expect(within(second!).queryByRole('button', { name: /Unduh Kuitansi/ })).toBeNull();
    await userEvent.click(
      within(first!).getByRole('button', { name: 'Unduh Kuitansi KW/2026/000123' }),
    );
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(tokens).toEqual(['Bearer token-CABANG']);
  });

  it('says so when the kuitansi cannot be downloaded', async () => {
    server.use(
      http.get('/api/user/payment_receipt/search_by_branch', () =>
        HttpResponse.json(paged([confirmed])),
      ),
      http.get('/api/user/payment_receipt/11/kuitansi', () =>
        HttpResponse.json({ message: 'Data tidak ditemukan' }, { status: 404 }),
      ),
    );
    const saved = captureSaves();
    renderApp('/payment-history?filter=%7B%7D', 'CABANG');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Unduh Kuitansi KW/2026/000123' }),
    );
    expect(await screen.findByText('Kuitansi tidak ditemukan')).toBeInTheDocument();
    expect(saved).toEqual([]);
  });
});

describe("'Unduh Kuitansi' in the central review", () => {
  it("is in a confirmed receipt's row and in its 'Konfirmasi Pembayaran', fetched with SBS's token", async () => {
    const detail = uploadedReceipt({
      id: 11,
      inv_name: 'INV/REG/20261118/0011',
      status: '1',
      kuitansi_number: 'KW/2026/000123',
    });
    server.use(
      http.get('/api/user/payment_receipt/search', () =>
        HttpResponse.json(paged([confirmed, waiting])),
      ),
      http.get('/api/user/payment_receipt/11', () => HttpResponse.json({ data: detail })),
    );
    const tokens = serveKuitansi('/api/user/payment_receipt/11/kuitansi', {
      'content-disposition': 'attachment; filename="KW-2026-000123.pdf"',
    });
    const saved = captureSaves();
    renderApp('/payment-receipt?filter=%7B%7D', 'SBS');
    const table = await screen.findByRole('table', { name: 'List Payment' });
    expect(
      await within(table).findAllByRole('button', { name: 'Unduh Kuitansi KW/2026/000123' }),
    ).toHaveLength(1);

    await userEvent.click(within(table).getByRole('button', { name: /INV\/REG\/20261118\/0011/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Konfirmasi Pembayaran' });
    await userEvent.click(
      await within(dialog).findByRole('button', { name: 'Unduh Kuitansi KW/2026/000123' }),
    );
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(tokens).toEqual(['Bearer token-SBS']);
  });
});

describe('/verify/{code}', () => {
  const genuine: KuitansiVerificationResponse = {
    data: {
      number: 'KW/2026/000123',
      tanggal: '2026-11-18',
      total: 3_320_000,
      nama: 'B***** S*****',
      jumlah_anggota: 2,
      kind: 'registration',
    },
  };

  it("shows 'Kuitansi Asli' with what the server says, without signing in", async () => {
    const tokens: (string | null)[] = [];
    server.use(
      http.get(`/api/public/verify/${CODE}`, ({ request }) => {
        tokens.push(request.headers.get('authorization'));
        return HttpResponse.json(genuine);
      }),
    );
    renderApp(`/verify/${CODE}`);
    expect(await screen.findByRole('heading', { name: 'Kuitansi Asli' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Verifikasi Kuitansi' })).toBeVisible();
    expect(screen.getAllByRole('definition').map((dd) => dd.textContent)).toEqual([
      'KW/2026/000123',
      '18 November 2026',
      'Rp 3.320.000',
      'B***** S*****',
      '2 anggota',
      'Pendaftaran',
    ]);
    expect(tokens).toEqual([null]);
    expect(window.location.pathname).toBe(`/verify/${CODE}`);
  });

  it("says 'Kuitansi tidak ditemukan' for an unknown code", async () => {
    server.use(
      http.get('/api/public/verify/:code', () =>
        HttpResponse.json({ message: 'Data tidak ditemukan' }, { status: 404 }),
      ),
    );
    renderApp(`/verify/${CODE}`);
    expect(
      await screen.findByRole('heading', { name: 'Kuitansi tidak ditemukan' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Kuitansi Asli' })).toBeNull();
  });

  it('shows the wait, then a failure with a retry that can succeed', async () => {
    let calls = 0;
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get('/api/public/verify/:code', async () => {
        calls += 1;
        if (calls === 1) {
          await held;
          return serverBusy();
        }
        return calls === 2 ? serverBusy() : HttpResponse.json(genuine);
      }),
    );
    renderApp(`/verify/${CODE}`);
    expect(await screen.findByRole('status')).toHaveTextContent('Memeriksa kuitansi…');
    release();
    // The query client tries a server failure once more before saying so.
    expect(await screen.findByText(/Tidak dapat memeriksa kuitansi/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Coba Lagi' }));
    expect(await screen.findByRole('heading', { name: 'Kuitansi Asli' })).toBeInTheDocument();
  });
});

describe("The dashboard's 'Pembayaran Menunggu Lama' (SBS)", () => {
  const overdue: OverdueReceiptsResponse = {
    data: [
      {
        kind: 'registration',
        receipt_id: 11,
        inv_name: 'INV/REG/20261110/0011',
        total_biaya: 3_320_000,
        created_at: '2026-11-10T02:30:00.000Z',
        branch: { id: 3, name: 'Cabang Jakarta Selatan' },
        working_hours: 41,
      },
      {
        kind: 'upgrade',
        receipt_id: 7,
        inv_name: 'INV/UPG/20261112/0007',
        total_biaya: 2_480_000,
        created_at: '2026-11-12T02:30:00.000Z',
        branch: { id: 4, name: 'Cabang Bandung' },
        working_hours: 26,
      },
    ],
    total: 9,
    threshold_hours: 24,
  };

  it('lists the overdue receipts with their waited hours, links to their review and the total', async () => {
    server.use(http.get('/api/user/reminders/waiting_receipts', () => HttpResponse.json(overdue)));
    renderApp('/dashboard', 'SBS');
    const card = (
      await screen.findByRole('heading', { name: 'Pembayaran Menunggu Lama' })
    ).closest<HTMLElement>('.MuiCard-root')!;
    expect(await within(card).findByText('Menunggu lebih dari 24 jam kerja')).toBeVisible();
    expect(within(card).getByText('9 pembayaran')).toBeVisible();
    const list = within(card).getByRole('list', { name: 'Pembayaran menunggu lama' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Cabang Jakarta Selatan · Rp 3.320.000 · 41 jam kerja');
    expect(within(items[0]!).getByRole('link', { name: 'INV/REG/20261110/0011' })).toHaveAttribute(
      'href',
      '/payment-receipt/11',
    );
    expect(within(items[1]!).getByRole('link', { name: 'INV/UPG/20261112/0007' })).toHaveAttribute(
      'href',
      '/payment-receipt-upgrade/7',
    );
    expect(within(card).getByText(/dan 7 lainnya/)).toBeVisible();
  });

  it('says when nothing waits longer than the threshold', async () => {
    server.use(
      http.get('/api/user/reminders/waiting_receipts', () =>
        HttpResponse.json({ data: [], total: 0, threshold_hours: 16 }),
      ),
    );
    renderApp('/dashboard', 'SBS');
    expect(
      await screen.findByText('Tidak ada pembayaran yang menunggu lebih dari 16 jam kerja'),
    ).toBeVisible();
  });

  it('says so when the list cannot be loaded', async () => {
    server.use(http.get('/api/user/reminders/waiting_receipts', () => serverBusy()));
    renderApp('/dashboard', 'SBS');
    expect(
      await screen.findByText('Pembayaran yang menunggu lama tidak dapat dimuat'),
    ).toBeVisible();
  });

  it('is not on the dashboard of a group that does not confirm receipts', async () => {
    renderApp('/dashboard', 'RND');
    await screen.findAllByRole('heading', { name: 'Dashboard' });
    expect(screen.queryByRole('heading', { name: 'Pembayaran Menunggu Lama' })).toBeNull();
  });
});

describe('Organisation and reminder settings, and a branch’s reminders', () => {
  it('edits the organisation and the three thresholds, each explained', async () => {
    const record: AdminSettings & { id: 'app' } = {
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
      org_name: 'Organisasi AOG MOG',
      org_address: 'Jl. Sudirman 1\nJakarta',
      reminder_proof_days: 3,
      reminder_unused_id_days: 30,
      reminder_waiting_hours: 24,
      updated_at: null,
    };
    const puts: (typeof record)[] = [];
    server.use(
      http.get('/api/admin/settings/app', () => HttpResponse.json(record)),
      http.put('/api/admin/settings/app', async ({ request }) => {
        const body = (await request.json()) as typeof record;
        puts.push(body);
        return HttpResponse.json(body);
      }),
    );
    renderApp('/admin/settings/app', 'SBS');
    const name = await screen.findByRole('textbox', { name: 'Nama Organisasi' });
    expect(name).toHaveValue('Organisasi AOG MOG');
    const address = screen.getByRole('textbox', { name: 'Alamat Organisasi' });
    expect(address.tagName).toBe('TEXTAREA');
    const proof = screen.getByRole('spinbutton', { name: 'Pengingat Bukti Pembayaran' });
    expect(proof).toHaveAccessibleDescription(/Hari kerja sejak pendaftaran/);
    expect(
      screen.getByRole('spinbutton', { name: 'Pengingat ID Belum Dipakai' }),
    ).toHaveAccessibleDescription(/^Hari sejak ID diberikan/);
    const hours = screen.getByRole('spinbutton', { name: 'Pengingat Pembayaran Menunggu' });
    expect(hours).toHaveAccessibleDescription(/Jam kerja pembayaran menunggu/);
    await userEvent.clear(hours);
    await userEvent.type(hours, '16');
    await userEvent.clear(address);
    await userEvent.type(address, 'Jl. Thamrin 2{Enter}Jakarta Pusat');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toMatchObject({
      reminder_waiting_hours: 16,
      reminder_proof_days: 3,
      org_address: 'Jl. Thamrin 2\nJakarta Pusat',
    });
  });

  it("switches a branch's reminders off ('Kirim Pengingat')", async () => {
    const saved: AdminBranch = {
      id: 1,
      name: 'Cabang Jakarta Selatan',
      city: 'Jakarta',
      address: null,
      no_wa: '6281234567890',
      active: true,
      created_at: '2026-01-05T03:00:00Z',
      updated_at: '2026-01-05T03:00:00Z',
      bank_accounts: [],
      reminders_enabled: true,
    };
    const puts: AdminBranch[] = [];
    server.use(
      http.get('/api/admin/branches/1', () => HttpResponse.json(saved)),
      http.put('/api/admin/branches/1', async ({ request }) => {
        const body = (await request.json()) as AdminBranch;
        puts.push(body);
        return HttpResponse.json({ ...saved, ...body });
      }),
    );
    renderApp('/admin/branches/1', 'SBS');
    const toggle = await screen.findByRole('switch', { name: 'Kirim Pengingat' });
    expect(toggle).toBeChecked();
    expect(screen.getByText(/^Pengingat bukti pembayaran dan ID/)).toBeVisible();
    await userEvent.click(toggle);
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]!.reminders_enabled).toBe(false);
  });
});
