import { describe, expect, it } from 'vitest';
import { waitFor, waitForElementToBeRemoved, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Paged } from '../../domain/api/common';
import { maskPersonalFields } from '../../domain/personalData';
import type {
  UpgradeCandidate,
  UpgradeMemberResponse,
  UpgradeResponse,
} from '../../domain/api/upgrade';
import { renderApp, screen } from './support/renderApp';
import { server } from './support/server';
import { hoursHandler, OPEN_HOURS } from './support/hours';
import { registrationRecord } from './support/registrationRecord';

const FEES = {
  biaya_daftar_aog: 2_900_000,
  biaya_daftar_mog: 420_000,
  biaya_private_class: 750_000,
  biaya_aog_upgrade: 2_655_000,
  biaya_mog_upgrade: 285_000,
  tanggal: '2026-11-18',
};

const candidate = (id: number, overrides: Partial<UpgradeCandidate> = {}): UpgradeCandidate => ({
  id,
  nama_lengkap: `Anggota ${id}`,
  no_id: `MOG000000${id}`,
  jenis_pendaftaran: 'MOG',
  kota_domisili: 'Kota Bandung',
  kecamatan_domisili: 'Coblong',
  cabang_pembina: 'Cabang Jakarta Selatan',
  can_upgrade: true,
  ...overrides,
});

const paged = (data: UpgradeCandidate[], page: number, total: number): Paged<UpgradeCandidate> => ({
  data,
  current_page: page,
  per_page: 5,
  total,
  from: data.length ? (page - 1) * 5 + 1 : null,
  last_page: Math.max(1, Math.ceil(total / 5)),
});

type Member = UpgradeMemberResponse['data'];
/** The member as the server answers a branch: its NIK and account numbers masked (issue 36). */
const shown = maskPersonalFields(registrationRecord());
const member = (overrides: Partial<Member> = {}): Member => ({
  ...shown,
  apakah_sudah_mengikuti_private_class: null,
  cabang_pembina: 'Cabang Jakarta Selatan',
  name_user: 'Petugas Jakarta Selatan',
  can_upgrade: true,
  ...overrides,
});

/** Siti's upgrade to AOG 'belum' as the server answers it saved; `biaya_total` 0 on create. */
const saved = (biaya_total: number): UpgradeResponse => ({
  data: {
    id: 40,
    created_at: '2026-11-18T04:00:00.000Z',
    tanggal_upgrade: '2026-11-18T04:00:00.000Z',
    register_aog_mog: {
      id: 7,
      nama_lengkap: 'Siti Rahmawati',
      cabang_pembina: 'Cabang Jakarta Selatan',
      nama_pereferal: 'Ani Wijaya',
    },
    jenis_daftar_lama: 'MOG',
    jenis_daftar_baru: 'AOG',
    no_id_lama: 'MOG0000007',
    no_id_baru: 'AOG0000123',
    apakah_sudah_mengikuti_private_class: 'belum',
    biaya_upgrade: 3_405_000,
    biaya_total,
  },
});

/** The branch's upgrade API as the server answers; returns what was asked and sent. */
const api = ({ rows = [], total }: { rows?: UpgradeCandidate[]; total?: number } = {}) => {
  const seen = {
    searches: [] as Record<string, string>[],
    sent: [] as { method: string; url: string; body: unknown }[],
  };
  server.use(
    hoursHandler(),
    http.get('/api/user/register_aog_mog/fees', () => HttpResponse.json({ data: FEES })),
    http.get('/api/user/upgrade_aog_mog/index', () => HttpResponse.json({ registerList: [] })),
    http.get('/api/user/upgrade_payment_receipt/cek_status', () =>
      HttpResponse.json({ data: { count: 0, limit: 2, day: '2026-11-18' } }),
    ),
    http.get('/api/user/register_aog_mog/search', ({ request }) => {
      const query = Object.fromEntries(new URL(request.url).searchParams);
      seen.searches.push(query);
      // The contract's search: the name or the ID from its start, in any case.
      const keyword = (query.nama_lengkap ?? query.no_id ?? '').toLowerCase();
      const found = rows.filter((row) =>
        (query.nama_lengkap !== undefined ? row.nama_lengkap : row.no_id)
          .toLowerCase()
          .startsWith(keyword),
      );
      return HttpResponse.json(
        paged(
          found.slice(0, 5),
          Number(query.page ?? 1),
          keyword ? found.length : (total ?? rows.length),
        ),
      );
    }),
    http.get('/api/user/upgrade_aog_mog/7', () => HttpResponse.json({ data: member() })),
    http.get('/api/general/:level/search', () => HttpResponse.json({ data: [] })),
    http.get('/api/user/register_aog_mog/generate-id/dropdown', ({ request }) => {
      const type = new URL(request.url).searchParams.get('type');
      return HttpResponse.json({
        data: (type === 'aog' ? ['AOG0000101', 'AOG0000102'] : ['MOG0000201']).map(
          (generate_id) => ({ generate_id, type }),
        ),
      });
    }),
  );
  return seen;
};

