import { describe, expect, it } from 'vitest';
import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { AdminBranch } from '../../domain/api/admin';
import type {
  BankConfirmResponse,
  BankLineStatus,
  BankMappingRequired,
  BankStatementImportResponse,
  BankStatementLine,
  BankSummaryResponse,
} from '../../domain/api/bankStatement';
import { renderApp, screen } from './support/renderApp';
import { withWidth } from './support/screenWidth';
import { summaryOf, uploadedReceipt } from './support/receipts';
import { emptyPage, server } from './support/server';

const BRANCH = { id: 3, name: 'Cabang Jakarta Selatan' };

const line = (id: number, status: BankLineStatus, extra: Partial<BankStatementLine> = {}) =>
  ({
    id,
    tanggal: '2026-11-18',
    keterangan: `TRSF E-BANKING CR 1811/FTSCY/WS95031 ${id}`,
    kredit: 420_000,
    status,
    receipt:
      status === 'cocok' || status === 'dikonfirmasi'
        ? {
            kind: 'registration',
            receipt_id: 100 + id,
            inv_name: `INV/REG/20261118/${String(id).padStart(4, '0')}`,
            status: status === 'cocok' ? '0' : '1',
            branch: BRANCH,
          }
        : null,
    candidates: [],
    imported_at: '2026-11-19T02:00:00.000Z',
    ...extra,
  }) satisfies BankStatementLine;

const LINES: BankStatementLine[] = [
  line(1, 'cocok'),
  line(2, 'cocok', { kredit: 3_650_000 }),
  line(3, 'perlu_dicek', {
    candidates: [
      {
        kind: 'registration',
        receipt_id: 201,
        inv_name: 'INV/REG/20261118/0201',
        total_biaya: 420_000,
        created_at: '2026-11-18T04:00:00.000Z',
        branch: BRANCH,
        reason: 'match',
        account_named: true,
      },
      {
        kind: 'upgrade',
        receipt_id: 202,
        inv_name: 'INV/UPG/20261125/0202',
        total_biaya: 420_000,
        created_at: '2026-11-25T04:00:00.000Z',
        branch: { id: 4, name: 'Cabang Bandung' },
        reason: 'outside_window',
        account_named: false,
      },
    ],
  }),
  line(4, 'tidak_cocok'),
];

const page = (rows: BankStatementLine[]) => ({
  data: rows,
  current_page: 1,
  per_page: 20,
  total: rows.length,
  from: rows.length ? 1 : null,
  last_page: 1,
});

interface SentImport {
  file: boolean;
  mapping: string | null;
}

/**
 * The parts of a multipart body, read from its text: Node 24's `request.formData()` refuses the
 * body jsdom's FormData makes, and jsdom sends the file part without the file's name or bytes.
 */
const partsOf = (body: string): SentImport => ({
  file: body.includes('name="file"'),
  mapping: /name="mapping"\r\n(?:[^\r\n]+\r\n)*\r\n([^\r\n]*)\r\n/.exec(body)?.[1] ?? null,
});

/** The reconciliation's calls, recording what the screen sent. */
const api = (
  options: {
    imports?: (form: SentImport) => Response;
    confirm?: BankConfirmResponse;
  } = {},
) => {
  const sent = {
    statuses: [] as string[],
    imports: [] as SentImport[],
    confirms: [] as unknown[],
    links: [] as { id: string; body: unknown }[],
    unlinks: [] as string[],
  };
  server.use(
    http.get('/api/user/bank_statement/lines', ({ request }) => {
      const status = new URL(request.url).searchParams.get('status') ?? '';
      sent.statuses.push(status);
      return HttpResponse.json(page(LINES.filter((l) => l.status === status)));
    }),
    http.post('/api/user/bank_statement', async ({ request }) => {
      const form = partsOf(await request.text());
      sent.imports.push(form);
      if (options.imports) return options.imports(form);
      const answer: BankStatementImportResponse = {
        data: { imported: 4, known: 1, matched: 2, to_check: 1, debits: 3 },
      };
      return HttpResponse.json(answer);
    }),
    http.post('/api/user/bank_statement/confirm', async ({ request }) => {
      sent.confirms.push(await request.json());
      return HttpResponse.json(options.confirm ?? { data: { confirmed: [], skipped: [] } });
    }),
    http.post('/api/user/bank_statement/lines/:id/link', async ({ params, request }) => {
      sent.links.push({ id: String(params.id), body: await request.json() });
      return HttpResponse.json({ data: line(3, 'cocok') });
    }),
    http.post('/api/user/bank_statement/lines/:id/unlink', ({ params }) => {
      sent.unlinks.push(String(params.id));
      return HttpResponse.json({ data: line(Number(params.id), 'tidak_cocok') });
    }),
  );
  return sent;
};

