import { describe, expect, it, vi } from 'vitest';
import { waitFor, waitForElementToBeRemoved, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { RegionItem } from '../../domain/api/regions';
import type { RegistrationResponse } from '../../domain/api/registrationForm';
import { renderApp, screen } from './support/renderApp';
import { emptyPage, server } from './support/server';
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
const REGIONS: Record<string, Record<string, RegionItem[]>> = {
  provinces: {
    '': [
      { id: '32', name: 'Jawa Barat' },
      { id: '31', name: 'DKI Jakarta' },
    ],
  },
  regencies: { '32': [{ id: '32.73', name: 'Kota Bandung' }] },
  districts: { '32.73': [{ id: '32.73.02', name: 'Coblong' }] },
  villages: { '32.73.02': [{ id: '32.73.02.1004', name: 'Dago' }] },
};
const PARENT: Record<string, string> = {
  regencies: 'id_province',
  districts: 'id_regencies',
  villages: 'id_district',
};

/** The member as the server answers a registration: stored, its contacts known nowhere else. */
const created = () =>
  HttpResponse.json<RegistrationResponse>(
    { data: registrationRecord(), duplikat: { email: [], no_wa: [] } },
    { status: 201 },
  );

/** The calls the form makes, answered as the real API does; returns what was asked. */
const answer = ({ hours = OPEN_HOURS, ids = ['AOG0000101', 'AOG0000102'] } = {}) => {
  const asked = { regions: [] as string[], dropdown: [] as string[], created: [] as unknown[] };
  server.use(
    hoursHandler(hours),
    http.get('/api/user/register_aog_mog/fees', () => HttpResponse.json({ data: FEES })),
    http.get('/api/user/register_aog_mog/duplicates', () =>
      HttpResponse.json({ data: { no_ktp: [], email: [], no_wa: [] } }),
    ),
    http.get('/api/user/register_aog_mog/generate-id/dropdown', ({ request }) => {
      const url = new URL(request.url);
      asked.dropdown.push(url.search);
      const type = url.searchParams.get('type') ?? '';
      const keyword = (url.searchParams.get('keyword') ?? '').toUpperCase();
      return HttpResponse.json({
        data: ids
          .filter((id) => id.toLowerCase().startsWith(type) && id.includes(keyword))
          .map((generate_id) => ({ generate_id, type })),
      });
    }),
    http.get('/api/general/:level/search', ({ params, request }) => {
      const level = String(params.level);
      const url = new URL(request.url);
      asked.regions.push(`${level}${url.search}`);
      const parent = PARENT[level] ? (url.searchParams.get(PARENT[level]) ?? '') : '';
      return HttpResponse.json({ data: REGIONS[level]?.[parent] ?? [] });
    }),
    http.post('/api/user/register_aog_mog', async ({ request }) => {
      asked.created.push(await request.json());
      return created();
    }),
    // The list the form returns to once a registration is sent.
    http.get('/api/user/register_aog_mog/index', () => HttpResponse.json(emptyPage(5))),
    http.get('/api/user/payment_receipt/cek_status', () =>
      HttpResponse.json({ data: { count: 0, limit: 2, day: '2026-11-18' } }),
    ),
  );
  return asked;
};

// No pointer-events check: it asks jsdom for computed styles up the tree on every click, which
// costs seconds with the hundreds of style sheets MUI adds.
const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });

/**
 * The control a visible label names ('Nama Lengkap *' → its input). Testing Library's
 * getByLabelText takes seconds per call on a form this size, so labels are found by text and
 * followed through their `for`.
 */
