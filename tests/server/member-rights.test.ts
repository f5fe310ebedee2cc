import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { unzipSync, strFromU8 } from 'fflate';
import type { InquiryMember, MemberExport } from '../../domain/api/inquiryData';
import { DATA_CONSENT } from '../../domain/consent';
import { GROUPS } from '../../domain/groups';
import {
  auditLog,
  files,
  historyUpgrade,
  memberConsents,
  paymentReceipts,
  registerAogMog,
} from '../../server/db/schema';
import { openFormValue } from '../../server/personal-data/protect';
import { auditOf as memberAudit } from './support/admin';
import { WORKDAY_11_WIB, createTestApp, type TestApp } from './support/app';
import { membersOf, newBranch, upload, type TestBranch } from './support/proofs';
import { insertGeneratedId, insertUpgrade } from './support/records';
import { insertRegionSlice, registrationBody } from './support/registration';

let t: TestApp;
let branch: TestBranch;

const MEMBER = (id: number) => `/api/user/sbs/register_aog_mog/${id}`;
const EXPORT = (id: number) => `${MEMBER(id)}/export`;
const ERASE = (id: number) => `${MEMBER(id)}/anonymise`;

beforeAll(async () => {
  t = await createTestApp();
  await insertRegionSlice(t.db);
});
afterAll(() => t.close());
beforeEach(() => t.clock.set(WORKDAY_11_WIB));

/** A member registered through the form, with her consent; answers the saved record. */
const register = async (overrides: Record<string, unknown> = {}) => {
  const noId = await insertGeneratedId(t.db, 'aog', t.world.branchA);
  return t.call({
    method: 'POST',
    url: '/api/user/register_aog_mog',
    as: 'CABANG',
    payload: registrationBody(noId, overrides),
  });
};

const auditOf = async (id: number, action: string) =>
  (await memberAudit(t.db, 'register_aog_mog', id)).filter((entry) => entry.action === action);

describe('consent to the processing of personal data', () => {
  it('is required on registration: absent, false or a string is 422 and nothing is written', async () => {
    for (const persetujuan_data of [undefined, false, 'true', 1]) {
      const res = await register({ persetujuan_data });
      expect(res.statusCode, String(persetujuan_data)).toBe(422);
      expect(res.json().errors.persetujuan_data).toEqual([
        'Persetujuan pemrosesan data pribadi wajib dicentang',
      ]);
    }
    expect(await t.db.select().from(memberConsents)).toEqual([]);
  });

  it('is recorded with the wording, its version, the time and who recorded it', async () => {
    const res = await register();
    expect(res.statusCode).toBe(201);
    const id = res.json().data.id as number;
    const read = await t.call({ method: 'GET', url: MEMBER(id), as: 'SBS' });
    expect((read.json().data as InquiryMember).persetujuan_data).toEqual([
      {
        versi: DATA_CONSENT.version,
        teks: DATA_CONSENT.wording,
        sumber: 'registration',
        diberikan: true,
        waktu: WORKDAY_11_WIB,
        dicatat_oleh: expect.any(String),
      },
    ]);
    const [created] = await auditOf(id, 'registration.create');
    expect(created!.changes).toMatchObject({ persetujuan_data: DATA_CONSENT.version });
  });
});

/** A member of the test branch with a proof of her own and one she shares with another. */
const memberWithProofs = async () => {
  // A branch per member: uploads are limited per branch and day.
  branch = await newBranch(t);
  const [own, other] = await membersOf(t, branch, ['MOG', 'MOG']);
  const alone = await upload(t, branch.token, { id_form: [own!.id], amount: 420_000 });
  expect(alone.statusCode).toBe(201);
  return { member: own!, other: other! };
};