const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });

describe('/upgrade-mog, the member search', () => {
  it(
    'lists the branch members 5 a page with Upgrade on MOG rows only, searched by ID MOG or Nama, sorted by a column',
    { timeout: 60_000 },
    async () => {
      const seen = api({
        rows: [
          candidate(1, { nama_lengkap: 'Dewi Lestari' }),
          candidate(2, { nama_lengkap: 'Rudi Hartono', can_upgrade: false }),
          candidate(3, {
            nama_lengkap: 'Budi Santoso',
            jenis_pendaftaran: 'AOG',
            no_id: 'AOG0000003',
          }),
        ],
        total: 7,
      });
      renderApp('/upgrade-mog', 'CABANG');
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Upgrade Status Anggota' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Download Form' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: '+ Upgrade MOG Baru' })).toHaveAttribute(
        'href',
        '/registrasion-form/upgrade-mog',
      );
      expect(screen.getByText('Ketentuan Upgrade')).toBeInTheDocument();
      expect(
        await screen.findByText(
          /ke AOG Rp 2\.655\.000 \(ditambah Rp 750\.000 .*selain AOG Rp 285\.000\.$/,
        ),
      ).toBeInTheDocument();

      const table = await screen.findByRole('table', { name: 'Daftar Anggota' });
      expect(
        within(table)
          .getAllByRole('columnheader')
          .map((header) => header.textContent),
      ).toEqual([
        'Nama Lengkap',
        'No ID MOG',
        'Jenis Pendaftaran',
        'Kota/Kab Domisili',
        'Kecamatan Domisili',
        'Cabang Pembina',
        'Action',
      ]);
      await within(table).findByText('Dewi Lestari');
      expect(seen.searches[0]).toEqual({ page: '1', sort: 'nama_lengkap', order: 'ASC' });
      expect(within(table).getByRole('link', { name: 'Upgrade Dewi Lestari' })).toHaveAttribute(
        'href',
        '/registrasion-form/upgrade-mog/1',
      );
      // An upgrade in progress: the button stays, disabled; an AOG has none.
      expect(within(table).getByRole('link', { name: 'Upgrade Rudi Hartono' })).toHaveAttribute(
        'aria-disabled',
        'true',
      );
      expect(within(table).queryByRole('link', { name: 'Upgrade Budi Santoso' })).toBeNull();
      const search = screen.getByRole('region', { name: 'Cari Anggota' });
      expect(within(search).getByText('1–5 dari 7')).toBeInTheDocument();

      await user.click(within(table).getByText('No ID MOG'));
      await waitFor(() => expect(seen.searches.at(-1)).toMatchObject({ sort: 'no_id' }));

      await user.type(screen.getByRole('textbox', { name: 'Kata Kunci' }), 'aog');
      await waitFor(() => expect(seen.searches.at(-1)).toMatchObject({ no_id: 'aog', page: '1' }));
      await waitFor(() => expect(within(table).queryByText('Dewi Lestari')).toBeNull());
      expect(within(table).getByText('Budi Santoso')).toBeInTheDocument();
      await user.clear(screen.getByRole('textbox', { name: 'Kata Kunci' }));

      await user.click(screen.getByRole('combobox', { name: /Cari Berdasarkan/ }));
      await user.click(await screen.findByRole('option', { name: 'Nama' }));
      await user.type(screen.getByRole('textbox', { name: 'Kata Kunci' }), 'rudi');
      await waitFor(() =>
        expect(seen.searches.at(-1)).toEqual({
          nama_lengkap: 'rudi',
          page: '1',
          sort: 'no_id',
          order: 'ASC',
        }),
      );
      await waitFor(() => expect(within(table).queryByText('Dewi Lestari')).toBeNull());

      await user.clear(screen.getByRole('textbox', { name: 'Kata Kunci' }));
      await user.type(screen.getByRole('textbox', { name: 'Kata Kunci' }), 'tidak ada');
      expect(await screen.findByText('Data tidak ditemukan')).toBeInTheDocument();
    },
  );
});