const field = (label: RegExp, scope: HTMLElement = document.body): HTMLElement => {
  const found = within(scope)
    .getAllByText(label, { selector: 'label' })
    .map((element) => document.getElementById((element as HTMLLabelElement).htmlFor))
    .filter((control): control is HTMLElement => control !== null);
  if (found.length !== 1) throw new Error(`${found.length} fields labelled ${label}`);
  return found[0]!;
};
const text = async (label: RegExp, value: string, scope: HTMLElement = document.body) => {
  await user.click(field(label, scope));
  await user.paste(value);
};
const option = (name: string) => screen.findByRole('option', { name, hidden: true });
const select = async (label: RegExp, choice: string) => {
  // A select's label points at its hidden input; the visible box is the one beside it.
  const input = field(label);
  await user.click(input.parentElement!.querySelector('[role="combobox"]')!);
  await user.click(await option(choice));
};
const autocomplete = async (scope: HTMLElement, label: RegExp, choice: string) => {
  const box = field(label, scope);
  await waitFor(() => expect(box).toBeEnabled());
  await user.click(box);
  await user.click(await option(choice));
};
const radio = async (group: string, choice: string) => {
  const label = screen.getByText(group, { selector: 'label' });
  const fieldset = label.closest('.MuiFormControl-root') as HTMLElement;
  await user.click(within(fieldset).getByText(choice).closest('label')!.querySelector('input')!);
};
const checkbox = () =>
  screen
    .getByText('Apakah Alamat sekarang sama dengan alamat KTP?')
    .closest('label')!
    .querySelector('input')!;
const consentBox = () =>
  screen.getByRole('checkbox', { name: /^Saya menyetujui pengumpulan/, hidden: true });
const whatsappBox = () =>
  screen.getByRole('checkbox', { name: /^Saya bersedia menerima pesan WhatsApp/, hidden: true });
const card = (title: string) =>
  screen.getByRole('region', { name: title, hidden: true }) as HTMLElement;
const button = (name: string) => screen.getByRole('button', { name, hidden: true });

/** Every required field of an AOG who answers 'belum', living at the KTP address. */
const fillAog = async () => {
  await text(/^Nama Lengkap/, 'Dewi Anggraini');
  await select(/^Jenis Pendaftaran/, 'AOG');
  await autocomplete(document.body, /^Nomor ID AOG\/MOG/, 'AOG0000101');
  await text(/^Tempat Lahir/, 'Bandung');
  await radio('Jenis Kelamin', 'Perempuan');
  await text(/^Nomor KTP/, '3273015708900003');
  await text(/^Email/, 'dewi@contoh.id');
  await text(/^Nomor Whatsapp\W*$/, '+62 812-3456-7001');
  await text(/^Nomor Rekening\W*$/, '7001234567');
  await text(/^Nama Bank\W*$/, 'BCA');
  await select(/^Pendidikan Terakhir/, 'S1');
  await select(/^Status Pernikahan/, 'Menikah');
  await text(/^Pekerjaan/, 'Guru');
  await select(/^Status Kepemilikan Rumah/, 'Sewa');
  await select(/^Agama/, 'Islam');
  await radio('Kepemilikan NPWP', 'Tidak');
  await radio('Apakah Sudah Mengikuti Private Class?', 'Belum');
  await radio('Apakah Anggota Koperasi', 'Ya');
  const ktp = card('Alamat KTP');
  await text(/^Alamat KTP/, 'Jl. Dago No. 5', ktp);
  await autocomplete(ktp, /^Provinsi/, 'Jawa Barat');
  await autocomplete(ktp, /^Kota\/Kabupaten/, 'Kota Bandung');
  await autocomplete(ktp, /^Kecamatan/, 'Coblong');
  await autocomplete(ktp, /^Kelurahan\/Desa/, 'Dago');
  await text(/^Kode Pos KTP/, '40135', ktp);
  await user.click(checkbox());
  await text(/^Nama Pereferal/, 'Rudi Hartono');
  await text(/^No ID AOG\/Cabang Pereferal/, 'AOG0000001');
  await text(/^Nomor Rekening Pereferal/, '8001234567');
  await text(/^Nama Bank Pereferal/, 'BRI');
  await text(/^Nomor Whatsapp Pereferal/, '081298765001');
  await user.click(consentBox());
};

