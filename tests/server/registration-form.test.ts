import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { auditLog, feeSchedules, generatedIds, registerAogMog } from '../../server/db/schema';
import { WORKDAY_11_WIB, createTestApp, type TestApp } from './support/app';
import { onPostgres } from './support/database';
import { insertGeneratedId } from './support/records';
import { insertRegionSlice, registrationBody } from './support/registration';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await insertRegionSlice(t.db);
});
afterAll(() => t.close());
beforeEach(() => t.clock.set(WORKDAY_11_WIB));

const URL = '/api/user/register_aog_mog';
const DROPDOWN = '/api/user/register_aog_mog/generate-id/dropdown';

const register = (payload: object, as: 'CABANG' | 'CABANG2' | 'SBS' = 'CABANG') =>
  t.call({ method: 'POST', url: URL, as, payload });

/** A fresh ID given to branch A (or another branch), not yet taken. */
const freeId = (type: 'aog' | 'mog' = 'aog', branch: 'A' | 'B' | null = 'A') =>
  insertGeneratedId(
    t.db,
    type,
    branch === null ? null : branch === 'A' ? t.world.branchA : t.world.branchB,
  );

const idRow = async (id: string) =>
  (await t.db.select().from(generatedIds).where(eq(generatedIds.generateId, id)))[0];
const membersWith = async (id: string) =>
  (await t.db.select({ n: count() }).from(registerAogMog).where(eq(registerAogMog.noId, id)))[0]?.n;

