import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { outbox } from '../../server/db/schema';
import { REDACTED_BODY } from '../../server/outbox/repository';
import { createTestApp, type TestApp } from './support/app';

let t: TestApp;
let smtp: SMTPServer;
const received: { to: string; text: string }[] = [];

beforeAll(async () => {
  // A real SMTP server on loopback: mail leaves through nodemailer exactly as in production.
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let text = '';
      stream.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), text });
        callback();
      });
    },
  });
  smtp.listen(0, '127.0.0.1');
  await once(smtp.server, 'listening');
  const { port } = smtp.server.address() as AddressInfo;
  t = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

const requestReset = (email: string, ip = '10.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/reset_password',
    payload: { email, env: 'registrasi' },
    remoteAddress: ip,
  });

const CONFIRM = '/api/reset_password/confirm';

/** The reset page's button: its form posted as a browser posts it (multipart). */
const confirmByForm = (token: string) => {
  const boundary = '----reset-page';
  return t.app.inject({
    method: 'POST',
    url: CONFIRM,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: [
      `--${boundary}`,
      'Content-Disposition: form-data; name="token"',
      '',
      token,
      `--${boundary}--`,
      '',
    ].join('\r\n'),
  });
};

/** Quoted-printable soft breaks and '=3D' undone, enough to find the link in a mail. */
const decodeQp = (text: string) => text.replace(/=\r?\n/g, '').replace(/=3D/g, '=');

describe('password reset', () => {
  it("answers 404 'Email tidak ditemukan' for an unknown e-mail and mails nothing", async () => {
    const res = await requestReset('tidak.ada@uji.local');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Email tidak ditemukan' });
    expect(await t.db.select().from(outbox)).toEqual([]);
  });

  it('mails a single-use link through SMTP; following it mails a new password that signs in', async () => {
    const res = await requestReset('SBS@uji.local');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Email telah terikim' });

    expect(await t.app.outbox.runOnce()).toBe(1);
    const linkMail = received.find((m) => m.to === 'sbs@uji.local');
    expect(linkMail).toBeDefined();
    const link = /http:\/\/app\.test(\/api\/reset_password\/confirm\?token=[\w-]+)/.exec(
      decodeQp(linkMail!.text),
    );
    expect(link).not.toBeNull();

    // A mail scanner's HEAD and a link preview's GET open the page and spend nothing.
    const token = new URL(link![1]!, 'http://app.test').searchParams.get('token')!;
    expect((await t.app.inject({ method: 'HEAD', url: link![1]! })).statusCode).toBe(200);
    const page = await t.app.inject({ method: 'GET', url: link![1]! });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain(`name="token" value="${token}"`);
    expect(page.body).toContain('method="post" action="/api/reset_password/confirm"');
    expect(await t.app.outbox.runOnce()).toBe(0);

    // The page's button: a form post, as the browser sends it.
    const first = await confirmByForm(token);
    expect(first.statusCode).toBe(303);
    expect(first.headers.location).toBe('/reset-password/landing?status=success');

    await t.app.outbox.runOnce();
    const passwordMail = decodeQp(received.at(-1)!.text);
    const password = /Kata sandi baru Anda: (\S+)/.exec(passwordMail)?.[1];
    expect(password).toMatch(/^[A-Za-z0-9]{12}$/);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/pos-cabang/login',
      payload: { email: 'sbs@uji.local', password },
    });
    expect(login.statusCode).toBe(200);

    // Delivered, the link and the password no longer sit readable in the outbox.
    const sent = await t.db.select().from(outbox).where(eq(outbox.recipient, 'sbs@uji.local'));
    expect(sent.map((m) => [m.status, m.body])).toEqual([
      ['sent', REDACTED_BODY],
      ['sent', REDACTED_BODY],
    ]);

    const again = await confirmByForm(token);
    expect(again.headers.location).toBe('/reset-password/landing?status=failed');
  });

  it('refuses an unknown, empty or expired token', async () => {
    for (const payload of [{ token: 'palsu' }, {}]) {
      const res = await t.app.inject({ method: 'POST', url: CONFIRM, payload });
      expect(res.headers.location).toBe('/reset-password/landing?status=failed');
    }
    await requestReset('rnd@uji.local', '10.0.0.7');
    const [mail] = await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, 'rnd@uji.local'), eq(outbox.channel, 'email')));
    const token = /\/api\/reset_password\/confirm\?token=([\w-]+)/.exec(mail!.body)![1]!;
    t.clock.set(new Date(t.clock.now().getTime() + 61 * 60_000));
    expect((await confirmByForm(token)).headers.location).toBe(
      '/reset-password/landing?status=failed',
    );
  });

  it('validates the e-mail and throttles repeated requests', async () => {
    const bad = await requestReset('bukan-email');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ email: ['Format Email salah'] });
    for (let i = 0; i < 3; i++)
      expect((await requestReset('ess@uji.local', '10.2.0.1')).statusCode).toBe(200);
    expect((await requestReset('ess@uji.local', '10.2.0.2')).statusCode).toBe(429);
  });
});
