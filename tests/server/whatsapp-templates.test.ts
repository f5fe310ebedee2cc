import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WaTemplate, WaTemplateSaveResponse } from '../../domain/api/whatsapp';
import { createTestApp, type TestApp } from './support/app';
import { sendDueReminders } from '../../server/reminders/service';
import { startFakeGraphApi, type FakeGraphApi } from './support/fakeGraphApi';
import { insertAdmin, insertBranch } from './support/fixtures';
import { insertMember } from './support/records';
import {
  APP_SECRET,
  cloudApiEnv,
  confirmedReceipt as confirmReceipt,
  messageLog,
  receiptMessages,
} from './support/cloudApiApp';

const GROUPS = ['CABANG', 'SBS', 'RND', 'ESS', 'CLUB'] as const;
const DAY = 86_400_000;

let t: TestApp;
let api: FakeGraphApi;

beforeAll(async () => {
  api = await startFakeGraphApi(APP_SECRET);
  t = await createTestApp({ env: cloudApiEnv(api, { businessAccount: true }) });
});
afterAll(async () => {
  await t.close();
  await api.close();
});

const CONFIRMED_USER =
  'Halo {nama}, pembayaran {jenis_pendaftaran} Anda ({no_id}) sebesar {total_biaya} telah dikonfirmasi. Terima kasih, {nama}.';

const save = (key: { action_on?: string; type: string; status: string }, message: string) =>
  t.call({
    method: 'POST',
    url: '/api/user/message/notification',
    as: 'SBS',
    payload: { action_on: 'create', ...key, message, auto_send: 1 },
  });

