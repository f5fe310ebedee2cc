import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { toMemberForm, type InquiryMember } from '../../domain/api/inquiryData';
import { GROUPS } from '../../domain/groups';
import { auditLog, historyUpgrade, registerAogMog } from '../../server/db/schema';
import { WORKDAY_11_WIB, createTestApp, type TestApp } from './support/app';
import { insertMember, insertUpgrade } from './support/records';
import { insertRegionSlice } from './support/registration';

let t: TestApp;
let siti: { id: number; noId: string };
let budi: { id: number; noId: string };

const SEARCH = '/api/user/sbs/search_register_aog_mog';
const MEMBER = (id: number) => `/api/user/sbs/register_aog_mog/${id}`;

beforeAll(async () => {
  t = await createTestApp();
  await insertRegionSlice(t.db);
  const createdBy = t.world.accounts.CABANG.id;
  siti = await insertMember(t.db, {
    branchId: t.world.branchA,
    createdBy,
    type: 'AOG',
    namaLengkap: 'Siti Rahmawati',
  });
  budi = await insertMember(t.db, {
    branchId: t.world.branchB,
    createdBy: t.world.accounts.CABANG2.id,
    namaLengkap: 'Budi Santoso',
  });
  // Wildcards typed by a user are letters: nobody's name starts with '%'.
  await insertMember(t.db, { branchId: t.world.branchA, createdBy, namaLengkap: 'Sitompul_Andi' });
});
afterAll(() => t.close());
beforeEach(() => t.clock.set(WORKDAY_11_WIB));

const read = async (id: number): Promise<InquiryMember> =>
  (await t.call({ method: 'GET', url: MEMBER(id), as: 'SBS' })).json().data;

/** What the edit form sends: the member as read, with the test's corrections. */
const editBody = (member: InquiryMember, overrides: Record<string, unknown> = {}) => ({
  ...toMemberForm(member),
  version: member.version,
  // insertMember leaves an AOG's alumni number empty, which the form requires.
  id_alumni: member.id_alumni ?? 'PPA-2024-017',
  ...overrides,
});

const patch = (id: number, payload: object, as: (typeof GROUPS)[number] = 'SBS') =>
  t.call({ method: 'PATCH', url: MEMBER(id), as, payload });

const updates = (id: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entity, 'register_aog_mog'),
        eq(auditLog.entityId, String(id)),
        eq(auditLog.action, 'member.update'),
      ),
    );

describe('access', () => {
  it('lets only SBS search, read and correct members; no token is 401', async () => {
    const calls = [
      { method: 'GET' as const, url: `${SEARCH}?nama_lengkap=siti` },
      { method: 'GET' as const, url: MEMBER(siti.id) },
      { method: 'PATCH' as const, url: MEMBER(siti.id), payload: {} },
    ];
    for (const call of calls) {
      expect((await t.call({ ...call, as: null })).statusCode).toBe(401);
      for (const group of GROUPS) {
        const res = await t.call({ ...call, as: group });
        const label = `${group} ${call.method} ${call.url}`;
        if (group === 'SBS') expect(res.statusCode, label).not.toBe(403);
        else expect(res.statusCode, label).toBe(403);
      }
      expect((await t.call({ ...call, as: 'CABANG2' })).statusCode).toBe(403);
    }
  });
});