const STATEMENT = 'Tanggal;Keterangan;Kredit\n18/11/2026;TRSF;420.000,00\n';

const chooseFile = async (name = 'mutasi.csv') => {
  const input = await screen.findByTestId('bank-statement-file');
  await userEvent.upload(input, new File([STATEMENT], name, { type: 'text/csv' }));
};

describe("'Rekonsiliasi Bank' (issue 32)", () => {
  it('is in SBS menu under Payment and lists the matched lines first, in Rupiah and dd/mm/yyyy', async () => {
    const sent = api();
    renderApp('/dashboard', 'SBS');
    const nav = await screen.findByRole('menu');
    await userEvent.click(await within(nav).findByRole('menuitem', { name: 'Payment' }));
    await userEvent.click(await within(nav).findByRole('menuitem', { name: 'Rekonsiliasi Bank' }));
    expect(await screen.findAllByRole('heading', { name: 'Rekonsiliasi Bank' })).not.toHaveLength(
      0,
    );
    const table = await screen.findByRole('table', { name: 'Mutasi bank' });
    const row = (await within(table).findByText('INV/REG/20261118/0002')).closest('tr')!;
    expect(within(row).getByText('18/11/2026')).toBeInTheDocument();
    expect(within(row).getByText('Rp 3.650.000')).toBeInTheDocument();
    expect(within(row).getByText('Cabang Jakarta Selatan')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Cocok' })).toHaveAttribute('aria-selected', 'true');
    expect(sent.statuses).toEqual(['cocok']);
  });

  it('keeps other groups out', async () => {
    api();
    renderApp('/bank-statement', 'CABANG');
    await waitFor(() => expect(window.location.pathname).not.toBe('/bank-statement'));
  });

  it('imports a statement and says what it found, in Indonesian', async () => {
    const sent = api();
    renderApp('/bank-statement', 'SBS');
    await chooseFile();
    const answer = await screen.findByRole('status');
    expect(within(answer).getByText('Impor selesai')).toBeInTheDocument();
    expect(within(answer).getByText('Baris baru: 4')).toBeInTheDocument();
    expect(within(answer).getByText('Sudah ada sebelumnya: 1')).toBeInTheDocument();
    expect(within(answer).getByText('Cocok: 2')).toBeInTheDocument();
    expect(within(answer).getByText('Perlu dicek: 1')).toBeInTheDocument();
    expect(within(answer).getByText('Debit diabaikan: 3')).toBeInTheDocument();
    expect(sent.imports).toEqual([{ file: true, mapping: null }]);
  });

  it("shows the server's refusal naming the row", async () => {
    api({
      imports: () =>
        HttpResponse.json(
          {
            message: 'Baris 3: jumlah kredit tidak terbaca',
            errors: { file: ['Baris 3: jumlah kredit tidak terbaca'] },
          },
          { status: 422 },
        ),
    });
    renderApp('/bank-statement', 'SBS');
    await chooseFile();
    expect(await screen.findByText('Baris 3: jumlah kredit tidak terbaca')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks which column is which for an unknown layout, and sends the file again with the mapping', async () => {
    const mappingRequired: BankMappingRequired = {
      message: 'Kolom mutasi belum dikenal',
      errors: { mapping: ['Kolom mutasi belum dikenal'] },
      columns: ['Tgl Transaksi', 'Uraian', 'Mutasi Masuk', 'Mutasi Keluar', 'Saldo'],
    };
    const sent = api({
      imports: (form) =>
        form.mapping
          ? HttpResponse.json({
              data: { imported: 2, known: 0, matched: 1, to_check: 0, debits: 1 },
            })
          : HttpResponse.json(mappingRequired, { status: 422 }),
    });
    renderApp('/bank-statement', 'SBS');
    await chooseFile('bank.xlsx');
    const dialog = await screen.findByRole('dialog', { name: 'Pilih kolom mutasi' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Impor' }));
    expect(within(dialog).getAllByText('Pilih kolom ini')).toHaveLength(3);
    expect(sent.imports).toHaveLength(1);

    const pick = async (label: RegExp, option: string) => {
      await userEvent.click(within(dialog).getByRole('combobox', { name: label }));
      await userEvent.click(await screen.findByRole('option', { name: option }));
    };
    await pick(/Kolom tanggal/, 'Tgl Transaksi');
    await pick(/Kolom keterangan/, 'Uraian');
    await pick(/Kolom kredit/, 'Mutasi Masuk');
    await pick(/Kolom debit/, 'Mutasi Keluar');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Impor' }));
    expect(await screen.findByText('Baris baru: 2')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent.imports[1]).toEqual({ file: true, mapping: expect.any(String) });
    expect(JSON.parse(sent.imports[1]!.mapping!)).toEqual({
      tanggal: 'Tgl Transaksi',
      keterangan: 'Uraian',
      kredit: 'Mutasi Masuk',
      debit: 'Mutasi Keluar',
    });
  });

  it('shows each state on its tab, with the candidates to link and why each is one', async () => {
    const sent = api();
    renderApp('/bank-statement', 'SBS');
    await screen.findByRole('table', { name: 'Mutasi bank' });
    await userEvent.click(screen.getByRole('tab', { name: 'Perlu dicek' }));
    const candidates = await screen.findByText(/INV\/REG\/20261118\/0201/);
    expect(candidates).toHaveTextContent(
      'INV/REG/20261118/0201 · Cabang Jakarta Selatan · Rp 420.000',
    );
    expect(
      screen.getByText('Jumlah dan tanggal sesuai · Rekening cabang disebut'),
    ).toBeInTheDocument();
    expect(screen.getByText('Jumlah sama, di luar 3 hari')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Tautkan ke INV/UPG/20261125/0202' }));
    await waitFor(() =>
      expect(sent.links).toEqual([{ id: '3', body: { kind: 'upgrade', receipt_id: 202 } }]),
    );
    expect(
      await screen.findByText('Baris mutasi ditautkan ke INV/UPG/20261125/0202'),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Tidak cocok' }));
    expect(await screen.findByText('TRSF E-BANKING CR 1811/FTSCY/WS95031 4')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Dikonfirmasi' }));
    expect(await screen.findByText('Belum ada baris mutasi yang dikonfirmasi')).toBeInTheDocument();
    expect(sent.statuses).toEqual(
      expect.arrayContaining(['cocok', 'perlu_dicek', 'tidak_cocok', 'dikonfirmasi']),
    );
  });

  it("unlinks a 'Cocok' line", async () => {
    const sent = api();
    renderApp('/bank-statement', 'SBS');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Lepas tautan INV/REG/20261118/0001' }),
    );
    await waitFor(() => expect(sent.unlinks).toEqual(['1']));
    expect(await screen.findByText('Tautan dilepas')).toBeInTheDocument();
  });

  it("confirms the chosen 'Cocok' lines in one action after asking, and reports the skipped ones", async () => {
    const sent = api({
      confirm: {
        data: {
          confirmed: [{ line_id: 1, kind: 'registration', receipt_id: 101 }],
          skipped: [{ line_id: 2, reason: 'decided_meanwhile' }],
        },
      },
    });
    renderApp('/bank-statement', 'SBS');
    await userEvent.click(
      await screen.findByRole('checkbox', { name: 'Pilih baris 18/11/2026 Rp 420.000' }),
    );
    await userEvent.click(
      screen.getByRole('checkbox', { name: 'Pilih baris 18/11/2026 Rp 3.650.000' }),
    );
    expect(await screen.findByText('2 baris dipilih')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Konfirmasi pembayaran' }));
    const dialog = await screen.findByRole('dialog', { name: 'Konfirmasi pembayaran' });
    expect(dialog).toHaveTextContent('Konfirmasi 2 bukti pembayaran');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent.confirms).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Konfirmasi pembayaran' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Konfirmasi pembayaran' })).getByRole(
        'button',
        { name: 'Konfirmasi' },
      ),
    );
    await waitFor(() => expect(sent.confirms).toEqual([{ line_ids: [1, 2] }]));
    expect(
      await screen.findByText('1 pembayaran dikonfirmasi; 1 dilewati (sudah diputuskan)'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('2 baris dipilih')).not.toBeInTheDocument());
  });
});

describe("'Rekonsiliasi Bank' on a phone (issue 32)", () => {
  it("shows the lines as cards, each 'Cocok' one chosen by its named checkbox", async () => {
    withWidth(390);
    const sent = api({
      confirm: {
        data: { confirmed: [{ line_id: 2, kind: 'registration', receipt_id: 102 }], skipped: [] },
      },
    });
    renderApp('/bank-statement', 'SBS');
    const list = await screen.findByRole('list', { name: 'Mutasi bank' });
    expect(screen.queryByRole('table')).toBeNull();
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(
      within(list).getByRole('checkbox', { name: 'Pilih baris 18/11/2026 Rp 3.650.000' }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Konfirmasi pembayaran' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Konfirmasi' }));
    await waitFor(() => expect(sent.confirms).toEqual([{ line_ids: [2] }]));
    expect(await screen.findByText('1 pembayaran dikonfirmasi')).toBeInTheDocument();
  });
});

describe("'Konfirmasi Pembayaran' shows the bank statement (issue 32)", () => {
  const serveReceipt = (kind: 'registration' | 'upgrade', matched: boolean) => {
    const receipt = uploadedReceipt({ id: 12, kind, total_biaya: 420_000 });
    const base = kind === 'upgrade' ? 'upgrade_payment_receipt' : 'payment_receipt';
    const asked: string[] = [];
    server.use(
      http.get(`/api/user/${base}/search`, () =>
        HttpResponse.json({ ...emptyPage(10), data: [summaryOf(receipt)], total: 1, from: 1 }),
      ),
      http.get(`/api/user/${base}/:id`, () => HttpResponse.json({ data: receipt })),
      http.get('/api/user/bank_statement/receipt/:kind/:id', ({ params }) => {
        asked.push(`${String(params.kind)}/${String(params.id)}`);
        return HttpResponse.json({
          data: matched
            ? {
                id: 5,
                tanggal: '2026-11-18',
                keterangan: 'TRSF E-BANKING CR 1811 CABANG JAKSEL',
                kredit: 420_000,
              }
            : null,
        });
      }),
    );
    return asked;
  };

  it('shows the matched line of a registration receipt: day, description, amount', async () => {
    const asked = serveReceipt('registration', true);
    renderApp('/payment-receipt/12', 'SBS');
    const dialog = await screen.findByRole('dialog', { name: 'Konfirmasi Pembayaran' });
    const matched = await within(dialog).findByRole('group', { name: 'Mutasi bank' });
    expect(matched).toHaveTextContent('18/11/2026 · Rp 420.000');
    expect(matched).toHaveTextContent('TRSF E-BANKING CR 1811 CABANG JAKSEL');
    expect(asked).toEqual(['registration/12']);
  });

  it("says 'Belum ada di mutasi bank' for an upgrade receipt no line is linked to", async () => {
    const asked = serveReceipt('upgrade', false);
    renderApp('/payment-receipt-upgrade/12', 'SBS');
    const dialog = await screen.findByRole('dialog', { name: 'Konfirmasi Pembayaran' });
    expect(await within(dialog).findByText('Belum ada di mutasi bank')).toBeInTheDocument();
    expect(asked).toEqual(['upgrade/12']);
  });
});

describe("The dashboard's reconciliation card (issue 32)", () => {
  it("shows today's unmatched credits and the receipts waiting longest, each a link", async () => {
    const summary: BankSummaryResponse = {
      data: {
        unmatched_today: 1_250_000,
        oldest_waiting: [
          {
            kind: 'upgrade',
            receipt_id: 31,
            inv_name: 'INV/UPG/20261110/0031',
            total_biaya: 300_000,
            created_at: '2026-11-10T02:00:00.000Z',
            branch: { id: 4, name: 'Cabang Bandung' },
          },
        ],
      },
    };
    server.use(http.get('/api/user/bank_statement/summary', () => HttpResponse.json(summary)));
    renderApp('/dashboard', 'SBS');
    const card = (await screen.findByRole('heading', { name: 'Rekonsiliasi bank' })).closest(
      '.MuiCard-root',
    ) as HTMLElement;
    expect(await within(card).findByText('Rp 1.250.000')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'INV/UPG/20261110/0031' })).toHaveAttribute(
      'href',
      '/payment-receipt-upgrade/31',
    );
    expect(card).toHaveTextContent('Cabang Bandung · Rp 300.000 · 10/11/2026');
  });

  it('is not on the dashboard of a group without the reconciliation', async () => {
    renderApp('/dashboard', 'RND');
    await screen.findAllByRole('heading', { name: 'Dashboard' });
    expect(screen.queryByRole('heading', { name: 'Rekonsiliasi bank' })).not.toBeInTheDocument();
  });
});