/** The page, once its lazily loaded screen is there. */
const openForm = async () => {
  renderApp('/registration-form/pendaftaran', 'CABANG');
  await screen.findByRole(
    'heading',
    { level: 1, name: 'Form Pendaftaran AOG / MOG' },
    { timeout: 10_000 },
  );
};

const payment = () => card('Rincian Pembayaran');

/** The whole form is big for jsdom: filling it takes seconds, more on a busy machine. */
const SLOW = { timeout: 90_000 };

describe('/registration-form/pendaftaran', () => {
  it(
    'shows every card and a fee that follows the type and the private-class answer',
    SLOW,
    async () => {
      answer();
      await openForm();
      for (const title of ['Biodata Pendaftar', 'Alamat KTP', 'Alamat Domisili', 'Pereferal']) {
        expect(card(title)).toBeInTheDocument();
      }
      expect(checkbox()).not.toBeChecked();
      // Optional, and off until the member agrees.
      expect(whatsappBox()).not.toBeChecked();
      expect(whatsappBox()).not.toBeRequired();
      expect(field(/^Cabang Pembina/)).toHaveValue('Cabang Jakarta Selatan');
      expect(
        await within(payment()).findByText('Pilih Jenis Pendaftaran untuk melihat biaya'),
      ).toBeInTheDocument();

      await select(/^Jenis Pendaftaran/, 'AOG');
      expect(within(payment()).getByText('Biaya Pendaftaran AOG')).toBeInTheDocument();
      // An AOG's total waits for the private-class answer.
      expect(within(payment()).getByText('Rp 2.900.000')).toBeInTheDocument();
      expect(
        within(payment()).getByText(
          "Jawab 'Apakah Sudah Mengikuti Private Class?' untuk melihat Total Biaya",
        ),
      ).toBeInTheDocument();
      await radio('Apakah Sudah Mengikuti Private Class?', 'Belum');
      expect(within(payment()).getByText('Rp 750.000')).toBeInTheDocument();
      expect(within(payment()).getByText('Rp 3.650.000')).toBeInTheDocument();
      await radio('Apakah Sudah Mengikuti Private Class?', 'Sudah');
      expect(within(payment()).queryByText('Rp 3.650.000')).not.toBeInTheDocument();
      expect(field(/^Nomor Alumni/)).toBeInTheDocument();

      await select(/^Jenis Pendaftaran/, 'MOG');
      expect(within(payment()).getByText('Biaya Pendaftaran MOG')).toBeInTheDocument();
      expect(within(payment()).getAllByText('Rp 420.000')).toHaveLength(2);
      expect(within(payment()).queryByText('Biaya Private Class')).not.toBeInTheDocument();
    },
  );

  it('shows each required field’s message under it and sends nothing', SLOW, async () => {
    const asked = answer();
    await openForm();
    await user.click(button('Simpan'));
    for (const message of [
      'Nama tidak boleh kosong',
      'Jenis Pendaftaran tidak boleh kosong',
      'Nomor ID AOG/MOG tidak boleh kosong',
      'Nomor KTP tidak boleh kosong',
      'Agama tidak boleh kosong',
      'Alamat KTP tidak boleh kosong',
      'Nomor Whatsapp Pereferal tidak boleh kosong',
      'Alamat Domisili tidak boleh kosong',
      'Kode Pos Domisili tidak boleh kosong',
      'Persetujuan pemrosesan data pribadi wajib dicentang',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(await screen.findByText('Periksa kembali isian yang ditandai')).toBeInTheDocument();
    await text(/^Email/, 'bukan-email');
    await text(/^Nomor Whatsapp\W*$/, 'telepon');
    await radio('Kepemilikan NPWP', 'Ya');
    await user.click(button('Simpan'));
    expect(await screen.findByText('Format Email salah')).toBeInTheDocument();
    expect(screen.getByText('Format salah')).toBeInTheDocument();
    expect(screen.getByText('Nomor NPWP tidak boleh kosong')).toBeInTheDocument();
    expect(screen.queryByText('Konfirmasi Form')).not.toBeInTheDocument();
    expect(asked.created).toEqual([]);
  });

  it('takes the birth date as DD/MM/YYYY and refuses one after today', SLOW, async () => {
    answer();
    await openForm();
    const birthDate = await screen.findByRole('group', { name: 'Tanggal Lahir' });
    await user.click(within(birthDate).getAllByRole('spinbutton')[0]!);
    // The server's day is 18 November 2026.
    await user.keyboard('19112026');
    await user.click(button('Simpan'));
    expect(
      await screen.findByText('Tanggal Lahir tidak boleh melebihi hari ini'),
    ).toBeInTheDocument();
    await user.click(within(birthDate).getAllByRole('spinbutton')[0]!);
    await user.keyboard('18112026');
    await user.click(button('Simpan'));
    await waitFor(() =>
      expect(screen.queryByText('Tanggal Lahir tidak boleh melebihi hari ini')).toBeNull(),
    );
  });

  it(
    'cascades the region pickers and copies the KTP address when it is the domicile',
    SLOW,
    async () => {
      const asked = answer();
      await openForm();
      const ktp = card('Alamat KTP');
      expect(field(/^Kota\/Kabupaten/, ktp)).toBeDisabled();
      expect(within(ktp).getByText('Pilih Provinsi terlebih dahulu')).toBeInTheDocument();
      await text(/^Alamat KTP/, 'Jl. Dago No. 5', ktp);
      await autocomplete(ktp, /^Provinsi/, 'Jawa Barat');
      await autocomplete(ktp, /^Kota\/Kabupaten/, 'Kota Bandung');
      await autocomplete(ktp, /^Kecamatan/, 'Coblong');
      await autocomplete(ktp, /^Kelurahan\/Desa/, 'Dago');
      await text(/^Kode Pos KTP/, '40135', ktp);
      expect(asked.regions).toEqual([
        'provinces',
        'regencies?id_province=32',
        'districts?id_regencies=32.73',
        'villages?id_district=32.73.02',
      ]);
      // Another province clears the levels below it.
      await autocomplete(ktp, /^Provinsi/, 'DKI Jakarta');
      expect(field(/^Kelurahan\/Desa/, ktp)).toHaveValue('');
      expect(field(/^Kelurahan\/Desa/, ktp)).toBeDisabled();
      await autocomplete(ktp, /^Provinsi/, 'Jawa Barat');
      await autocomplete(ktp, /^Kota\/Kabupaten/, 'Kota Bandung');

      const same = checkbox();
      await user.click(same);
      expect(screen.queryByText('Alamat Domisili', { selector: 'h2' })).not.toBeInTheDocument();
      await user.click(same);
      const domicile = card('Alamat Domisili');
      expect(field(/^Alamat Domisili/, domicile)).toHaveValue('Jl. Dago No. 5');
      expect(field(/^Kode Pos Domisili/, domicile)).toHaveValue('40135');
      expect(field(/^Kota\/Kabupaten/, domicile)).toHaveValue('Kota Bandung');
    },
  );

  it(
    'confirms, shows a refused ID under the field, then sends the form without a total',
    SLOW,
    async () => {
      const asked = answer();
      let first = true;
      server.use(
        http.post('/api/user/register_aog_mog', async ({ request }) => {
          asked.created.push(await request.json());
          if (first) {
            first = false;
            const taken = 'Nomor ID AOG/MOG sudah dipakai atau bukan milik cabang Anda';
            return HttpResponse.json(
              { message: taken, errors: { no_id: [taken] } },
              { status: 409 },
            );
          }
          return created();
        }),
      );
      await openForm();
      await fillAog();
      expect(within(payment()).getByText('Rp 3.650.000')).toBeInTheDocument();
      expect(asked.dropdown[0]).toBe('?type=aog&limit=50');

      await user.click(button('Simpan'));
      const dialog = await screen.findByRole('dialog', { name: 'Konfirmasi Form' });
      expect(
        within(dialog).getByText('Apakah anda yakin ingin meneruskan Form ini?'),
      ).toBeVisible();
      await user.click(within(dialog).getByText('Batal'));
      await waitForElementToBeRemoved(dialog);
      expect(asked.created).toEqual([]);

      const confirm = async () => {
        await user.click(button('Simpan'));
        const open = await screen.findByRole('dialog', { name: 'Konfirmasi Form' });
        await user.click(within(open).getByText('Simpan'));
        await waitForElementToBeRemoved(open);
      };
      await confirm();
      expect(await screen.findByText('Something Went Wrong')).toBeInTheDocument();
      expect(
        screen.getByText('Nomor ID AOG/MOG sudah dipakai atau bukan milik cabang Anda'),
      ).toBeInTheDocument();
      expect(window.location.pathname).toBe('/registration-form/pendaftaran');

      await autocomplete(document.body, /^Nomor ID AOG\/MOG/, 'AOG0000102');
      await user.click(whatsappBox());
      await confirm();
      expect(await screen.findByText('AOG/MOG Added')).toBeInTheDocument();
      expect(asked.created).toHaveLength(2);
      const body = asked.created[1] as Record<string, unknown>;
      expect(body).toMatchObject({
        nama_lengkap: 'Dewi Anggraini',
        jenis_pendaftaran: 'AOG',
        no_id: 'AOG0000102',
        apakah_sudah_mengikuti_private_class: 'belum',
        alamat: 'Jl. Dago No. 5',
        provinsi: 'Jawa Barat',
        id_provinsi: '32',
        kelurahan: 'Dago',
        id_kelurahan: '32.73.02.1004',
        kode_pos: '40135',
        checked: true,
        kelurahan_domisili: 'Dago',
        kode_pos_domisili: '40135',
        persetujuan_data: true,
        persetujuan_whatsapp: true,
      });
      expect(asked.created[0]).toMatchObject({ persetujuan_whatsapp: false });
      expect(body).not.toHaveProperty('biaya_total');
      await waitFor(() =>
        expect(window.location.pathname).not.toBe('/registration-form/pendaftaran'),
      );
    },
  );

  it('says the ID picker failed with the organisation’s message', SLOW, async () => {
    answer();
    server.use(
      http.get('/api/user/register_aog_mog/generate-id/dropdown', () =>
        HttpResponse.json({ message: 'x', errors: { type: ['x'] } }, { status: 422 }),
      ),
    );
    await openForm();
    await select(/^Jenis Pendaftaran/, 'MOG');
    expect(await screen.findByText('ID AOG MOG tidak bisa di generate')).toBeInTheDocument();
  });

  it(
    'outside operating hours (by the server’s clock) shows the hours and disables Simpan',
    SLOW,
    async () => {
      answer({ hours: { ...OPEN_HOURS, is_open: false, now: '2026-11-18T09:00:00.000Z' } });
      await openForm();
      const dialog = await screen.findByRole('dialog', { name: 'Sudah melewati batas waktu' });
      expect(
        within(dialog).getByText('Waktu Operasional Senin - Jumat Pukul 10.00 - 16.00 WIB'),
      ).toBeInTheDocument();
      await user.click(within(dialog).getByText('Tutup'));
      expect(button('Simpan')).toBeDisabled();
      await user.hover(button('Simpan').parentElement!);
      expect(await screen.findByRole('tooltip', { hidden: true })).toHaveTextContent(
        'Sudah melewati batas waktu',
      );
    },
  );

  it('judges the hours by the server’s clock, not by what the server last said', SLOW, async () => {
    // The server said "open" at 15:59:50 WIB; a minute later the form is closed.
    answer({ hours: { ...OPEN_HOURS, is_open: true, now: '2026-11-18T08:59:50.000Z' } });
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date', 'setInterval', 'clearInterval'] });
    try {
      await openForm();
      expect(button('Simpan')).toBeEnabled();
      await vi.advanceTimersByTimeAsync(30_000);
      await waitFor(() => expect(button('Simpan')).toBeDisabled());
    } finally {
      vi.useRealTimers();
    }
  });
});
