import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, asc, eq, like } from 'drizzle-orm';
import type { InquiryMember } from '../../domain/api/inquiryData';
import { toMemberForm } from '../../domain/api/inquiryData';
import type { OutboxMessage } from '../../domain/api/whatsapp';
import { WHATSAPP_CONSENT } from '../../domain/consent';
import { memberConsents, outbox, registerAogMog } from '../../server/db/schema';
import { putSetting } from '../../server/settings/repository';
import { auditOf } from './support/admin';
import { WORKDAY_11_WIB, createTestApp, type TestApp } from './support/app';
import { insertGeneratedId, insertMember } from './support/records';
import { waitingReceipt } from './support/waitingReceipt';
import { insertRegionSlice, registrationBody } from './support/registration';

let t: TestApp;

const REGISTER = '/api/user/register_aog_mog';
const MEMBER = (id: number) => `/api/user/sbs/register_aog_mog/${id}`;
const UPGRADE = (id: number) => `/api/user/upgrade_aog_mog/${id}`;
const INVALID = 'Persetujuan pesan WhatsApp harus bernilai ya atau tidak';

beforeAll(async () => {
  t = await createTestApp();
  await insertRegionSlice(t.db);
});
afterAll(() => t.close());
beforeEach(() => t.clock.set(WORKDAY_11_WIB));

const register = async (overrides: Record<string, unknown>) => {
  const noId = await insertGeneratedId(t.db, 'aog', t.world.branchA);
  return t.call({
    method: 'POST',
    url: REGISTER,
    as: 'CABANG',
    payload: registrationBody(noId, overrides),
  });
};

const readMember = async (id: number): Promise<InquiryMember> =>
  (await t.call({ method: 'GET', url: MEMBER(id), as: 'SBS' })).json().data as InquiryMember;

const whatsappRows = (id: number) =>
  t.db
    .select()
    .from(memberConsents)
    .where(and(eq(memberConsents.registerId, id), eq(memberConsents.kind, 'whatsapp')))
    .orderBy(asc(memberConsents.id));

describe('persetujuan_whatsapp on the registration form', () => {
  it.each([
    [true, true],
    [false, false],
    [1, true],
    [0, false],
    ['true', true],
    ['false', false],
    ['1', true],
    ['0', false],
    [undefined, false],
  ])(
    'takes %j as %s, stores it with the wording, and the record answers it',
    async (sent, stored) => {
      const res = await register({ persetujuan_whatsapp: sent });
      expect(res.statusCode, res.body).toBe(201);
      const id = res.json().data.id as number;
      expect(res.json().data.persetujuan_whatsapp).toBe(stored);
      const member = await readMember(id);
      expect(member.persetujuan_whatsapp).toBe(stored);
      expect(member.riwayat_persetujuan_whatsapp).toEqual([
        {
          versi: WHATSAPP_CONSENT.version,
          teks: WHATSAPP_CONSENT.wording,
          sumber: 'registration',
          diberikan: stored,
          waktu: WORKDAY_11_WIB,
          dicatat_oleh: expect.any(String),
        },
      ]);
      // The data consent keeps its own list.
      expect(member.persetujuan_data).toHaveLength(1);
      const [created] = (await auditOf(t.db, 'register_aog_mog', id)).filter(
        (entry) => entry.action === 'registration.create',
      );
      expect(created!.changes).toMatchObject({
        persetujuan_whatsapp: stored && WHATSAPP_CONSENT.version,
      });
    },
  );

  it.each([['yes'], [2], [null], ['TRUE'], [' 1'], [[true]], [{}]])(
    'refuses %j with 422 and writes nothing',
    async (sent) => {
      const before = await t.db.select().from(registerAogMog);
      const res = await register({ persetujuan_whatsapp: sent });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().errors.persetujuan_whatsapp).toEqual([INVALID]);
      expect(await t.db.select().from(registerAogMog)).toHaveLength(before.length);
    },
  );
});

