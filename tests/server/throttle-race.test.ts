import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { authAttempts, outbox } from '../../server/db/schema';
import { THROTTLE } from '../../server/auth/throttle';
import { createClock } from '../../server/clock';
import { createTestApp, WORKDAY_11_WIB, type TestApp } from './support/app';
import { PASSWORD } from './support/fixtures';

/**
 * The limits hold under parallel requests: each attempt is counted and recorded under a lock,
 * so a burst cannot pass a count taken before any of its members was recorded. Meaningful on
 * PostgreSQL (a pool of connections); PGlite's single connection serialises anyway.
 */
let t: TestApp;
/** The app's monotonic source, stepped by hand: real time passing while the clock is fixed. */
let elapsed = 0;
const clock = createClock(new Date(WORKDAY_11_WIB), () => elapsed);
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

const login = (email: string, password: string, ip: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/pos-cabang/login',
    payload: { email, password },
    remoteAddress: ip,
  });

const tally = (codes: number[]) =>
  codes.reduce<Record<number, number>>(
    (acc, code) => ({ ...acc, [code]: (acc[code] ?? 0) + 1 }),
    {},
  );

describe('sign-in and reset limits under parallel requests', () => {
  it('30 parallel wrong passwords for one account from one address: 5 × 401, the rest 429', async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => login('ess@uji.local', `salah${i}`, '10.30.0.1')),
    );
    expect(tally(answers.map((r) => r.statusCode))).toEqual({
      401: THROTTLE.login.perAccount,
      429: 30 - THROTTLE.login.perAccount,
    });
    // Refused attempts are not stored; the allowed ones are stored as failures.
    const stored = await t.db
      .select()
      .from(authAttempts)
      .where(and(eq(authAttempts.kind, 'login'), eq(authAttempts.email, 'ess@uji.local')));
    expect(stored.map((a) => a.success)).toEqual(Array(THROTTLE.login.perAccount).fill(false));
    expect((await login('ess@uji.local', PASSWORD, '10.30.0.1')).statusCode).toBe(429);
    // The account itself is not locked: its owner, elsewhere, signs in.
    expect((await login('ess@uji.local', PASSWORD, '10.30.1.1')).statusCode).toBe(200);
  });

  it('30 parallel sign-ins to many accounts from one address: 20 × 401, the rest 429', async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => login(`orang${i}@uji.local`, 'salah', '10.31.0.1')),
    );
    expect(tally(answers.map((r) => r.statusCode))).toEqual({
      401: THROTTLE.login.perAddress,
      429: 30 - THROTTLE.login.perAddress,
    });
  });

  it('a right password is recorded as a success and does not count against the account', async () => {
    for (let i = 0; i < THROTTLE.login.perAccount + 1; i++) {
      expect((await login('rnd@uji.local', PASSWORD, '10.32.0.1')).statusCode).toBe(200);
    }
    expect((await login('rnd@uji.local', 'salah', '10.32.0.1')).statusCode).toBe(401);
  });

  it('10 parallel resets for one e-mail: 3 mails, the rest 429', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/reset_password',
          payload: { email: 'club@uji.local', env: 'registrasi' },
          remoteAddress: `10.33.0.${i}`,
        }),
      ),
    );
    expect(tally(answers.map((r) => r.statusCode))).toEqual({
      200: THROTTLE.reset.perAccount,
      429: 10 - THROTTLE.reset.perAccount,
    });
    const mails = await t.db.select().from(outbox).where(eq(outbox.recipient, 'club@uji.local'));
    expect(mails).toHaveLength(THROTTLE.reset.perAccount);
  });

  it('the window is real time: a clock fixed by TEST_NOW does not keep an account blocked', async () => {
    for (let i = 0; i < THROTTLE.login.perAccount; i++) {
      expect((await login('cabang@uji.local', `salah${i}`, '10.34.0.1')).statusCode).toBe(401);
    }
    expect((await login('cabang@uji.local', PASSWORD, '10.34.0.1')).statusCode).toBe(429);
    elapsed += (THROTTLE.login.windowMinutes - 1) * 60_000;
    expect((await login('cabang@uji.local', PASSWORD, '10.34.0.1')).statusCode).toBe(429);
    elapsed += 2 * 60_000;
    expect(clock.now().toISOString()).toBe(WORKDAY_11_WIB);
    expect((await login('cabang@uji.local', PASSWORD, '10.34.0.1')).statusCode).toBe(200);
  });
});