describe("A branch's bank accounts in the administration area (issue 32)", () => {
  const saved: AdminBranch = {
    id: 1,
    name: 'Cabang Jakarta Selatan',
    city: 'Jakarta',
    address: null,
    no_wa: null,
    bank_accounts: [{ bank: 'BCA', nomor_rekening: '1234567890', nama_pemilik: 'Budi Santoso' }],
    active: true,
    reminders_enabled: true,
    created_at: '2026-01-05T03:00:00Z',
    updated_at: '2026-01-05T03:00:00Z',
  };

  it('edits several accounts per branch, checked by the domain schema', async () => {
    const puts: AdminBranch[] = [];
    server.use(
      http.get('/api/admin/branches/1', () => HttpResponse.json(saved)),
      http.put('/api/admin/branches/1', async ({ request }) => {
        const body = (await request.json()) as AdminBranch;
        puts.push(body);
        return HttpResponse.json({ ...saved, ...body, updated_at: '2026-01-06T03:00:00Z' });
      }),
    );
    renderApp('/admin/branches/1', 'SBS');
    expect(await screen.findByDisplayValue('1234567890')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Tambah/ }));
    const banks = await screen.findAllByRole('textbox', { name: /^Bank/ });
    await userEvent.type(banks[1]!, 'Mandiri');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(
      await screen.findByText('Nomor rekening hanya boleh berisi angka (5–30 digit)'),
    ).toBeInTheDocument();
    expect(screen.getByText('Nama pemilik rekening wajib diisi')).toBeInTheDocument();
    expect(puts).toEqual([]);

    const numbers = screen.getAllByRole('textbox', { name: /Nomor Rekening/ });
    await userEvent.type(numbers[1]!, '1300012345678');
    const holders = screen.getAllByRole('textbox', { name: /Nama Pemilik/ });
    await userEvent.type(holders[1]!, 'Siti Aminah');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]!.bank_accounts).toEqual([
      { bank: 'BCA', nomor_rekening: '1234567890', nama_pemilik: 'Budi Santoso' },
      { bank: 'Mandiri', nomor_rekening: '1300012345678', nama_pemilik: 'Siti Aminah' },
    ]);
  });
});