describe('GET /api/user/sbs/search_register_aog_mog', () => {
  it('finds every branch’s members by name prefix, case-insensitively, 10 a page', async () => {
    const res = await t.call({ method: 'GET', url: `${SEARCH}?nama_lengkap=SITI`, as: 'SBS' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ total: 1, per_page: 10, current_page: 1, from: 1 });
    expect(res.json().data).toEqual([
      {
        id: siti.id,
        nama_lengkap: 'Siti Rahmawati',
        jenis_pendaftaran: 'AOG',
        no_id: siti.noId,
        email: 'budi.santoso@contoh.id',
        no_wa: '+6281234567890',
      },
    ]);
    // A prefix, not a substring: 'santoso' is inside Budi's name but does not start it.
    const inside = await t.call({
      method: 'GET',
      url: `${SEARCH}?nama_lengkap=santoso`,
      as: 'SBS',
    });
    expect(inside.json().total).toBe(0);
    const other = await t.call({ method: 'GET', url: `${SEARCH}?nama_lengkap=budi`, as: 'SBS' });
    expect(other.json().data.map((r: { id: number }) => r.id)).toEqual([budi.id]);
  });

  it('finds by ID prefix, case-insensitively, and treats % and _ as letters', async () => {
    const prefix = budi.noId.slice(0, 5).toLowerCase();
    const res = await t.call({ method: 'GET', url: `${SEARCH}?no_id=${prefix}`, as: 'SBS' });
    expect(res.json().data.map((r: { no_id: string }) => r.no_id)).toContain(budi.noId);
    const wild = await t.call({ method: 'GET', url: `${SEARCH}?nama_lengkap=%25`, as: 'SBS' });
    expect(wild.json().total).toBe(0);
    const underscore = await t.call({
      method: 'GET',
      url: `${SEARCH}?nama_lengkap=sitompul_`,
      as: 'SBS',
    });
    expect(underscore.json().total).toBe(1);
  });

  it('totals short name prefixes (from the kept starts) and longer ones alike', async () => {
    const expected: [string, number][] = [
      ['s', 2],
      ['SI', 2],
      ['sit', 2],
      ['siti', 1],
      ['sito', 1],
      ['sitom', 1],
      ['siti r', 1],
      ['b', 1],
      ['x', 0],
      ['_', 0],
    ];
    for (const [prefix, total] of expected) {
      const url = `${SEARCH}?nama_lengkap=${encodeURIComponent(prefix)}`;
      const res = await t.call({ method: 'GET', url, as: 'SBS' });
      expect(res.json(), prefix).toMatchObject({ total });
      expect(res.json().data, prefix).toHaveLength(total);
    }
  });

  it('lists everyone newest first without a search', async () => {
    const res = await t.call({ method: 'GET', url: SEARCH, as: 'SBS' });
    expect(res.json().total).toBe(3);
    expect(res.json().data[0].nama_lengkap).toBe('Sitompul_Andi');
  });

  it.each([
    ['page=0'],
    ['page=abc'],
    [`nama_lengkap=${'a'.repeat(151)}`],
    [`no_id=${'A'.repeat(31)}`],
  ])('refuses %s with 422', async (query) => {
    const res = await t.call({ method: 'GET', url: `${SEARCH}?${query}`, as: 'SBS' });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBeTruthy();
  });
});

describe('GET /api/user/sbs/register_aog_mog/{id}', () => {
  it('answers the member with its creator, version and no editor yet', async () => {
    const res = await t.call({ method: 'GET', url: MEMBER(budi.id), as: 'SBS' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      id: budi.id,
      nama_lengkap: 'Budi Santoso',
      no_id: budi.noId,
      name_user: 'Petugas CABANG',
      version: 1,
      log_update_register_aog_mog_last: null,
      history: [],
    });
  });

  it('is 404 for an unknown member and 422 for a bad id', async () => {
    expect((await t.call({ method: 'GET', url: MEMBER(999_999), as: 'SBS' })).statusCode).toBe(404);
    expect(
      (await t.call({ method: 'GET', url: '/api/user/sbs/register_aog_mog/abc', as: 'SBS' }))
        .statusCode,
    ).toBe(422);
  });
});