/** The control a visible label names, found by text and followed through its `for` (fast). */
const field = (label: RegExp): HTMLElement => {
  const found = screen
    .getAllByText(label, { selector: 'label' })
    .map((element) => document.getElementById((element as HTMLLabelElement).htmlFor))
    .filter((control): control is HTMLElement => control !== null);
  if (found.length !== 1) throw new Error(`${found.length} fields labelled ${label}`);
  return found[0]!;
};
const select = async (label: RegExp, choice: string) => {
  await user.click(field(label).parentElement!.querySelector('[role="combobox"]')!);
  await user.click(await screen.findByRole('option', { name: choice, hidden: true }));
};
const radio = async (group: string, choice: string) => {
  const label = screen.getByText(group, { selector: 'label' });
  const fieldset = label.closest('.MuiFormControl-root') as HTMLElement;
  await user.click(within(fieldset).getByText(choice).closest('label')!.querySelector('input')!);
};
const payment = () => screen.getByRole('region', { name: 'Rincian Pembayaran', hidden: true });
const button = (name: string) => screen.getByRole('button', { name, hidden: true });
const confirm = async () => {
  // Ticked once; a second try after a refusal finds it still ticked.
  const consent = screen.getByRole('checkbox', {
    name: /^Saya menyetujui pengumpulan/,
    hidden: true,
  });
  if (!(consent as HTMLInputElement).checked) await user.click(consent);
  await user.click(button('Simpan'));
  const dialog = await screen.findByRole('dialog', { name: 'Konfirmasi Form' });
  await user.click(within(dialog).getByText('Simpan'));
  await waitForElementToBeRemoved(dialog);
};

const SLOW = { timeout: 90_000 };