describe('access and bad input', () => {
  it('lets only SBS export and erase; no token is 401, a bad id 400/422, a missing one 404', async () => {
    const { member } = await memberWithProofs();
    const calls = [
      { method: 'GET' as const, url: EXPORT(member.id) },
      { method: 'POST' as const, url: ERASE(member.id), payload: { no_id: 'X' } },
    ];
    for (const call of calls) {
      expect((await t.call({ ...call, as: null })).statusCode).toBe(401);
      for (const group of GROUPS.filter((g) => g !== 'SBS')) {
        expect((await t.call({ ...call, as: group })).statusCode, `${group} ${call.url}`).toBe(403);
      }
      const badId = await t.call({
        ...call,
        url: call.url.replace(String(member.id), 'abc'),
        as: 'SBS',
      });
      expect([400, 422]).toContain(badId.statusCode);
      const missing = await t.call({
        ...call,
        url: call.url.replace(String(member.id), '999999'),
        payload: { no_id: 'X' },
        as: 'SBS',
      });
      expect(missing.statusCode).toBe(404);
    }
    for (const payload of [{}, { no_id: 12 }, { no_id: 'MOG9999999' }, { no_id: ['x'] }]) {
      const res = await t.call({ method: 'POST', url: ERASE(member.id), as: 'SBS', payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
    }
    expect(await auditOf(member.id, 'member.anonymise')).toEqual([]);
    const read = await t.call({ method: 'GET', url: MEMBER(member.id), as: 'SBS' });
    expect(read.json().data.anonymised_at).toBeNull();
  });
});

describe('export', () => {
  it('answers a zip of the member as JSON and her proof images, and audits it', async () => {
    const { member } = await memberWithProofs();
    const res = await t.call({ method: 'GET', url: EXPORT(member.id), as: 'SBS' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-disposition']).toContain(`data-anggota-${member.noId}.zip`);
    const zip = unzipSync(new Uint8Array(res.rawPayload));
    const document = JSON.parse(strFromU8(zip['anggota.json']!)) as MemberExport;
    expect(document.anggota.no_id).toBe(member.noId);
    expect(document.kwitansi).toHaveLength(1);
    const proof = document.kwitansi[0]!;
    expect(proof.nominal_anggota).toBe(420_000);
    expect(zip[proof.bukti!]!.length).toBeGreaterThan(0);
    const [entry] = await auditOf(member.id, 'member.export');
    expect(entry).toMatchObject({
      adminId: t.world.accounts.SBS.id,
      changes: { kwitansi: 1, bukti: 1 },
    });
  });
});

describe('erasure', () => {
  it('anonymises the member, her upgrade data and audit entries, purges her own proof only', async () => {
    const { member, other } = await memberWithProofs();
    const shared = await upload(t, branch.token, {
      id_form: [other.id],
      amount: 420_000,
    });
    expect(shared.statusCode).toBe(201);
    const upgradeId = await insertUpgrade(t.db, {
      memberId: member.id,
      noIdLama: member.noId,
      branchId: branch.branchId,
      createdBy: branch.adminId,
    });
    await t.db
      .update(historyUpgrade)
      .set({
        form: { nama_lengkap: 'Nama Asli', no_ktp: '3273011705900001', no_id_lama: member.noId },
      })
      .where(eq(historyUpgrade.id, upgradeId));
    const before = (await t.call({ method: 'GET', url: MEMBER(member.id), as: 'SBS' })).json()
      .data as InquiryMember;

    const res = await t.call({
      method: 'POST',
      url: ERASE(member.id),
      as: 'SBS',
      payload: { no_id: member.noId },
    });
    expect(res.statusCode).toBe(200);
    const after = res.json().data as InquiryMember;
    expect(after).toMatchObject({
      nama_lengkap: 'Data Dihapus',
      no_ktp: '',
      email: '',
      no_wa: '',
      nomor_rekening: '',
      nama_bank: '',
      tempat_lahir: '',
      tanggal_lahir: null,
      alamat_ktp: '',
      alamat_domisili: null,
      anonymised_at: WORKDAY_11_WIB,
      // The financial record stays.
      no_id: member.noId,
      biaya_total: before.biaya_total,
      jenis_pendaftaran: before.jenis_pendaftaran,
    });
    const [stored] = await t.db
      .select({ index: registerAogMog.noKtpIndex })
      .from(registerAogMog)
      .where(eq(registerAogMog.id, member.id));
    expect(stored!.index, 'the keyed hash goes with the NIK').toBeNull();
    const [upgrade] = await t.db
      .select()
      .from(historyUpgrade)
      .where(eq(historyUpgrade.id, upgradeId));
    const form = upgrade!.form as Record<string, unknown>;
    expect(form).toMatchObject({ nama_lengkap: 'Data Dihapus', no_id_lama: member.noId });
    expect(openFormValue('no_ktp', form.no_ktp)).toBe('');

    // Her own receipt is kept, its image purged; the other member's stays served.
    const receipts = await t.db
      .select({ row: paymentReceipts, file: files })
      .from(paymentReceipts)
      .innerJoin(files, eq(files.id, paymentReceipts.imageFileId));
    const mine = receipts.filter((r) => r.row.branchId === branch.branchId);
    expect(mine.filter((r) => r.file.purgedAt !== null)).toHaveLength(1);
    const purged = mine.find((r) => r.file.purgedAt !== null)!;
    const image = await t.call({
      method: 'GET',
      url: `/api/user/files/${purged.file.id}`,
      as: 'SBS',
    });
    expect(image.statusCode).toBe(404);
    const kept = mine.find((r) => r.file.purgedAt === null)!;
    const keptImage = await t.call({
      method: 'GET',
      url: `/api/user/files/${kept.file.id}`,
      as: 'SBS',
    });
    expect(keptImage.statusCode).toBe(200);

    const [entry] = await auditOf(member.id, 'member.anonymise');
    expect(entry).toMatchObject({
      adminId: t.world.accounts.SBS.id,
      changes: { no_id: member.noId, bukti_dihapus: [purged.row.invName] },
    });
    expect(
      JSON.stringify(
        await t.db
          .select()
          .from(auditLog)
          .where(eq(auditLog.entityId, String(member.id))),
      ),
    ).not.toContain(before.no_ktp);

    // Once is enough: again is 409, and a correction cannot write the person back.
    const again = await t.call({
      method: 'POST',
      url: ERASE(member.id),
      as: 'SBS',
      payload: { no_id: member.noId },
    });
    expect(again.statusCode).toBe(409);
    const exported = await t.call({ method: 'GET', url: EXPORT(member.id), as: 'SBS' });
    const document = JSON.parse(
      strFromU8(unzipSync(new Uint8Array(exported.rawPayload))['anggota.json']!),
    ) as MemberExport;
    expect(document.kwitansi[0]!.bukti).toBeNull();
    expect(JSON.stringify(document)).not.toContain(before.no_ktp);
  });
});
