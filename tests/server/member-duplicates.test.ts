import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { auditLog, registerAogMog } from '../../server/db/schema';
import { WORKDAY_11_WIB, createTestApp, type TestApp } from './support/app';
import { onPostgres } from './support/database';
import { nikIndex } from '../../server/personal-data/protect';
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
const LOOKUP = '/api/user/register_aog_mog/duplicates';

const register = async (
  overrides: Record<string, unknown>,
  as: 'CABANG' | 'CABANG2' = 'CABANG',
) => {
  const branch = as === 'CABANG' ? t.world.branchA : t.world.branchB;
  const id = await insertGeneratedId(t.db, 'aog', branch);
  return t.call({ method: 'POST', url: URL, as, payload: registrationBody(id, overrides) });
};

const holders = async (nik: string) =>
  (
    await t.db
      .select({ n: count() })
      .from(registerAogMog)
      .where(eq(registerAogMog.noKtpIndex, nikIndex(nik)!))
  )[0]?.n;

describe('one member per NIK (issue 17)', () => {
  it('refuses a NIK another member holds with 409 naming its ID and branch', async () => {
    const first = await register({ no_ktp: '3273010101900001' });
    expect(first.statusCode).toBe(201);
    const noId = first.json().data.no_id as string;

    const again = await register({ no_ktp: '3273010101900001' }, 'CABANG2');
    expect(again.statusCode).toBe(409);
    const message = `NIK sudah terdaftar sebagai ${noId} di Cabang Uji Jakarta`;
    expect(again.json()).toEqual({ message, errors: { no_ktp: [message] } });
    expect(await holders('3273010101900001')).toBe(1);
  });

  it('allows an e-mail or WhatsApp number already used, flagging where it is known', async () => {
    expect((await register({ email: 'dewi@contoh.id', no_wa: '081299990001' })).statusCode).toBe(
      201,
    );
    const res = await register(
      { email: ' DEWI@Contoh.ID ', no_wa: '+62 812-9999-0001' },
      'CABANG2',
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().duplikat).toEqual({
      email: ['Cabang Uji Jakarta'],
      no_wa: ['Cabang Uji Jakarta'],
    });
    const [audit] = await t.db
      .select({ changes: auditLog.changes })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'registration.create'),
          eq(auditLog.entityId, String(res.json().data.id)),
        ),
      );
    expect(audit?.changes).toMatchObject({
      duplicates: { email: ['Cabang Uji Jakarta'], no_wa: ['Cabang Uji Jakarta'] },
    });

    const fresh = await register({ email: 'baru@contoh.id', no_wa: '081377770000' });
    expect(fresh.json().duplikat).toEqual({ email: [], no_wa: [] });
  });

  it('the form’s look-up answers where a value is known and nothing more', async () => {
    await register({ no_ktp: '3273010202900002', email: 'rina@contoh.id', no_wa: '081255550002' });
    const res = await t.call({
      method: 'GET',
      url: `${LOOKUP}?no_ktp=3273010202900002&email=RINA@contoh.id&no_wa=6281255550002`,
      as: 'CABANG2',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: {
        no_ktp: ['Cabang Uji Jakarta'],
        email: ['Cabang Uji Jakarta'],
        no_wa: ['Cabang Uji Jakarta'],
      },
    });
    const unknown = await t.call({
      method: 'GET',
      url: `${LOOKUP}?no_ktp=1111222233334444`,
      as: 'CABANG',
    });
    expect(unknown.json()).toEqual({ data: { no_ktp: [], email: [], no_wa: [] } });
    expect((await t.call({ method: 'GET', url: LOOKUP, as: 'SBS' })).statusCode).toBe(403);
  });

  it(`ten parallel registrations of one NIK give exactly one member (${onPostgres() ? 'PostgreSQL' : 'PGlite'})`, async () => {
    const ids = await Promise.all(
      Array.from({ length: 10 }, () => insertGeneratedId(t.db, 'mog', t.world.branchA)),
    );
    const token = await t.tokenFor('CABANG');
    const answers = await Promise.all(
      ids.map((id) =>
        t.app.inject({
          method: 'POST',
          url: URL,
          headers: { authorization: `Bearer ${token}` },
          payload: registrationBody(id, {
            no_ktp: '3273010303900003',
            jenis_pendaftaran: 'MOG',
            apakah_sudah_mengikuti_private_class: undefined,
          }),
        }),
      ),
    );
    const codes = answers.map((res) => res.statusCode).sort();
    expect(codes).toEqual([201, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
    const winner = answers.find((res) => res.statusCode === 201)!.json().data.no_id as string;
    for (const res of answers.filter((r) => r.statusCode === 409)) {
      expect(res.json().message).toBe(
        `NIK sudah terdaftar sebagai ${winner} di Cabang Uji Jakarta`,
      );
    }
    expect(await holders('3273010303900003')).toBe(1);
  });
});