describe('persetujuan_whatsapp on the upgrade form', () => {
  it('records the answer given on the upgrade at once, and refuses a bad one', async () => {
    const member = await insertMember(t.db, {
      branchId: t.world.branchA,
      createdBy: t.world.accounts.CABANG.id,
      persetujuanWhatsapp: false,
    });
    const bad = await t.call({
      method: 'PATCH',
      url: UPGRADE(member.id),
      as: 'CABANG',
      payload: registrationBody(await insertGeneratedId(t.db, 'aog', t.world.branchA), {
        no_id_lama: member.noId,
        persetujuan_whatsapp: 'ya',
      }),
    });
    expect(bad.statusCode, bad.body).toBe(422);
    expect(bad.json().errors.persetujuan_whatsapp).toEqual([INVALID]);

    const res = await t.call({
      method: 'PATCH',
      url: UPGRADE(member.id),
      as: 'CABANG',
      payload: registrationBody(await insertGeneratedId(t.db, 'aog', t.world.branchA), {
        no_id_lama: member.noId,
        persetujuan_whatsapp: '1',
      }),
    });
    expect(res.statusCode, res.body).toBe(200);
    const read = await readMember(member.id);
    expect(read.persetujuan_whatsapp).toBe(true);
    expect(read.riwayat_persetujuan_whatsapp).toMatchObject([
      { sumber: 'upgrade', diberikan: true, versi: WHATSAPP_CONSENT.version },
    ]);
    // The answer moved the member's version: an inquiry edit read before it is stale.
    expect(read.version).toBe(2);
  });
});

describe('persetujuan_whatsapp on the inquiry edit', () => {
  const consenting = async () => {
    const res = await register({ persetujuan_whatsapp: true });
    return res.json().data.id as number;
  };
  const save = (id: number, payload: object) =>
    t.call({ method: 'PATCH', url: MEMBER(id), as: 'SBS', payload });

  it('records a withdrawal and a new consent as entries, audited as changes', async () => {
    const id = await consenting();
    const member = await readMember(id);
    const withdrawn = await save(id, { ...toMemberForm(member), persetujuan_whatsapp: false });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json().data.persetujuan_whatsapp).toBe(false);
    const again = await save(id, { ...toMemberForm(member), persetujuan_whatsapp: 1 });
    expect(again.statusCode, again.body).toBe(200);
    const read = await readMember(id);
    expect(read.persetujuan_whatsapp).toBe(true);
    expect(read.riwayat_persetujuan_whatsapp.map((c) => [c.sumber, c.diberikan])).toEqual([
      ['inquiry', true],
      ['inquiry', false],
      ['registration', true],
    ]);
    expect(read.history[1]!.fields).toMatchObject({
      persetujuan_whatsapp: { from: true, to: false },
    });
    const changes = (await auditOf(t.db, 'register_aog_mog', id)).filter(
      (entry) =>
        entry.action !== 'registration.create' &&
        'persetujuan_whatsapp' in (entry.changes as object),
    );
    expect(changes).toHaveLength(2);
  });

  it('keeps the answer when the body leaves it out, and records nothing unchanged', async () => {
    const id = await consenting();
    const { persetujuan_whatsapp: _left, ...form } = toMemberForm(await readMember(id));
    const res = await save(id, { ...form, pekerjaan: 'Guru' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.persetujuan_whatsapp).toBe(true);
    const same = await save(id, { ...form, persetujuan_whatsapp: 'true' });
    expect(same.statusCode, same.body).toBe(200);
    expect(await whatsappRows(id)).toHaveLength(1);
  });

  // A multipart form sends '1'/'0' or 'true'/'false', taken above; a whole member form is over
  // the multipart field limit (server/http/limits.ts), so JSON is the member forms' encoding.
  it('refuses a bad answer with 422, changing nothing', async () => {
    const id = await consenting();
    const form = toMemberForm(await readMember(id));
    const bad = await save(id, { ...form, persetujuan_whatsapp: 'tidak' });
    expect(bad.statusCode, bad.body).toBe(422);
    expect(bad.json().errors.persetujuan_whatsapp).toEqual([INVALID]);
    expect(await whatsappRows(id)).toHaveLength(1);
    expect((await readMember(id)).persetujuan_whatsapp).toBe(true);
  });
});