const templateOf = async (type: string, status: string): Promise<WaTemplate> => {
  const res = await t.call({
    method: 'GET',
    url: `/api/user/message/notification?action_on=create&type=${type}&status=${status}`,
    as: 'SBS',
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ data: WaTemplate }>().data;
};

const confirmedReceipt = (noWa: string) => confirmReceipt(t, noWa);

const rowsOf = (receiptId: number) => receiptMessages(t, receiptId);

const log = () => messageLog(t);

const later = (ms: number) => t.clock.set(new Date(t.clock.now().getTime() + ms));

describe('a template saved on /setting-wa', () => {
  it('is submitted as a UTILITY template in Indonesian with numbered parameters and examples', async () => {
    const res = await save({ type: 'user', status: '1' }, CONFIRMED_USER);
    expect(res.statusCode).toBe(200);
    const submitted = api.templates.find((x) => x.name === 'aogmog_create_user_1')!;
    expect(submitted).toMatchObject({ language: 'id', category: 'UTILITY', status: 'PENDING' });
    expect(submitted.components).toEqual([
      {
        type: 'BODY',
        text: 'Halo {{1}}, pembayaran {{2}} Anda ({{3}}) sebesar {{4}} telah dikonfirmasi. Terima kasih, {{5}}.',
        example: {
          body_text: [['Siti Rahmawati', 'MOG', 'MOG0001234', 'Rp 420.000', 'Siti Rahmawati']],
        },
      },
    ]);
    expect(res.json<WaTemplateSaveResponse>().data.wa).toEqual({
      in_use: true,
      name: 'aogmog_create_user_1',
      template_id: submitted.id,
      status: 'PENDING',
      reason: null,
      error: null,
    });
  });

  it('is edited, not created again, when saved once more, and goes back to review', async () => {
    const before = api.templates.length;
    const res = await save({ type: 'user', status: '1' }, `${CONFIRMED_USER} Salam.`);
    expect(res.statusCode).toBe(200);
    expect(api.templates).toHaveLength(before);
    const submitted = api.templates.find((x) => x.name === 'aogmog_create_user_1')!;
    expect(submitted.edits).toBe(1);
    expect(submitted.components[0]!.text).toMatch(/\{\{5\}\}\. Salam\.$/);
    expect((await templateOf('user', '1')).wa.status).toBe('PENDING');
    // Back to the text the next tests expect.
    await save({ type: 'user', status: '1' }, CONFIRMED_USER);
    expect(submitted.edits).toBe(2);
  });

  it('is not submitted again when only auto_send changes', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/user/message/notification',
      as: 'SBS',
      payload: {
        action_on: 'create',
        type: 'user',
        status: '1',
        message: CONFIRMED_USER,
        auto_send: 0,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(api.templates.find((x) => x.name === 'aogmog_create_user_1')!.edits).toBe(2);
    await save({ type: 'user', status: '1' }, CONFIRMED_USER);
    expect(api.templates.find((x) => x.name === 'aogmog_create_user_1')!.edits).toBe(2);
  });

  it('keeps its text when the submission fails, shows why, and goes on "Ajukan Ulang"', async () => {
    api.refuseTemplates({ status: 500, code: 2, message: 'Service temporarily unavailable' });
    const res = await save({ type: 'preferal', status: '1' }, 'Halo, {nama} telah bergabung.');
    expect(res.statusCode).toBe(200);
    let shown = await templateOf('preferal', '1');
    expect(shown.message).toBe('Halo, {nama} telah bergabung.');
    expect(shown.wa).toMatchObject({
      template_id: null,
      status: null,
      error: 'WhatsApp Cloud API 500: Service temporarily unavailable (code 2)',
    });

    api.refuseTemplates(null);
    const again = await t.call({
      method: 'POST',
      url: '/api/user/message/notification/submit',
      as: 'SBS',
      payload: { action_on: 'create', type: 'preferal', status: '1' },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json<WaTemplateSaveResponse>().message).toBe(
      'Template diajukan ke WhatsApp untuk ditinjau',
    );
    shown = await templateOf('preferal', '1');
    expect(shown.wa).toMatchObject({ status: 'PENDING', error: null });
    expect(shown.wa.template_id).toBe(
      api.templates.find((x) => x.name === 'aogmog_create_preferal_1')!.id,
    );
  });
});

describe("a branch reminder's template ('Pengingat')", () => {
  const reminder = (status: string, type = 'branch') =>
    `/api/user/message/notification?action_on=reminder&type=${type}&status=${status}`;

  it('takes the reminder placeholders only, and only for the branch and its two kinds', async () => {
    const refused = await save(
      { action_on: 'reminder', type: 'branch', status: 'p' },
      'Halo {nama}, {jumlah} pendaftaran menunggu.',
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      errors: { message: [expect.stringContaining('{nama}')] },
    });
    for (const url of [reminder('p', 'user'), reminder('1'), reminder('x')]) {
      expect((await t.call({ method: 'GET', url, as: 'SBS' })).statusCode, url).toBe(422);
    }
    const shown = await t.call({ method: 'GET', url: reminder('i'), as: 'SBS' });
    expect(shown.statusCode).toBe(200);
    expect(shown.json<{ data: WaTemplate }>().data).toMatchObject({
      action_on: 'reminder',
      type: 'branch',
      status: 'i',
      auto_send: 1,
      wa: { name: 'aogmog_reminder_branch_i', status: null },
    });
  });

  it('is submitted with the sample reminder, and its messages wait for approval, then go as it', async () => {
    const saved = await save(
      { action_on: 'reminder', type: 'branch', status: 'p' },
      'Untuk {cabang}: {jumlah} pendaftaran lewat {hari} hari kerja ({daftar}). Mohon dicek.',
    );
    expect(saved.statusCode).toBe(200);
    const submitted = api.templates.find((x) => x.name === 'aogmog_reminder_branch_p')!;
    expect(submitted.components).toEqual([
      {
        type: 'BODY',
        text: 'Untuk {{1}}: {{2}} pendaftaran lewat {{3}} hari kerja ({{4}}). Mohon dicek.',
        example: {
          body_text: [
            [
              'Cabang Jakarta Selatan',
              '4',
              '2',
              'MOG0001234 Siti Rahmawati, MOG0001235 Dewi Lestari, MOG0001236 Budi Santoso dan 1 lainnya',
            ],
          ],
        },
      },
    ]);

    const now = t.clock.now();
    const branchId = await insertBranch(t.db, 'Cabang Lupa Bukti', '0812-3456-7199');
    const adminId = await insertAdmin(t.db, {
      email: 'lupabukti@uji.local',
      group: 'CABANG',
      branchId,
    });
    const member = await insertMember(t.db, {
      branchId,
      createdBy: adminId,
      namaLengkap: 'Rudi Lupa',
      createdAt: new Date(now.getTime() - 30 * DAY),
    });
    expect((await sendDueReminders(t.db, now)).proof).toBe(1);
    const sentBefore = api.sent.length;
    await t.app.outbox.runOnce();
    expect(api.sent).toHaveLength(sentBefore);
    const waiting = (await log()).find((m) => m.ref_id?.startsWith(`${branchId}:`))!;
    expect(waiting).toMatchObject({
      status: 'waiting',
      last_error: 'Menunggu persetujuan template: Sedang ditinjau WhatsApp',
    });

    await api.deliver(t.call, api.templateEvent('aogmog_reminder_branch_p', 'APPROVED'));
    await t.app.outbox.runOnce();
    expect(api.sent.at(-1)!.body).toEqual({
      messaging_product: 'whatsapp',
      to: '6281234567199',
      type: 'template',
      template: {
        name: 'aogmog_reminder_branch_p',
        language: { code: 'id' },
        components: [
          {
            type: 'body',
            parameters: ['Cabang Lupa Bukti', '1', '2', `${member.noId} Rudi Lupa`].map((text) => ({
              type: 'text',
              text,
            })),
          },
        ],
      },
    });
  });
});

describe('messages of a decision', () => {
  it('wait while their template is not approved, and go as that template once a webhook approves it', async () => {
    const receiptId = await confirmedReceipt('0812-3456-7100');
    const rows = await rowsOf(receiptId);
    const user = rows.find((row) => row.refId?.includes(':user:'))!;
    expect(user.templateKey).toBe('create:user:1');
    expect(user.templateParams).toEqual([
      'Dewi Lestari',
      'MOG',
      expect.any(String),
      expect.stringMatching(/^Rp /),
      'Dewi Lestari',
    ]);

    const sentBefore = api.sent.length;
    // The three WhatsApp messages, and the kuitansi e-mail to the branch.
    expect(await t.app.outbox.runOnce()).toBe(4);
    expect(api.sent).toHaveLength(sentBefore);
    let shown = (await log()).filter((m) => m.ref_id?.startsWith(`${receiptId}:`));
    expect(shown.map((m) => m.status)).toEqual(['waiting', 'waiting', 'waiting']);
    expect(shown.find((m) => m.ref_id?.includes(':user:'))!.last_error).toBe(
      'Menunggu persetujuan template: Sedang ditinjau WhatsApp',
    );
    expect(shown.find((m) => m.ref_id?.includes(':branch:'))!.last_error).toBe(
      'Menunggu persetujuan template: Belum diajukan ke WhatsApp',
    );
    // Waiting is not trying: the tries are left for the send.
    expect((await rowsOf(receiptId)).every((row) => row.attempts === 0)).toBe(true);
    expect(await t.app.outbox.runOnce()).toBe(0);

    const approved = await api.deliver(
      t.call,
      api.templateEvent('aogmog_create_user_1', 'APPROVED'),
    );
    expect(approved.json()).toEqual({ recorded: 1 });
    expect((await templateOf('user', '1')).wa).toMatchObject({ status: 'APPROVED', reason: null });

    expect(await t.app.outbox.runOnce()).toBe(1);
    const message = api.sent.at(-1)!;
    expect(message.body).toEqual({
      messaging_product: 'whatsapp',
      to: '6281234567100',
      type: 'template',
      template: {
        name: 'aogmog_create_user_1',
        language: { code: 'id' },
        components: [
          {
            type: 'body',
            parameters: user.templateParams!.map((text) => ({ type: 'text', text })),
          },
        ],
      },
    });

    for (const status of ['delivered', 'read'] as const) {
      await api.deliver(t.call, api.statusEvent(message.wamid, status, t.clock.now()));
    }
    shown = (await log()).filter((m) => m.ref_id?.startsWith(`${receiptId}:`));
    expect(shown.find((m) => m.ref_id?.includes(':user:'))).toMatchObject({
      status: 'sent',
      wamid: message.wamid,
      delivery_status: 'read',
    });
    expect(shown.filter((m) => m.status === 'waiting')).toHaveLength(2);
  });

  it('of a rejected template wait with the reason, then fail clearly after the bound', async () => {
    await save({ type: 'branch', status: '1' }, 'Pendaftaran {nama} ({no_id}) telah dikonfirmasi.');
    const rejected = await api.deliver(
      t.call,
      api.templateEvent('aogmog_create_branch_1', 'REJECTED', 'INVALID_FORMAT'),
    );
    expect(rejected.json()).toEqual({ recorded: 1 });
    expect((await templateOf('branch', '1')).wa).toMatchObject({
      status: 'REJECTED',
      reason: 'INVALID_FORMAT',
    });

    const receiptId = await confirmedReceipt('0812-3456-7101');
    await t.app.outbox.runOnce();
    const branch = () =>
      rowsOf(receiptId).then((rows) => rows.find((row) => row.refId?.includes(':branch:'))!);
    expect(await branch()).toMatchObject({
      status: 'waiting',
      lastError: 'Menunggu persetujuan template: Ditolak WhatsApp (INVALID_FORMAT)',
    });

    later(7 * DAY);
    await t.app.outbox.runOnce();
    expect(await branch()).toMatchObject({
      status: 'failed',
      lastError:
        'Template WhatsApp tidak disetujui dalam 7 hari (Menunggu persetujuan template: Ditolak WhatsApp (INVALID_FORMAT))',
    });
  });

  it('ignores a review of a template this server does not know, and unknown events', async () => {
    const event = api.templateEvent('aogmog_create_user_1', 'APPROVED');
    const change = event.entry[0]!.changes[0]!;
    change.value.message_template_id = 1;
    change.value.message_template_name = 'promo_lain';
    expect((await api.deliver(t.call, event)).json()).toEqual({ recorded: 0 });
    const archived = {
      ...event,
      entry: [
        {
          ...event.entry[0]!,
          changes: [
            {
              ...change,
              value: {
                ...change.value,
                event: 'ARCHIVED',
                message_template_name: 'aogmog_create_user_1',
              },
            },
          ],
        },
      ],
    };
    expect((await api.deliver(t.call, archived)).json()).toEqual({ recorded: 0 });
    expect((await templateOf('user', '1')).wa.status).toBe('APPROVED');
  });
});

describe('POST /api/user/message/notification/submit', () => {
  const key = { action_on: 'create', type: 'user', status: '2' };
  const submit = (payload: object, as?: (typeof GROUPS)[number]) =>
    t.call({ method: 'POST', url: '/api/user/message/notification/submit', as, payload });

  it('is SBS only, and refuses no token', async () => {
    for (const group of GROUPS.filter((g) => g !== 'SBS')) {
      expect((await submit(key, group)).statusCode).toBe(403);
    }
    expect((await submit(key)).statusCode).toBe(401);
  });

  it('refuses a bad or missing key with 422', async () => {
    for (const payload of [
      {},
      { ...key, type: 'admin' },
      { ...key, status: '9' },
      { ...key, action_on: ['create'] },
    ]) {
      expect((await submit(payload, 'SBS')).statusCode).toBe(422);
    }
  });

  it('answers 409 on a server without a business account', async () => {
    const plain = await createTestApp();
    try {
      const res = await plain.call({
        method: 'POST',
        url: '/api/user/message/notification/submit',
        as: 'SBS',
        payload: key,
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: 'Akun WhatsApp Business belum diatur di server' });
      const shown = await plain.call({
        method: 'GET',
        url: '/api/user/message/notification?action_on=create&type=user&status=1',
        as: 'SBS',
      });
      expect(shown.json<{ data: WaTemplate }>().data.wa).toMatchObject({
        in_use: false,
        status: null,
      });
    } finally {
      await plain.close();
    }
  });
});