describe('/registrasion-form/upgrade-mog/{IDmog}', () => {
  it(
    'starts from the member with its old ID, prices the upgrade by the schedule and sends the PATCH',
    SLOW,
    async () => {
      const seen = api();
      server.use(
        http.patch('/api/user/upgrade_aog_mog/7', async ({ request }) => {
          seen.sent.push({ method: 'PATCH', url: request.url, body: await request.json() });
          if (seen.sent.length === 1) {
            const taken = 'Nomor ID AOG/MOG sudah dipakai atau bukan milik cabang Anda';
            return HttpResponse.json(
              { message: taken, errors: { no_id: [taken] } },
              { status: 409 },
            );
          }
          return HttpResponse.json(saved(3_405_000));
        }),
      );
      renderApp('/registrasion-form/upgrade-mog/7', 'CABANG');
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Form Upgrade MOG' }),
      ).toBeInTheDocument();
      await screen.findByRole('region', { name: 'Data Upgrade', hidden: true });
      for (const title of ['Data Upgrade', 'Biodata Pendaftar', 'Alamat KTP', 'Pereferal']) {
        expect(screen.getByRole('region', { name: title, hidden: true })).toBeInTheDocument();
      }
      expect(field(/^Nomor ID AOG\/MOG Lama/)).toHaveValue('MOG0000007');
      expect(field(/^Nomor ID AOG\/MOG Lama/)).toBeDisabled();
      expect(field(/^Nama Lengkap/)).toHaveValue('Siti Rahmawati');
      expect(field(/^Nomor ID AOG\/MOG\W*$/)).toHaveValue('');

      // The fee as the server computes it: to AOG 2.655.000, +750.000 for 'belum', other 285.000.
      expect(await within(payment()).findByText('Biaya Upgrade MOG')).toBeInTheDocument();
      expect(within(payment()).getAllByText('Rp 285.000')).toHaveLength(2);
      await select(/^Jenis Pendaftaran/, 'AOG');
      expect(within(payment()).getByText('Biaya Upgrade AOG')).toBeInTheDocument();
      // An AOG's total waits for the private-class answer.
      expect(within(payment()).getByText('Rp 2.655.000')).toBeInTheDocument();
      expect(
        within(payment()).getByText(
          "Jawab 'Apakah Sudah Mengikuti Private Class?' untuk melihat Total Biaya",
        ),
      ).toBeInTheDocument();
      await radio('Apakah Sudah Mengikuti Private Class?', 'Belum');
      expect(within(payment()).getByText('Rp 750.000')).toBeInTheDocument();
      expect(within(payment()).getByText('Rp 3.405.000')).toBeInTheDocument();
      await radio('Apakah Sudah Mengikuti Private Class?', 'Sudah');
      expect(within(payment()).queryByText('Rp 3.405.000')).toBeNull();
      await radio('Apakah Sudah Mengikuti Private Class?', 'Belum');

      const pick = async (id: string) => {
        await user.click(field(/^Nomor ID AOG\/MOG\W*$/));
        await user.click(await screen.findByRole('option', { name: id, hidden: true }));
      };
      await pick('AOG0000101');
      await confirm();
      // Refused: 'Something Went Wrong', the reason under the field, still on the form.
      expect(await screen.findByText('Something Went Wrong')).toBeInTheDocument();
      expect(
        screen.getByText('Nomor ID AOG/MOG sudah dipakai atau bukan milik cabang Anda'),
      ).toBeInTheDocument();
      expect(window.location.pathname).toBe('/registrasion-form/upgrade-mog/7');

      await pick('AOG0000102');
      // Starts from the member's recorded answer (given), and may be withdrawn here.
      const whatsapp = screen.getByRole('checkbox', {
        name: /^Saya bersedia menerima pesan WhatsApp/,
        hidden: true,
      });
      expect(whatsapp).toBeChecked();
      await user.click(whatsapp);
      await confirm();

      expect(await screen.findByText('MOG Upgraded')).toBeInTheDocument();
      await waitFor(() => expect(window.location.pathname).toBe('/upgrade-mog'));
      expect(seen.sent).toHaveLength(2);
      expect(seen.sent[1]!.body).toMatchObject({
        nama_lengkap: 'Siti Rahmawati',
        jenis_pendaftaran: 'AOG',
        no_id: 'AOG0000102',
        no_id_lama: 'MOG0000007',
        apakah_sudah_mengikuti_private_class: 'belum',
        persetujuan_whatsapp: false,
        // Sent back as shown: the server keeps the stored numbers.
        no_ktp: shown.no_ktp,
        nomor_rekening: shown.nomor_rekening,
        no_rek_pereferal: shown.no_rek_pereferal,
      });
      expect(shown.no_ktp).toMatch(/^\d{6}\*{6}\d{4}$/);
    },
  );

  it('outside operating hours (423) says so like a registration and stays', SLOW, async () => {
    const seen = api();
    server.use(
      http.patch('/api/user/upgrade_aog_mog/7', async ({ request }) => {
        seen.sent.push({ method: 'PATCH', url: request.url, body: await request.json() });
        server.use(
          http.get('/api/user/time_open_closed', () =>
            HttpResponse.json({
              data: { ...OPEN_HOURS, is_open: false, now: '2026-11-18T10:00:00.000Z' },
            }),
          ),
        );
        return HttpResponse.json({ message: OPEN_HOURS.message }, { status: 423 });
      }),
    );
    renderApp('/registrasion-form/upgrade-mog/7', 'CABANG');
    await screen.findByRole('region', { name: 'Data Upgrade', hidden: true });
    await user.click(field(/^Nomor ID AOG\/MOG\W*$/));
    await user.click(await screen.findByRole('option', { name: 'MOG0000201', hidden: true }));
    await confirm();
    expect(await screen.findByText('Something Went Wrong')).toBeInTheDocument();
    const closed = await screen.findByRole('dialog', { name: 'Sudah melewati batas waktu' });
    expect(within(closed).getByText(OPEN_HOURS.message)).toBeInTheDocument();
    expect(window.location.pathname).toBe('/registrasion-form/upgrade-mog/7');
    expect(seen.sent).toHaveLength(1);
  });

  it('says so when the member cannot be upgraded', async () => {
    api();
    server.use(
      http.get('/api/user/upgrade_aog_mog/7', () =>
        HttpResponse.json({ data: member({ can_upgrade: false }) }),
      ),
    );
    renderApp('/registrasion-form/upgrade-mog/7', 'CABANG');
    expect(await screen.findByText(/Anggota ini tidak dapat di-upgrade/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Simpan', hidden: true })).toBeNull();
  });
});

describe('/registrasion-form/upgrade-mog', () => {
  it('requires the old ID, typed in capitals, and sends nothing without it', SLOW, async () => {
    const seen = api();
    server.use(
      http.post('/api/user/upgrade_aog_mog', async ({ request }) => {
        seen.sent.push({ method: 'POST', url: request.url, body: await request.json() });
        return HttpResponse.json(saved(0), { status: 201 });
      }),
    );
    renderApp('/registrasion-form/upgrade-mog', 'CABANG');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Form Upgrade MOG' }),
    ).toBeInTheDocument();
    expect(field(/^Nomor ID AOG\/MOG Lama/)).toBeEnabled();
    expect(
      await within(payment()).findByText('Pilih Jenis Pendaftaran untuk melihat biaya'),
    ).toBeInTheDocument();
    await user.click(button('Simpan'));
    expect(await screen.findByText('Nomor ID AOG/MOG Lama tidak boleh kosong')).toBeInTheDocument();
    expect(screen.getByText('Nama tidak boleh kosong')).toBeInTheDocument();
    expect(
      screen.getByText('Persetujuan pemrosesan data pribadi wajib dicentang'),
    ).toBeInTheDocument();
    expect(seen.sent).toEqual([]);

    await user.type(field(/^Nomor ID AOG\/MOG Lama/), 'mog0000099');
    expect(field(/^Nomor ID AOG\/MOG Lama/)).toHaveValue('MOG0000099');
  });
});