describe('messages and consent', () => {
  const decide = (id: number) =>
    t.call({
      method: 'PATCH',
      url: `/api/user/payment_receipt/${id}`,
      payload: { status: '1' },
      as: 'SBS',
    });

  const receiptOf = (member: { persetujuanWhatsapp: boolean; noIdPereferal?: string }) =>
    waitingReceipt(t, member);

  const messagesOf = (receiptId: number) =>
    t.db
      .select()
      .from(outbox)
      .where(like(outbox.refId, `${receiptId}:1:%`))
      .orderBy(outbox.id);

  const typeAndStatus = async (receiptId: number) =>
    Object.fromEntries(
      (await messagesOf(receiptId)).map((m) => [m.refId!.split(':')[2], m.status]),
    );

  it('records the message to a registrant without consent as not sent, and the log says why', async () => {
    const id = await receiptOf({ persetujuanWhatsapp: false });
    expect((await decide(id)).statusCode).toBe(200);
    // The referrer AOG0000001 is no member on record: a staff contact, allowed.
    expect(await typeAndStatus(id)).toEqual({
      branch: 'pending',
      user: 'skipped',
      preferal: 'pending',
    });
    // The worker never takes it.
    await t.app.outbox.runOnce();
    expect(await typeAndStatus(id)).toEqual({ branch: 'sent', user: 'skipped', preferal: 'sent' });

    const log = await t.call({
      method: 'GET',
      url: '/api/user/message/outbox?status=skipped',
      as: 'SBS',
    });
    expect(log.statusCode, log.body).toBe(200);
    const skipped = (log.json().data as OutboxMessage[]).find((m) =>
      m.ref_id?.startsWith(`${id}:1:user:`),
    );
    expect(skipped).toMatchObject({
      status: 'skipped',
      sent_at: null,
      last_error: null,
      not_sent_reason: 'Penerima belum menyetujui pesan WhatsApp',
    });
    const sent = await t.call({ method: 'GET', url: '/api/user/message/outbox', as: 'SBS' });
    expect(
      (sent.json().data as OutboxMessage[]).find((m) => m.ref_id?.startsWith(`${id}:1:branch:`))
        ?.not_sent_reason,
    ).toBeNull();
  });

  it('asks the referrer who is a member for their own consent, as the setting says', async () => {
    const referrer = await insertMember(t.db, {
      branchId: t.world.branchA,
      createdBy: t.world.accounts.CABANG.id,
      type: 'AOG',
      persetujuanWhatsapp: false,
    });
    const first = await receiptOf({ persetujuanWhatsapp: true, noIdPereferal: referrer.noId });
    expect((await decide(first)).statusCode).toBe(200);
    expect(await typeAndStatus(first)).toEqual({
      branch: 'pending',
      user: 'pending',
      preferal: 'skipped',
    });

    await putSetting(
      t.db,
      'whatsapp_consent',
      { branch: false, referrer: 'never' },
      null,
      t.clock.now(),
    );
    const second = await receiptOf({ persetujuanWhatsapp: true, noIdPereferal: referrer.noId });
    expect((await decide(second)).statusCode).toBe(200);
    expect((await typeAndStatus(second)).preferal).toBe('pending');

    await putSetting(
      t.db,
      'whatsapp_consent',
      { branch: true, referrer: 'always' },
      null,
      t.clock.now(),
    );
    const third = await receiptOf({ persetujuanWhatsapp: true, noIdPereferal: 'BUKAN-ANGGOTA' });
    expect((await decide(third)).statusCode).toBe(200);
    expect(await typeAndStatus(third)).toEqual({
      branch: 'skipped',
      user: 'pending',
      preferal: 'skipped',
    });
    await putSetting(
      t.db,
      'whatsapp_consent',
      { branch: false, referrer: 'member' },
      null,
      t.clock.now(),
    );
  });

  it('filters the log by the new status, and refuses an unknown one', async () => {
    const res = await t.call({
      method: 'GET',
      url: '/api/user/message/outbox?status=dilewati',
      as: 'SBS',
    });
    expect(res.statusCode).toBe(422);
  });
});