describe('POST /api/user/register_aog_mog', () => {
  it('registers a member of the caller’s branch, takes the ID and records who and what', async () => {
    const id = await freeId();
    const res = await register(
      registrationBody(id, { biaya_total: 1, cabang_pembina: 'Cabang Lain' }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const data = res.json().data;
    expect(data).toMatchObject({
      nama_lengkap: 'Siti Rahmawati',
      jenis_pendaftaran: 'AOG',
      no_id: id,
      biaya_total: 3_650_000,
      cabang_pembina: 'Cabang Uji Jakarta',
      name_user: 'Petugas CABANG',
      created_at: WORKDAY_11_WIB,
      alamat_ktp: 'Jl. Dago No. 5',
      kode_pos_ktp: '40135',
      negara_ktp: 'Indonesia',
      // Same as the KTP address: the domicile is a copy of it.
      checked: true,
      alamat_domisili: 'Jl. Dago No. 5',
      kode_pos_domisili: '40135',
    });
    expect((await idRow(id))?.takenAt?.toISOString()).toBe(WORKDAY_11_WIB);

    const [member] = await t.db.select().from(registerAogMog).where(eq(registerAogMog.id, data.id));
    expect(member).toMatchObject({
      branchId: t.world.branchA,
      createdBy: t.world.accounts.CABANG.id,
      biayaTotal: 3_650_000,
    });
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'register_aog_mog'), eq(auditLog.entityId, String(data.id))));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      adminId: t.world.accounts.CABANG.id,
      action: 'registration.create',
      changes: expect.objectContaining({ no_id: id, biaya_total: 3_650_000 }),
    });
    const idAudit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'generated_id'), eq(auditLog.entityId, id)));
    expect(idAudit.map((a) => a.action)).toEqual(['id.take']);
  });

  describe('computes the fee itself, whatever the client sends', () => {
    it.each([
      ['AOG', 'belum', 3_650_000],
      ['AOG', 'sudah', 2_900_000],
      ['MOG', 'belum', 420_000],
      ['MOG', 'sudah', 420_000],
      ['MOG', null, 420_000],
    ] as const)('%s with private class %s pays %i', async (type, answer, fee) => {
      const id = await freeId(type === 'AOG' ? 'aog' : 'mog');
      const res = await register(
        registrationBody(id, {
          jenis_pendaftaran: type,
          apakah_sudah_mengikuti_private_class: answer,
          id_alumni: answer === 'sudah' ? 'PPA-2024-017' : undefined,
          biaya_total: 5,
        }),
      );
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().data.biaya_total).toBe(fee);
      expect(res.json().data.apakah_sudah_mengikuti_private_class).toBe(answer);
    });

    it('uses the fee schedule in force on the server’s Jakarta day', async () => {
      await t.db.insert(feeSchedules).values({
        effectiveFrom: '2026-11-19',
        registrationAog: 3_000_000,
        registrationMog: 450_000,
        upgradeAog: 2_700_000,
        upgradeOther: 300_000,
        privateClass: 800_000,
      });
      const fees = async () =>
        (await t.call({ method: 'GET', url: `${URL}/fees`, as: 'CABANG' })).json().data;
      try {
        expect((await register(registrationBody(await freeId()))).json().data.biaya_total).toBe(
          3_650_000,
        );
        expect(await fees()).toEqual({
          biaya_daftar_aog: 2_900_000,
          biaya_daftar_mog: 420_000,
          biaya_private_class: 750_000,
          biaya_aog_upgrade: 2_655_000,
          biaya_mog_upgrade: 285_000,
          tanggal: '2026-11-18',
        });
        // 00:30 WIB on 19 November is still the 18th in UTC: the Jakarta day decides.
        t.clock.set('2026-11-18T17:30:00Z');
        expect(await fees()).toEqual({
          biaya_daftar_aog: 3_000_000,
          biaya_daftar_mog: 450_000,
          biaya_private_class: 800_000,
          biaya_aog_upgrade: 2_700_000,
          biaya_mog_upgrade: 300_000,
          tanggal: '2026-11-19',
        });
        t.clock.set('2026-11-19T03:30:00Z'); // 10:30 WIB, open
        expect((await register(registrationBody(await freeId()))).json().data.biaya_total).toBe(
          3_800_000,
        );
      } finally {
        await t.db.delete(feeSchedules).where(eq(feeSchedules.effectiveFrom, '2026-11-19'));
      }
    });
  });

  it('answers 422 with every field’s message, and changes nothing', async () => {
    const id = await freeId();
    const [before] = await t.db.select({ n: count() }).from(registerAogMog);
    const res = await register({ checked: false });
    expect(res.statusCode).toBe(422);
    const errors = res.json().errors as Record<string, string[]>;
    expect(errors).toMatchObject({
      nama_lengkap: ['Nama tidak boleh kosong'],
      jenis_pendaftaran: ['Jenis Pendaftaran tidak boleh kosong'],
      tempat_lahir: ['Tempat Lahir tidak boleh kosong'],
      jenis_kelamin: ['Jenis Kelamin tidak boleh kosong'],
      no_ktp: ['Nomor KTP tidak boleh kosong'],
      no_id: ['Nomor ID AOG/MOG tidak boleh kosong'],
      email: ['Email tidak boleh kosong'],
      nomor_rekening: ['Nomor Rekening tidak boleh kosong'],
      nama_bank: ['Nama Bank tidak boleh kosong'],
      no_wa: ['Nomor Whatsapp tidak boleh kosong'],
      pendidikan_terakhir: ['Pendidikan Terakhir tidak boleh kosong'],
      status_pernikahan: ['Status Pernikahan tidak boleh kosong'],
      pekerjaan: ['Pekerjaan tidak boleh kosong'],
      status_kepemilikan_rumah: ['Status Kepemilikan Rumah tidak boleh kosong'],
      kepemilikan_npwp: ['Kepemilikan NPWP tidak boleh kosong'],
      apakah_anggota_koperasi: ['Apakah Anggota Koperasi tidak boleh kosong'],
      agama: ['Agama tidak boleh kosong'],
      alamat: ['Alamat KTP tidak boleh kosong'],
      kode_pos: ['Kode Pos KTP tidak boleh kosong'],
      nama_pereferal: ['Nama Pereferal tidak boleh kosong'],
      no_id_pereferal: ['No ID AOG/Cabang Pereferal tidak boleh kosong'],
      no_rek_pereferal: ['Nomor Rekening Pereferal tidak boleh kosong'],
      nama_bank_pereferal: ['Nama Bank Pereferal tidak boleh kosong'],
      no_wa_pereferal: ['Nomor Whatsapp Pereferal tidak boleh kosong'],
      alamat_domisili: ['Alamat Domisili tidak boleh kosong'],
      kode_pos_domisili: ['Kode Pos Domisili tidak boleh kosong'],
    });

    const formats = await register(
      registrationBody(id, {
        email: 'siti@',
        no_wa: 'nomor saya',
        no_wa_pereferal: '12',
        kepemilikan_npwp: 'Ya',
        apakah_sudah_mengikuti_private_class: 'sudah',
        checked: false,
      }),
    );
    expect(formats.statusCode).toBe(422);
    expect(formats.json().errors).toEqual({
      email: ['Format Email salah'],
      no_wa: ['Format salah'],
      no_wa_pereferal: ['Format salah'],
      no_npwp: ['Nomor NPWP tidak boleh kosong'],
      id_alumni: ['Nomor Alumni tidak boleh kosong'],
      alamat_domisili: ['Alamat Domisili tidak boleh kosong'],
      kode_pos_domisili: ['Kode Pos Domisili tidak boleh kosong'],
    });

    const aogWithoutAnswer = await register(
      registrationBody(id, { apakah_sudah_mengikuti_private_class: '' }),
    );
    expect(aogWithoutAnswer.json().errors).toEqual({
      apakah_sudah_mengikuti_private_class: [
        'Apakah Sudah Mengikuti Private Class tidak boleh kosong',
      ],
    });

    expect((await t.db.select({ n: count() }).from(registerAogMog))[0]).toEqual(before);
    expect((await idRow(id))?.takenAt).toBeNull();
  });

  it('refuses a phone number built to make the pattern backtrack, at once', async () => {
    const id = await freeId();
    const worst = `${'1'.repeat(44)}x`;
    const started = performance.now();
    const res = await register(
      registrationBody(id, { no_wa: worst, no_wa_pereferal: `${'1'.repeat(9_999)}x` }),
    );
    const worstTook = performance.now() - started;
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      message: expect.any(String),
      errors: {
        // The length cap is checked before the pattern, so the pattern never sees these.
        no_wa: ['Maksimal 30 karakter'],
        no_wa_pereferal: ['Maksimal 30 karakter'],
      },
    });
    // Compared with a refusal of a plain wrong number in the same run, not with a fixed time.
    const plainStarted = performance.now();
    await register(registrationBody(id, { no_wa: 'nomor saya' }));
    expect(worstTook / (performance.now() - plainStarted)).toBeLessThan(10);
    expect(await membersWith(id)).toBe(0);
  });

  it('refuses a birth date after the server’s day (not the browser’s), keeping the ID free', async () => {
    const id = await freeId();
    t.clock.set('2026-11-19T03:30:00Z'); // 10:30 WIB on Thursday 19 November
    const tomorrow = await register(registrationBody(id, { tanggal_lahir: '2026-11-20' }));
    expect(tomorrow.statusCode).toBe(422);
    expect(tomorrow.json().errors).toEqual({
      tanggal_lahir: ['Tanggal Lahir tidak boleh melebihi hari ini'],
    });
    expect((await idRow(id))?.takenAt).toBeNull();
    const today = await register(registrationBody(id, { tanggal_lahir: '2026-11-19' }));
    expect(today.statusCode, today.body).toBe(201);
  });

  describe('operating hours (Asia/Jakarta, 10:00 inclusive to 16:00 exclusive, Monday–Friday)', () => {
    it.each([
      ['09:59 on a Wednesday', '2026-11-18T02:59:00Z', 423],
      ['10:00 on a Wednesday', '2026-11-18T03:00:00Z', 201],
      ['15:59 on a Wednesday', '2026-11-18T08:59:59Z', 201],
      ['16:00 on a Wednesday', '2026-11-18T09:00:00Z', 423],
      ['11:00 on a Saturday', '2026-11-21T04:00:00Z', 423],
      ['11:00 on a Sunday', '2026-11-22T04:00:00Z', 423],
    ] as const)('at %s answers %i', async (_label, instant, status) => {
      const id = await freeId();
      t.clock.set(instant);
      const res = await register(registrationBody(id));
      expect(res.statusCode, res.body).toBe(status);
      if (status === 423) {
        expect(res.json()).toEqual({
          message: 'Waktu Operasional Senin - Jumat Pukul 10.00 - 16.00 WIB',
        });
        expect((await idRow(id))?.takenAt).toBeNull();
        expect(await membersWith(id)).toBe(0);
      }
    });
  });

  it('gives an ID to one of two registrations sent at once: one 201, one 409', async () => {
    const id = await freeId();
    const [a, b] = await Promise.all([
      register(registrationBody(id, { nama_lengkap: 'Pendaftar Pertama' })),
      register(registrationBody(id, { nama_lengkap: 'Pendaftar Kedua' })),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    const refused = a.statusCode === 409 ? a : b;
    expect(refused.json()).toEqual({
      message: 'Nomor ID AOG/MOG sudah dipakai atau bukan milik cabang Anda',
      errors: { no_id: ['Nomor ID AOG/MOG sudah dipakai atau bukan milik cabang Anda'] },
    });
    expect(await membersWith(id)).toBe(1);
    if (onPostgres()) expect(t.app.ctx.dbKind).toBe('postgres');
  });

  it('answers 409 for a taken ID, another branch’s ID, an unassigned ID or one of the other type', async () => {
    const taken = await freeId();
    expect((await register(registrationBody(taken))).statusCode).toBe(201);
    const cases = [
      ['taken', registrationBody(taken), 'CABANG'],
      ['branch B registering branch A’s ID', registrationBody(await freeId('aog', 'A')), 'CABANG2'],
      ['branch A registering branch B’s ID', registrationBody(await freeId('aog', 'B')), 'CABANG'],
      ['unassigned', registrationBody(await freeId('aog', null)), 'CABANG'],
      ['a MOG ID for an AOG', registrationBody(await freeId('mog')), 'CABANG'],
      ['an unknown ID', registrationBody('AOG9999999'), 'CABANG'],
    ] as const;
    for (const [label, body, as] of cases) {
      const res = await register(body, as);
      expect(res.statusCode, label).toBe(409);
      expect(res.json().errors.no_id, label).toBeDefined();
      if (label !== 'taken') expect(await membersWith(body.no_id), label).toBe(0);
    }
    // Branch A's ID refused to branch B is still branch A's to use.
    const aId = cases[1][1].no_id;
    expect((await idRow(aId))?.takenAt).toBeNull();
    expect((await register(registrationBody(aId))).statusCode).toBe(201);
  });

  it('stores the chosen regions by code and name, and refuses codes that do not fit', async () => {
    const id = await freeId();
    const res = await register(
      registrationBody(id, {
        // Names typed by the client are replaced by the region tables' names.
        provinsi: 'jabar',
        id_provinsi: '32',
        id_kota: '32.73',
        id_kecamatan: '32.73.02',
        id_kelurahan: '32.73.02.1004',
        checked: false,
        alamat_domisili: 'Jl. Wijaya I No. 2',
        kode_pos_domisili: '12170',
        id_provinsi_domisili: '31',
        id_kota_domisili: '31.74',
        id_kecamatan_domisili: '31.74.07',
        id_kelurahan_domisili: '31.74.07.1001',
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
      provinsi_ktp: 'Jawa Barat',
      kota_ktp: 'Kota Bandung',
      kecamatan_ktp: 'Coblong',
      kelurahan_ktp: 'Dago',
      id_provinsi_ktp: '32',
      id_kota_ktp: '32.73',
      id_kecamatan_ktp: '32.73.02',
      id_kelurahan_ktp: '32.73.02.1004',
      alamat_domisili: 'Jl. Wijaya I No. 2',
      kode_pos_domisili: '12170',
      provinsi_domisili: 'DKI Jakarta',
      kota_domisili: 'Kota Administrasi Jakarta Selatan',
      kecamatan_domisili: 'Kebayoran Baru',
      kelurahan_domisili: 'Melawai',
      id_kelurahan_domisili: '31.74.07.1001',
      negara_domisili: 'Indonesia',
    });

    const other = await freeId();
    const bad = await register(
      registrationBody(other, {
        id_provinsi: '32',
        id_kota: '31.74', // Jakarta Selatan is not in Jawa Barat
        id_kecamatan: '32.73.02',
        checked: false,
        alamat_domisili: 'Jl. Wijaya I No. 2',
        kode_pos_domisili: '12170',
        id_kelurahan_domisili: '99.99.99.9999',
      }),
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      id_kota: ['Wilayah tidak sesuai dengan wilayah di atasnya'],
      id_kecamatan: ['Wilayah tidak sesuai dengan wilayah di atasnya'],
      id_kelurahan_domisili: ['Wilayah tidak ditemukan'],
    });
    expect((await idRow(other))?.takenAt).toBeNull();
  });

  it('keeps typed region names when no codes are sent, and drops the NPWP and alumni answers that do not apply', async () => {
    const id = await freeId('mog');
    const res = await register(
      registrationBody(id, {
        jenis_pendaftaran: 'MOG',
        apakah_sudah_mengikuti_private_class: 'belum',
        id_alumni: 'PPA-1',
        no_npwp: '12.345',
        kota: 'Kota Bandung',
        kecamatan: 'Coblong',
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
      kota_ktp: 'Kota Bandung',
      kecamatan_ktp: 'Coblong',
      id_kota_ktp: null,
      no_npwp: null,
      id_alumni: null,
      biaya_total: 420_000,
    });
  });

  it('answers malformed bodies with a clear 4xx and changes nothing', async () => {
    const id = await freeId();
    const [before] = await t.db.select({ n: count() }).from(registerAogMog);
    const bodies: [string, string][] = [
      ['{"nama_lengkap": ', 'application/json'],
      ['[1,2,3]', 'application/json'],
      ['"hello"', 'application/json'],
      ['null', 'application/json'],
      [
        JSON.stringify({ ...registrationBody(id), checked: 'maybe', no_id: { a: 1 } }),
        'application/json',
      ],
      [
        JSON.stringify({ ...registrationBody(id), nama_lengkap: ['a'], tanggal_lahir: 7 }),
        'application/json',
      ],
      [JSON.stringify(registrationBody('x'.repeat(5000))), 'application/json'],
      ['nama_lengkap=a', 'text/plain'],
    ];
    for (const [payload, type] of bodies) {
      const res = await t.call({
        method: 'POST',
        url: URL,
        as: 'CABANG',
        payload,
        headers: { 'content-type': type },
      });
      expect(res.statusCode, payload.slice(0, 60)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, payload.slice(0, 60)).toBeLessThan(500);
      expect(typeof res.json().message).toBe('string');
    }
    expect((await t.db.select({ n: count() }).from(registerAogMog))[0]).toEqual(before);
    expect((await idRow(id))?.takenAt).toBeNull();
  });

  it('is for branch accounts only', async () => {
    const id = await freeId();
    for (const as of ['SBS', 'RND', 'ESS', 'CLUB'] as const) {
      const res = await t.call({ method: 'POST', url: URL, as, payload: registrationBody(id) });
      expect(res.statusCode, as).toBe(403);
    }
    expect((await t.call({ method: 'POST', url: URL, as: null, payload: {} })).statusCode).toBe(
      401,
    );
    expect(await membersWith(id)).toBe(0);
  });
});

describe('GET /api/user/register_aog_mog/generate-id/dropdown', () => {
  it('offers only the caller’s branch’s free IDs of the type, in ID order', async () => {
    const mine = [await freeId('mog'), await freeId('mog'), await freeId('mog')];
    const theirs = await freeId('mog', 'B');
    const unassigned = await freeId('mog', null);
    const used = await freeId('mog');
    expect((await register(registrationBody(used, { jenis_pendaftaran: 'MOG' }))).statusCode).toBe(
      201,
    );

    const res = await t.call({ method: 'GET', url: `${DROPDOWN}?type=mog`, as: 'CABANG' });
    expect(res.statusCode).toBe(200);
    const ids = (res.json().data as { generate_id: string; type: string }[]).map(
      (r) => r.generate_id,
    );
    expect(ids).toEqual(expect.arrayContaining(mine));
    expect(ids).toEqual([...ids].sort());
    expect(ids).not.toContain(theirs);
    expect(ids).not.toContain(unassigned);
    expect(ids).not.toContain(used);
    expect(res.json().data.every((r: { type: string }) => r.type === 'mog')).toBe(true);

    const other = await t.call({ method: 'GET', url: `${DROPDOWN}?type=mog`, as: 'CABANG2' });
    const otherIds = other.json().data.map((r: { generate_id: string }) => r.generate_id);
    expect(otherIds).toContain(theirs);
    for (const id of mine) expect(otherIds).not.toContain(id);
  });

  it('searches by the typed text and gives at most 50', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 52; i++) ids.push(await freeId('aog'));
    const all = await t.call({ method: 'GET', url: `${DROPDOWN}?type=AOG`, as: 'CABANG' });
    expect(all.json().data).toHaveLength(50);
    const last = ids.at(-1)!;
    const found = await t.call({
      method: 'GET',
      url: `${DROPDOWN}?type=aog&keyword=${last.slice(-4).toLowerCase()}&limit=10`,
      as: 'CABANG',
    });
    expect(found.json().data.map((r: { generate_id: string }) => r.generate_id)).toContain(last);
    expect(found.json().data.length).toBeLessThanOrEqual(10);
    const none = await t.call({
      method: 'GET',
      url: `${DROPDOWN}?type=aog&keyword=%25`,
      as: 'CABANG',
    });
    expect(none.json().data).toEqual([]);
  });

  it('refuses a missing or unknown type and a limit over 50', async () => {
    for (const query of ['', '?type=vip', '?type=aog&limit=51', '?type=aog&limit=0']) {
      const res = await t.call({ method: 'GET', url: `${DROPDOWN}${query}`, as: 'CABANG' });
      expect(res.statusCode, query).toBe(422);
      expect(res.json().message).toBe('Data yang dikirim tidak valid');
    }
    expect(
      (await t.call({ method: 'GET', url: `${DROPDOWN}?type=aog`, as: 'SBS' })).statusCode,
    ).toBe(403);
  });
});
