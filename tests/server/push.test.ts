import { execFileSync } from 'node:child_process';
import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  verify,
  type ECDH,
} from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PushPayload } from '../../domain/api/push';
import { GROUPS } from '../../domain/groups';
import { RECEIPT_STATUS } from '../../domain/receipts';
import { outbox, pushSubscriptions } from '../../server/db/schema';
import type { Transport } from '../../server/outbox/transports';
import { pushIdsAssigned, pushProofWaiting, pushReceiptDecided } from '../../server/push/events';
import { webPushTransport } from '../../server/push/transport';
import { createTestApp, type TestApp } from './support/app';
import { insertGeneratedId, insertReceipt } from './support/records';

const VAPID = webpush.generateVAPIDKeys();
const SUBJECT = 'mailto:ops@uji.local';

interface Received {
  browser: string;
  payload: PushPayload;
}

/** A browser's side of a subscription: its key pair and auth secret (RFC 8291). */
interface Browser {
  name: string;
  ecdh: ECDH;
  auth: Buffer;
}

const b64 = (buffer: Buffer) => buffer.toString('base64url');

/** RFC 8291 / 8188: what the browser does with an aes128gcm push message. */
const decrypt = (browser: Browser, body: Buffer): string => {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const serverKey = body.subarray(21, 21 + idLength);
  const cipher = body.subarray(21 + idLength);
  const secret = browser.ecdh.computeSecret(serverKey);
  const info = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    browser.ecdh.getPublicKey(),
    serverKey,
  ]);
  const ikm = Buffer.from(hkdfSync('sha256', secret, browser.auth, info, 32));
  const key = Buffer.from(
    hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16),
  );
  const nonce = Buffer.from(
    hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12),
  );
  const decipher = createDecipheriv('aes-128-gcm', key, nonce);
  decipher.setAuthTag(cipher.subarray(cipher.length - 16));
  const plain = Buffer.concat([
    decipher.update(cipher.subarray(0, cipher.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 0x02 followed by zero padding.
  const end = plain.lastIndexOf(2);
  return plain.subarray(0, end).toString('utf8');
};

/** The push service's check of the `vapid t=<JWT>, k=<key>` header (RFC 8292). */
const verifyVapid = (header: string | undefined, origin: string): void => {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header ?? '');
  if (!match) throw new Error(`bad Authorization: ${header}`);
  const [, jwt = '', k = ''] = match;
  expect(k).toBe(VAPID.publicKey);
  const point = Buffer.from(k, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: b64(point.subarray(1, 33)),
      y: b64(point.subarray(33, 65)),
    },
    format: 'jwk',
  });
  const [head = '', claims = '', signature = ''] = jwt.split('.');
  const valid = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  expect(valid).toBe(true);
  expect(JSON.parse(Buffer.from(head, 'base64url').toString())).toMatchObject({ alg: 'ES256' });
  const body = JSON.parse(Buffer.from(claims, 'base64url').toString()) as Record<string, unknown>;
  expect(body.aud).toBe(origin);
  expect(body.sub).toBe(SUBJECT);
  expect(Number(body.exp)).toBeGreaterThan(Date.now() / 1000);
};