describe('PATCH /api/user/sbs/register_aog_mog/{id}', () => {
  it('corrects the domicile, bumps the version and records who changed what from what', async () => {
    const member = await read(siti.id);
    const res = await patch(
      siti.id,
      editBody(member, {
        checked: false,
        alamat_domisili: 'Jl. Melawai No. 3',
        kode_pos_domisili: '12160',
        id_provinsi_domisili: '31',
        id_kota_domisili: '31.74',
        id_kecamatan_domisili: '31.74.07',
        id_kelurahan_domisili: '31.74.07.1001',
        negara_domisili: 'Malaysia',
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      version: 2,
      alamat_domisili: 'Jl. Melawai No. 3',
      kota_domisili: 'Kota Administrasi Jakarta Selatan',
      kelurahan_domisili: 'Melawai',
      negara_domisili: 'Indonesia',
      checked: false,
      log_update_register_aog_mog_last: { name_editor: 'Petugas SBS', updated_at: WORKDAY_11_WIB },
    });
    expect(data.history).toHaveLength(1);
    expect(data.history[0].fields.alamat_domisili).toEqual({ from: null, to: 'Jl. Melawai No. 3' });
    const rows = await updates(siti.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ adminId: t.world.accounts.SBS.id });
    expect(rows[0]?.changes).toMatchObject({
      kelurahan_domisili: { from: null, to: 'Melawai' },
      checked: { from: true, to: false },
    });
    // Fields that were not changed are not in the history.
    expect(rows[0]?.changes).not.toHaveProperty('email');
  });

  it('copies the KTP address to the domicile when the same-address box is checked', async () => {
    const member = await read(budi.id);
    const res = await patch(
      budi.id,
      editBody(member, {
        checked: true,
        alamat: 'Jl. Dago No. 9',
        id_provinsi: '32',
        id_kota: '32.73',
        id_kecamatan: '32.73.02',
        id_kelurahan: '32.73.02.1004',
        alamat_domisili: 'ignored',
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      alamat_ktp: 'Jl. Dago No. 9',
      alamat_domisili: 'Jl. Dago No. 9',
      kelurahan_ktp: 'Dago',
      kelurahan_domisili: 'Dago',
    });
  });

  it('refuses a stale version with 409 and the member as it now is, changing nothing', async () => {
    const first = await read(budi.id);
    expect((await patch(budi.id, editBody(first, { pekerjaan: 'Petani' }))).statusCode).toBe(200);
    const before = await updates(budi.id);
    const res = await patch(budi.id, editBody(first, { pekerjaan: 'Nelayan' }));
    expect(res.statusCode).toBe(409);
    expect(res.json().data).toMatchObject({ pekerjaan: 'Petani', version: first.version + 1 });
    const [row] = await t.db.select().from(registerAogMog).where(eq(registerAogMog.id, budi.id));
    expect(row?.pekerjaan).toBe('Petani');
    expect(await updates(budi.id)).toHaveLength(before.length);
  });

  it('lets one of two simultaneous saves of the same version win', async () => {
    const member = await read(budi.id);
    const results = await Promise.all([
      patch(budi.id, editBody(member, { pekerjaan: 'Guru' })),
      patch(budi.id, editBody(member, { pekerjaan: 'Dokter' })),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it.each([
    ['the type', { jenis_pendaftaran: 'MOG' }, 'jenis_pendaftaran'],
    ['the ID', { no_id: 'AOG9999999' }, 'no_id'],
    ['the name', { nama_lengkap: 'Orang Lain' }, 'nama_lengkap'],
  ])('refuses a change to %s with 422, changing nothing', async (_label, change, field) => {
    const member = await read(siti.id);
    const res = await patch(siti.id, editBody(member, { ...change, pekerjaan: 'Pilot' }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toEqual(['Tidak dapat diubah']);
    expect((await read(siti.id)).pekerjaan).not.toBe('Pilot');
  });

  it.each([
    ['a bad email', { email: 'bukan-email' }, 'email'],
    ['a future birth date', { tanggal_lahir: '2026-11-19' }, 'tanggal_lahir'],
    ['NPWP without its number', { kepemilikan_npwp: 'Ya', no_npwp: '' }, 'no_npwp'],
    ['an unknown region', { id_provinsi: '99' }, 'id_provinsi'],
    ['a version that is no number', { version: 'abc' }, 'version'],
    ['version 0', { version: 0 }, 'version'],
  ])('refuses %s with 422 and field messages', async (_label, change, field) => {
    const member = await read(siti.id);
    const res = await patch(siti.id, editBody(member, change));
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors).toHaveProperty(field);
    expect((await read(siti.id)).version).toBe(member.version);
  });

  it('is closed outside operating hours (423), changing nothing', async () => {
    const member = await read(siti.id);
    t.clock.set('2026-11-21T04:00:00Z'); // Saturday
    const res = await patch(siti.id, editBody(member, { pekerjaan: 'Pilot' }));
    expect(res.statusCode).toBe(423);
    t.clock.set(WORKDAY_11_WIB);
    expect((await read(siti.id)).pekerjaan).not.toBe('Pilot');
  });

  it('writes nothing for a save that changes nothing', async () => {
    const member = await read(siti.id);
    const count = (await updates(siti.id)).length;
    const res = await patch(siti.id, { ...toMemberForm(member), version: member.version });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.version).toBe(member.version);
    expect(await updates(siti.id)).toHaveLength(count);
  });

  it('is 404 for an unknown member', async () => {
    const member = await read(siti.id);
    expect((await patch(999_999, editBody(member))).statusCode).toBe(404);
  });

  it('says what is wrong with a bad version, not that someone else saved', async () => {
    const member = await read(siti.id);
    const res = await patch(siti.id, editBody(member, { version: 'abc' }));
    expect(res.json().errors.version).toEqual(['Versi data tidak valid']);
  });
});

describe("PATCH with the contract's names: the member sent back as GET answered it", () => {
  let rika: { id: number; noId: string };
  beforeAll(async () => {
    rika = await insertMember(t.db, {
      branchId: t.world.branchA,
      createdBy: t.world.accounts.CABANG.id,
      namaLengkap: 'Rika Amelia',
    });
  });

  it('saves a read-modify-write of the whole record, the _ktp names and nulls included', async () => {
    const record = (await t.call({ method: 'GET', url: MEMBER(rika.id), as: 'SBS' })).json().data;
    // As GET gives it: the KTP address under the _ktp names, empty answers as null.
    expect(record.alamat_ktp).toBe('Jl. Merdeka No. 10');
    expect(record).not.toHaveProperty('alamat');
    expect(record.no_npwp).toBeNull();
    const res = await patch(rika.id, {
      ...record,
      pekerjaan: 'Petani',
      alamat_ktp: 'Jl. Asia Afrika No. 8',
      kode_pos_ktp: '40112',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      pekerjaan: 'Petani',
      alamat_ktp: 'Jl. Asia Afrika No. 8',
      kode_pos_ktp: '40112',
      // The same-address box copies the KTP address.
      alamat_domisili: 'Jl. Asia Afrika No. 8',
      version: record.version + 1,
    });
    const [change] = (await read(rika.id)).history;
    expect(Object.keys(change!.fields).sort()).toEqual(
      ['alamat_domisili', 'alamat_ktp', 'kode_pos_domisili', 'kode_pos_ktp', 'pekerjaan'].sort(),
    );
  });

  it("lets the create call's names win where both are sent", async () => {
    const record = await read(rika.id);
    const res = await patch(rika.id, { ...record, alamat: 'Jl. Braga No. 1', alamat_ktp: 'kalah' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.alamat_ktp).toBe('Jl. Braga No. 1');
  });

  it('checks the _ktp names as the create call’s', async () => {
    const record = await read(rika.id);
    for (const [change, field, message] of [
      [{ alamat_ktp: '' }, 'alamat', 'Alamat KTP tidak boleh kosong'],
      [{ kode_pos_ktp: 'abc' }, 'kode_pos', undefined],
      [{ kota_ktp: 'Ban\u0000dung' }, 'kota', undefined],
      [{ id_provinsi_ktp: '99' }, 'id_provinsi', undefined],
    ] as const) {
      const res = await patch(rika.id, { ...record, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(422);
      expect(res.json().errors, JSON.stringify(change)).toHaveProperty(field);
      if (message) expect(res.json().errors[field]).toEqual([message]);
    }
    expect((await read(rika.id)).version).toBe(record.version);
  });

  it('without a version, lets the last save win; with a stale one, 409', async () => {
    const record = await read(rika.id);
    const { version: _version, ...unversioned } = record;
    expect((await patch(rika.id, { ...record, pekerjaan: 'Guru' })).statusCode).toBe(200);
    // Read before that save, sent after it: without a version it still wins.
    const late = await patch(rika.id, { ...unversioned, pekerjaan: 'Dokter' });
    expect(late.statusCode, late.body).toBe(200);
    expect(late.json().data).toMatchObject({ pekerjaan: 'Dokter', version: record.version + 2 });
    const stale = await patch(rika.id, { ...record, pekerjaan: 'Pilot' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(
      'Data anggota ini telah diubah oleh petugas lain. Muat ulang halaman untuk melihat data terbaru.',
    );
    // Two saves at once without a version: both succeed, one after the other.
    const both = await Promise.all([
      patch(rika.id, { ...unversioned, pekerjaan: 'Nelayan' }),
      patch(rika.id, { ...unversioned, pekerjaan: 'Petani' }),
    ]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    expect((await read(rika.id)).version).toBe(record.version + 4);
  });
});

describe('history_upgrade of the member', () => {
  it('lists the confirmed upgrades, newest first, with tanggal_upgrade; not the waiting one', async () => {
    const createdBy = t.world.accounts.CABANG.id;
    const member = await insertMember(t.db, {
      branchId: t.world.branchA,
      createdBy,
      namaLengkap: 'Tono Upgrade',
    });
    const upgrade = (at: string) =>
      insertUpgrade(t.db, {
        memberId: member.id,
        noIdLama: member.noId,
        branchId: t.world.branchA,
        createdBy,
        createdAt: new Date(at),
      });
    const older = await upgrade('2026-10-01T03:00:00Z');
    const newer = await upgrade('2026-11-02T03:00:00Z');
    await upgrade('2026-11-10T03:00:00Z');
    await t.db
      .update(historyUpgrade)
      .set({ tanggalUpgrade: new Date('2026-11-05T03:00:00Z') })
      .where(inArray(historyUpgrade.id, [older, newer]));
    const { history_upgrade } = await read(member.id);
    expect(history_upgrade).toEqual(
      [
        [newer, '2026-11-02T03:00:00.000Z'],
        [older, '2026-10-01T03:00:00.000Z'],
      ].map(([id, at]) => ({
        id,
        tanggal_upgrade: at,
        no_id_lama: member.noId,
        no_id_baru: expect.stringMatching(/^AOG\d{7}$/),
        jenis_daftar_lama: 'mog',
        jenis_daftar_baru: 'AOG',
        biaya_upgrade: expect.any(Number),
      })),
    );
    expect((await read(siti.id)).history_upgrade).toEqual([]);
  });
});