describe('Web Push', () => {
  let t: TestApp;
  let server: Server;
  let origin: string;
  let certDir: string;
  const browsers = new Map<string, Browser>();
  const received: Received[] = [];
  /** Status the push service answers for a browser; 201 when absent. */
  const answers = new Map<string, number>();

  const subscribe = async (account: (typeof GROUPS)[number] | 'CABANG2') => {
    const browser = { name: account, ecdh: createECDH('prime256v1'), auth: randomBytes(16) };
    browser.ecdh.generateKeys();
    browsers.set(account, browser);
    const response = await t.call({
      method: 'POST',
      url: '/api/user/push_subscription',
      as: account,
      payload: {
        endpoint: `${origin}/push/${account}`,
        expirationTime: null,
        keys: { p256dh: b64(browser.ecdh.getPublicKey()), auth: b64(browser.auth) },
      },
    });
    expect(response.statusCode).toBe(201);
  };

  const deliver = async () => {
    received.length = 0;
    await t.app.outbox.runOnce();
    return received.sort((a, b) => a.browser.localeCompare(b.browser));
  };

  beforeAll(async () => {
    certDir = mkdtempSync(path.join(os.tmpdir(), 'issue12-push-'));
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-keyout',
        path.join(certDir, 'key.pem'),
        '-out',
        path.join(certDir, 'cert.pem'),
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
      ],
      { stdio: 'ignore' },
    );
    const cert = readFileSync(path.join(certDir, 'cert.pem'));
    server = createServer(
      { key: readFileSync(path.join(certDir, 'key.pem')), cert },
      (request, response) => {
        const chunks: Buffer[] = [];
        request.on('data', (chunk: Buffer) => chunks.push(chunk));
        request.on('end', () => {
          const name = decodeURIComponent(request.url?.replace('/push/', '') ?? '');
          const browser = browsers.get(name);
          try {
            if (!browser) throw new Error(`unknown endpoint ${request.url}`);
            verifyVapid(request.headers.authorization, origin);
            expect(request.headers['content-encoding']).toBe('aes128gcm');
            const status = answers.get(name) ?? 201;
            if (status === 201) {
              const payload = JSON.parse(decrypt(browser, Buffer.concat(chunks))) as PushPayload;
              received.push({ browser: name, payload });
            }
            response.writeHead(status).end();
          } catch (error) {
            response.writeHead(400).end(String(error));
          }
        });
      },
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;

    const push: { transport?: Transport } = {};
    t = await createTestApp({
      env: {
        VAPID_PUBLIC_KEY: VAPID.publicKey,
        VAPID_PRIVATE_KEY: VAPID.privateKey,
        VAPID_SUBJECT: SUBJECT,
      },
      transports: { push: { send: (message) => push.transport!.send(message) } },
    });
    push.transport = webPushTransport(
      t.db,
      { subject: SUBJECT, ...VAPID },
      new Agent({ ca: cert }),
    );
    for (const account of [...GROUPS, 'CABANG2' as const]) await subscribe(account);
  });

  afterAll(async () => {
    await t?.close();
    await new Promise((resolve) => server?.close(resolve));
    rmSync(certDir, { recursive: true, force: true });
  });

  beforeEach(async () => {
    answers.clear();
    await t.db.delete(outbox);
  });

  const receipt = (kind: 'registration' | 'upgrade' = 'registration') =>
    insertReceipt(t.db, {
      kind,
      status: RECEIPT_STATUS.waiting,
      branchId: t.world.branchA,
      uploadedBy: t.world.accounts.CABANG.id,
    });

  it('serves the public key and the preferences to every group', async () => {
    for (const as of GROUPS) {
      const response = await t.call({ method: 'GET', url: '/api/user/push_settings', as });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        data: {
          publicKey: VAPID.publicKey,
          preferences: { proofWaiting: true, receiptDecided: true, idsAssigned: true },
        },
      });
    }
  });

  it('refuses every push route without a token', async () => {
    for (const [method, url] of [
      ['GET', '/api/user/push_settings'],
      ['PUT', '/api/user/push_settings'],
      ['POST', '/api/user/push_subscription'],
      ['DELETE', '/api/user/push_subscription'],
    ] as const) {
      expect((await t.call({ method, url, payload: {} })).statusCode).toBe(401);
    }
  });

  it('refuses bad subscriptions and preferences and keeps nothing', async () => {
    const before = await t.db.select().from(pushSubscriptions);
    for (const payload of [
      {},
      { endpoint: 'http://push.test/x', keys: { p256dh: 'AAAA', auth: 'AAAA' } },
      { endpoint: `https://push.test/${'x'.repeat(1001)}`, keys: { p256dh: 'A', auth: 'A' } },
      { endpoint: 'https://push.test/x', keys: { p256dh: 'not base64!', auth: 'AAAA' } },
      { endpoint: 'https://push.test/x', keys: { p256dh: 'A'.repeat(121), auth: 'AAAA' } },
      { endpoint: 'https://push.test/x' },
    ]) {
      const response = await t.call({
        method: 'POST',
        url: '/api/user/push_subscription',
        as: 'SBS',
        payload,
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toHaveProperty('errors');
    }
    const put = await t.call({
      method: 'PUT',
      url: '/api/user/push_settings',
      as: 'SBS',
      payload: { proofWaiting: 'yes', receiptDecided: true, idsAssigned: true },
    });
    expect(put.statusCode).toBe(422);
    expect(await t.db.select().from(pushSubscriptions)).toEqual(before);
  });

  it('tells every SBS account, and only them, that a proof is waiting', async () => {
    const id = await receipt();
    await pushProofWaiting(t.db, id, t.clock.now());
    const got = await deliver();
    expect(got.map((r) => r.browser)).toEqual(['SBS']);
    expect(got[0]?.payload).toMatchObject({
      title: 'Bukti pembayaran pendaftaran menunggu konfirmasi',
      url: `/payment-receipt/${id}`,
    });
    expect(got[0]?.payload.body).toMatch(/^INV.* · Cabang Uji Jakarta · Rp /);
  });

  it("tells the receipt's branch, and only it, that its payment was confirmed or rejected", async () => {
    const id = await receipt('upgrade');
    await pushReceiptDecided(t.db, id, RECEIPT_STATUS.confirmed, t.clock.now());
    let got = await deliver();
    expect(got.map((r) => r.browser)).toEqual(['CABANG']);
    expect(got[0]?.payload).toMatchObject({
      title: 'Pembayaran dikonfirmasi',
      url: `/payment-history-upgrade/${id}`,
    });
    await pushReceiptDecided(t.db, id, RECEIPT_STATUS.rejected, t.clock.now());
    got = await deliver();
    expect(got.map((r) => r.browser)).toEqual(['CABANG']);
    expect(got[0]?.payload.title).toBe('Pembayaran ditolak');
    expect(got[0]?.payload.body).toMatch(/ditolak\.$/);
  });

  it('tells a branch how many IDs of which type it received', async () => {
    const ids = [
      await insertGeneratedId(t.db, 'aog', t.world.branchB),
      await insertGeneratedId(t.db, 'mog', t.world.branchB),
      await insertGeneratedId(t.db, 'mog', t.world.branchB),
    ];
    await pushIdsAssigned(t.db, { branchId: t.world.branchB, ids }, t.clock.now());
    const got = await deliver();
    expect(got).toEqual([
      {
        browser: 'CABANG2',
        payload: {
          title: 'ID baru diterima',
          body: '1 ID AOG, 2 ID MOG telah diberikan ke cabang Anda.',
          url: '/id-aog-mog',
        },
      },
    ]);
  });

  it('honours an account turning a kind off', async () => {
    const off = await t.call({
      method: 'PUT',
      url: '/api/user/push_settings',
      as: 'SBS',
      payload: { proofWaiting: false, receiptDecided: true, idsAssigned: true },
    });
    expect(off.statusCode).toBe(200);
    expect(await pushProofWaiting(t.db, await receipt(), t.clock.now())).toBe(0);
    await t.call({
      method: 'PUT',
      url: '/api/user/push_settings',
      as: 'SBS',
      payload: { proofWaiting: true, receiptDecided: true, idsAssigned: true },
    });
    expect(await pushProofWaiting(t.db, await receipt(), t.clock.now())).toBe(1);
  });

  it('retries after a 500 and delivers once the service recovers', async () => {
    answers.set('SBS', 500);
    await pushProofWaiting(t.db, await receipt(), t.clock.now());
    expect(await deliver()).toEqual([]);
    const [failed] = await t.db.select().from(outbox);
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, channel: 'push' });
    expect(failed?.lastError).toMatch(/^Push service 500/);

    answers.clear();
    t.clock.set(new Date(t.clock.now().getTime() + 3_600_000));
    await t.db.update(outbox).set({ nextAttemptAt: t.clock.now() });
    expect((await deliver()).map((r) => r.browser)).toEqual(['SBS']);
    const [sent] = await t.db.select().from(outbox);
    expect(sent?.status).toBe('sent');
  });

  it('removes a subscription the push service says is gone (410) and does not retry', async () => {
    answers.set('SBS', 410);
    await pushProofWaiting(t.db, await receipt(), t.clock.now());
    await deliver();
    const [message] = await t.db.select().from(outbox);
    expect(message).toMatchObject({ status: 'failed' });
    expect(message?.lastError).toMatch(/^Push service 410/);
    const left = await t.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, `${origin}/push/SBS`));
    expect(left).toEqual([]);
    expect(await pushProofWaiting(t.db, await receipt(), t.clock.now())).toBe(0);
    await subscribe('SBS');
  });

  it('shows pushes in the message log under their account, and retries a failed one', async () => {
    answers.set('SBS', 500);
    await pushProofWaiting(t.db, await receipt(), t.clock.now());
    await deliver();
    const [message] = await t.db.select().from(outbox);
    await t.db.update(outbox).set({ status: 'failed' }).where(eq(outbox.id, message!.id));
    // A push to a subscription since removed (its browser dropped it).
    await t.db.insert(outbox).values({ channel: 'push', recipient: '987654', body: '{}' });

    const log = await t.call({
      method: 'GET',
      url: '/api/user/message/outbox?channel=push',
      as: 'SBS',
    });
    expect(log.statusCode).toBe(200);
    expect(log.json()).toMatchObject({ total: 2, current_page: 1 });
    expect(log.json().data).toEqual([
      expect.objectContaining({ channel: 'push', recipient: '(langganan sudah dihapus)' }),
      expect.objectContaining({
        id: message!.id,
        channel: 'push',
        recipient: t.world.accounts.SBS.email,
        body: expect.stringMatching(
          /^Bukti pembayaran pendaftaran menunggu konfirmasi\n.+ · .+ · Rp [\d.]+$/,
        ),
        status: 'failed',
        attempts: 1,
        last_error: expect.stringMatching(/^Push service 500/),
      }),
    ]);
    const whatsapp = await t.call({ method: 'GET', url: '/api/user/message/outbox', as: 'SBS' });
    expect(whatsapp.json().total).toBe(0);
    const email = await t.call({
      method: 'GET',
      url: '/api/user/message/outbox?channel=email',
      as: 'SBS',
    });
    expect(email.statusCode).toBe(422);

    answers.clear();
    const retried = await t.call({
      method: 'POST',
      url: `/api/user/message/outbox/${message!.id}/retry`,
      as: 'SBS',
    });
    expect(retried.statusCode).toBe(200);
    expect(retried.json().data).toMatchObject({
      channel: 'push',
      recipient: t.world.accounts.SBS.email,
      status: 'pending',
      attempts: 0,
    });
    expect((await deliver()).map((r) => r.browser)).toEqual(['SBS']);
  });

  it('forgets a subscription on DELETE, only for its own account', async () => {
    const endpoint = `${origin}/push/RND`;
    const other = await t.call({
      method: 'DELETE',
      url: '/api/user/push_subscription',
      as: 'ESS',
      payload: { endpoint },
    });
    expect(other.json()).toEqual({ data: { removed: 0 } });
    const own = await t.call({
      method: 'DELETE',
      url: '/api/user/push_subscription',
      as: 'RND',
      payload: { endpoint },
    });
    expect(own.json()).toEqual({ data: { removed: 1 } });
  });
});
