import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { OverdueReceiptsResponse } from '../../domain/api/reminders';
import { GROUPS } from '../../domain/groups';
import { buildApp } from '../../server/app';
import { createClock } from '../../server/clock';
import { loadConfig } from '../../server/config';
import { openDatabase, type Database } from '../../server/db/client';
import {
  branches,
  generatedIds,
  outbox,
  pushSubscriptions,
  remindersSent,
  scheduledRuns,
  waTemplates,
} from '../../server/db/schema';
import { REMINDER_JOB } from '../../server/reminders/job';
import { sendDueReminders } from '../../server/reminders/service';
import { adminApi } from './support/admin';
import { createTestApp, type TestApp } from './support/app';
import { createTestDatabase } from './support/database';
import { insertAdmin, insertBranch } from './support/fixtures';
import { insertGeneratedId, insertMember, insertReceipt } from './support/records';

/** Jakarta is UTC+7 all year. 2026-11-16 is a Monday. */
const wib = (day: string, time: string) => new Date(`${day}T${time}:00+07:00`);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ reminderIntervalMs: 60_000 });
});
afterAll(() => t.close());
// Each test starts its own timeline: the job's last run is forgotten.
beforeEach(() => t.db.delete(scheduledRuns).where(eq(scheduledRuns.name, REMINDER_JOB)));

let endpoints = 0;
const subscribe = async (adminId: number) => {
  await t.db.insert(pushSubscriptions).values({
    adminId,
    endpoint: `https://push.test/reminders/${++endpoints}`,
    p256dh: 'AAAA',
    auth: 'AAAA',
  });
};

/** A branch of its own, with one subscribed CABANG account. */
const newBranch = async (name: string) => {
  const id = await insertBranch(t.db, name, '+6281277770000');
  const adminId = await insertAdmin(t.db, {
    email: `${name.replace(/\W/g, '').toLowerCase()}@uji.local`,
    group: 'CABANG',
    branchId: id,
  });
  await subscribe(adminId);
  return { id, adminId };
};

const runAt = async (at: Date) => {
  t.clock.set(at.toISOString());
  return t.app.reminders.runOnce();
};

/** The reminder messages a branch was sent, by channel. */
const branchMessages = (branchId: number) =>
  t.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.refType, 'reminder:branch'), like(outbox.refId, `${branchId}:%`)))
    .orderBy(outbox.id);

const sbsMessages = () =>
  t.db.select().from(outbox).where(eq(outbox.refType, 'reminder:receipts')).orderBy(outbox.id);

describe('reminders to a branch', () => {
  it('chases a registration without proof at N working days exactly, once per period', async () => {
    const branch = await newBranch('Cabang Pengingat Bukti');
    const member = await insertMember(t.db, {
      branchId: branch.id,
      createdBy: branch.adminId,
      namaLengkap: 'Rina Lupa',
      createdAt: wib('2026-11-16', '15:00'),
    });

    // Two working days (6 hours each, Monday to Friday 10–16) are Wednesday 15.00.
    expect((await runAt(wib('2026-11-18', '14:59')))?.proof).toBe(0);
    expect(await branchMessages(branch.id)).toEqual([]);

    await runAt(wib('2026-11-18', '15:00'));
    const first = await branchMessages(branch.id);
    expect(first.map((m) => m.channel).sort()).toEqual(['push', 'whatsapp']);
    const whatsapp = first.find((m) => m.channel === 'whatsapp')!;
    expect(whatsapp.recipient).toBe('+6281277770000');
    expect(whatsapp.status).toBe('pending');
    expect(whatsapp.body).toContain(
      '1 pendaftaran belum ada bukti pembayaran setelah 2 hari kerja',
    );
    expect(whatsapp.body).toContain(`${member.noId} Rina Lupa`);
    // For the Cloud API: the template of its kind and its values, in the template's order.
    expect(whatsapp.templateKey).toBe('reminder:branch:p');
    expect(whatsapp.templateParams).toEqual([
      'Cabang Pengingat Bukti',
      '1',
      '2',
      `${member.noId} Rina Lupa`,
    ]);
    const push = JSON.parse(first.find((m) => m.channel === 'push')!.body) as { url: string };
    expect(push.url).toBe('/registration-form');

    // Within the same period: nothing again, whichever instant.
    await runAt(wib('2026-11-19', '10:00'));
    await runAt(wib('2026-11-20', '14:59'));
    expect(await branchMessages(branch.id)).toHaveLength(2);

    // Four working days: the second period.
    await runAt(wib('2026-11-20', '15:00'));
    expect(await branchMessages(branch.id)).toHaveLength(4);
    const sent = await t.db
      .select({ period: remindersSent.period })
      .from(remindersSent)
      .where(and(eq(remindersSent.kind, 'proof'), eq(remindersSent.itemId, String(member.id))));
    expect(sent.map((r) => r.period)).toEqual([1, 2]);
  });

  it('chases an ID assigned and not used after M days, in a message of its own', async () => {
    const branch = await newBranch('Cabang Pengingat ID');
    const id = await insertGeneratedId(t.db, 'aog', branch.id);
    await t.db
      .update(generatedIds)
      .set({ assignedAt: wib('2026-11-02', '12:00') })
      .where(eq(generatedIds.generateId, id));
    const taken = await insertGeneratedId(t.db, 'mog', branch.id, true);
    await t.db
      .update(generatedIds)
      .set({ assignedAt: wib('2026-11-02', '12:00') })
      .where(eq(generatedIds.generateId, taken));
    await insertMember(t.db, {
      branchId: branch.id,
      createdBy: branch.adminId,
      createdAt: wib('2026-11-11', '12:00'),
    });

    await runAt(wib('2026-11-16', '11:59'));
    // The registration was due already (its own period); the ID not yet (14 days at 12.00).
    const before = await branchMessages(branch.id);
    expect(before.find((m) => m.channel === 'whatsapp')!.body).not.toContain(id);

    await runAt(wib('2026-11-16', '12:00'));
    const after = await branchMessages(branch.id);
    expect(after).toHaveLength(before.length + 2);
    const whatsapp = after.filter((m) => m.channel === 'whatsapp').at(-1)!;
    expect(whatsapp.body).toContain(`1 ID belum dipakai setelah 14 hari, yaitu ${id}.`);
    expect(whatsapp.templateKey).toBe('reminder:branch:i');
    expect(whatsapp.body).not.toContain(taken);
    expect(whatsapp.body).not.toContain('pendaftaran');
    expect(JSON.parse(after.filter((m) => m.channel === 'push').at(-1)!.body)).toMatchObject({
      url: '/id-aog-mog',
    });
  });

  it('names the first few and counts the rest', async () => {
    const branch = await newBranch('Cabang Pengingat Banyak');
    for (const name of ['Satu', 'Dua', 'Tiga', 'Empat', 'Lima']) {
      await insertMember(t.db, {
        branchId: branch.id,
        createdBy: branch.adminId,
        namaLengkap: name,
        createdAt: wib('2026-11-16', '10:00'),
      });
    }
    await runAt(wib('2026-11-18', '10:00'));
    const [push] = (await branchMessages(branch.id)).filter((m) => m.channel === 'push');
    const body = (JSON.parse(push!.body) as { body: string }).body;
    expect(body).toContain('5 pendaftaran');
    expect(body).toMatch(/Satu, .* Dua, .* Tiga dan 2 lainnya$/);
  });

  it('sends nothing to a branch with reminders off, or an inactive one', async () => {
    const off = await newBranch('Cabang Pengingat Mati');
    const closed = await newBranch('Cabang Pengingat Tutup');
    await t.db.update(branches).set({ remindersEnabled: false }).where(eq(branches.id, off.id));
    await t.db.update(branches).set({ active: false }).where(eq(branches.id, closed.id));
    for (const branch of [off, closed]) {
      await insertMember(t.db, {
        branchId: branch.id,
        createdBy: branch.adminId,
        createdAt: wib('2026-11-16', '10:00'),
      });
    }
    await runAt(wib('2026-11-27', '12:00'));
    expect(await branchMessages(off.id)).toEqual([]);
    expect(await branchMessages(closed.id)).toEqual([]);

    // Turned on again: the branch hears of what is due now.
    await t.db.update(branches).set({ remindersEnabled: true }).where(eq(branches.id, off.id));
    await runAt(wib('2026-11-27', '12:05'));
    expect(await branchMessages(off.id)).toHaveLength(2);
  });

  it("words the WhatsApp message by its kind's template, and sends none when that template is not auto-sent", async () => {
    const setTemplate = (status: 'p' | 'i', message: string, autoSend: boolean) =>
      t.db
        .update(waTemplates)
        .set({ message, autoSend })
        .where(
          and(
            eq(waTemplates.actionOn, 'reminder'),
            eq(waTemplates.type, 'branch'),
            eq(waTemplates.status, status),
          ),
        );
    const before = await t.db
      .select()
      .from(waTemplates)
      .where(eq(waTemplates.actionOn, 'reminder'));
    try {
      await setTemplate(
        'p',
        'Halo {cabang}, ada {jumlah} ({daftar}) lewat {hari} hari. Terima kasih.',
        true,
      );
      await setTemplate('i', 'ID {daftar} belum dipakai.', false);
      const branch = await newBranch('Cabang Pengingat Template');
      const member = await insertMember(t.db, {
        branchId: branch.id,
        createdBy: branch.adminId,
        namaLengkap: 'Tono',
        createdAt: wib('2026-11-02', '10:00'),
      });
      const id = await insertGeneratedId(t.db, 'aog', branch.id);
      await t.db
        .update(generatedIds)
        .set({ assignedAt: wib('2026-11-02', '10:00') })
        .where(eq(generatedIds.generateId, id));

      const run = await sendDueReminders(t.db, wib('2026-11-18', '10:00'));
      expect(run).toMatchObject({ proof: 1, unused_id: 1, branches: 1 });
      const messages = await branchMessages(branch.id);
      // The push names both; WhatsApp only the kind whose template is sent.
      const push = JSON.parse(messages.find((m) => m.channel === 'push')!.body) as { body: string };
      expect(push.body).toContain(id);
      const whatsapp = messages.filter((m) => m.channel === 'whatsapp');
      expect(whatsapp.map((m) => m.body)).toEqual([
        `Halo Cabang Pengingat Template, ada 1 (${member.noId} Tono) lewat 2 hari. Terima kasih.`,
      ]);
    } finally {
      for (const row of before)
        await setTemplate(row.status as 'p' | 'i', row.message, row.autoSend);
    }
  });
});

describe('reminders to SBS and the overdue receipts card', () => {
  it('pushes SBS once per receipt and period past K working hours; the card lists them', async () => {
    await subscribe(t.world.accounts.SBS.id);
    const branch = await newBranch('Cabang Pengingat Kuitansi');
    const waiting = await insertReceipt(t.db, {
      status: '0',
      branchId: branch.id,
      uploadedBy: branch.adminId,
      at: wib('2026-11-18', '10:00'),
    });
    await insertReceipt(t.db, {
      status: '1',
      branchId: branch.id,
      uploadedBy: branch.adminId,
      at: wib('2026-11-18', '10:00'),
    });
    const sbsBefore = (await sbsMessages()).length;

    // Eight working hours: Wednesday 10–16, Thursday 10–12.
    await runAt(wib('2026-11-19', '11:59'));
    expect(await sbsMessages()).toHaveLength(sbsBefore);
    let card = await t.call({ url: '/api/user/reminders/waiting_receipts', as: 'SBS' });
    expect(card.statusCode, card.body).toBe(200);
    expect((card.json() as OverdueReceiptsResponse).data.map((r) => r.receipt_id)).not.toContain(
      waiting,
    );

    await runAt(wib('2026-11-19', '12:00'));
    const pushed = (await sbsMessages()).slice(sbsBefore);
    expect(pushed).toHaveLength(1);
    expect(JSON.parse(pushed[0]!.body)).toMatchObject({
      title: 'Bukti pembayaran menunggu terlalu lama',
      body: expect.stringContaining('lebih dari 8 jam kerja'),
      url: '/payment-receipt',
    });

    card = await t.call({ url: '/api/user/reminders/waiting_receipts?limit=50', as: 'SBS' });
    const answer = card.json() as OverdueReceiptsResponse;
    expect(answer.threshold_hours).toBe(8);
    expect(answer.data.find((r) => r.receipt_id === waiting)).toMatchObject({
      kind: 'registration',
      branch: { id: branch.id, name: 'Cabang Pengingat Kuitansi' },
      created_at: wib('2026-11-18', '10:00').toISOString(),
      working_hours: 8,
    });
    expect(answer.total).toBe(answer.data.length);

    // Sixteen working hours: Thursday 12–16, Friday 10–14.
    await runAt(wib('2026-11-20', '13:59'));
    expect(await sbsMessages()).toHaveLength(sbsBefore + 1);
    await runAt(wib('2026-11-20', '14:00'));
    expect(await sbsMessages()).toHaveLength(sbsBefore + 2);
  });

  it('shows at most `limit`, oldest first, and counts them all', async () => {
    const branch = await newBranch('Cabang Pengingat Batas');
    for (const day of ['2026-11-02', '2026-11-03', '2026-11-04']) {
      await insertReceipt(t.db, {
        status: '0',
        kind: 'upgrade',
        branchId: branch.id,
        uploadedBy: branch.adminId,
        at: wib(day, '10:00'),
      });
    }
    t.clock.set(wib('2026-11-30', '12:00').toISOString());
    const all = (
      await t.call({ url: '/api/user/reminders/waiting_receipts?limit=50', as: 'SBS' })
    ).json() as OverdueReceiptsResponse;
    const res = await t.call({ url: '/api/user/reminders/waiting_receipts?limit=2', as: 'SBS' });
    const answer = res.json() as OverdueReceiptsResponse;
    expect(answer.data).toEqual(all.data.slice(0, 2));
    expect(answer.total).toBe(all.total);
    const times = all.data.map((r) => r.created_at);
    expect(times).toEqual([...times].sort());
    const byDefault = await t.call({ url: '/api/user/reminders/waiting_receipts', as: 'SBS' });
    expect((byDefault.json() as OverdueReceiptsResponse).data).toEqual(all.data.slice(0, 5));
  });

  it('answers SBS only: other groups 403, no token 401, a bad limit 4xx', async () => {
    const url = '/api/user/reminders/waiting_receipts';
    expect((await t.call({ url, as: null })).statusCode).toBe(401);
    for (const as of [...GROUPS.filter((g) => g !== 'SBS'), 'CABANG2' as const]) {
      expect((await t.call({ url, as })).statusCode, as).toBe(403);
    }
    expect((await t.call({ url, as: 'SBS' })).statusCode).toBe(200);
    for (const limit of ['0', '51', 'x', '1.5', '-1']) {
      const res = await t.call({ url: `${url}?limit=${limit}`, as: 'SBS' });
      expect(res.statusCode, limit).toBe(422);
    }
  });
});

describe('the branch switch in the administration area', () => {
  it('is on for a new branch, kept when absent, and changed when sent', async () => {
    const api = adminApi(t);
    const created = await api.create('branches', { name: 'Cabang Pengingat Admin' });
    expect(created.statusCode, created.body).toBe(201);
    const branch = created.json() as { id: number; reminders_enabled: boolean };
    expect(branch.reminders_enabled).toBe(true);

    const off = await api.update('branches', branch.id, {
      name: 'Cabang Pengingat Admin',
      active: true,
      reminders_enabled: false,
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ reminders_enabled: false });

    // An older client that does not know the field keeps the stored choice.
    const kept = await api.update('branches', branch.id, {
      name: 'Cabang Pengingat Admin Baru',
      active: true,
    });
    expect(kept.json()).toMatchObject({ reminders_enabled: false });
    expect((await api.get('branches', branch.id)).json()).toMatchObject({
      reminders_enabled: false,
    });

    const bad = await api.update('branches', branch.id, {
      name: 'Cabang Pengingat Admin Baru',
      active: true,
      reminders_enabled: 'ya',
    });
    expect(bad.statusCode).toBe(422);
    const [row] = await t.db.select().from(branches).where(eq(branches.id, branch.id));
    expect(row?.remindersEnabled).toBe(false);

    const createdOff = await api.create('branches', {
      name: 'Cabang Pengingat Admin Mati',
      reminders_enabled: false,
    });
    expect(createdOff.json()).toMatchObject({ reminders_enabled: false });
  });
});

describe('two instances on one database', () => {
  it('send each reminder once when they run at the same moment', async () => {
    const test = await createTestDatabase();
    const second: Database = test.url
      ? await openDatabase({ url: test.url, poolMax: 5 })
      : test.database;
    const dir = await mkdtemp(path.join(os.tmpdir(), 'aogmog-reminders-'));
    const config = loadConfig({
      DATA_DIR: dir,
      DIST_DIR: path.join(dir, 'no-dist'),
      PUBLIC_URL: 'http://app.test',
    });
    const at = wib('2026-11-18', '15:00');
    const apps = [];
    try {
      for (const database of [test.database, second]) {
        const app = await buildApp({ config, database, clock: createClock(at), logger: false });
        await app.ready();
        apps.push(app);
      }
      const db = apps[0]!.ctx.db;
      const branchId = await insertBranch(db, 'Cabang Dua Server', '+6281277771111');
      const adminId = await insertAdmin(db, {
        email: 'duaserver@uji.local',
        group: 'CABANG',
        branchId,
      });
      for (const day of ['2026-11-13', '2026-11-16']) {
        await insertMember(db, { branchId, createdBy: adminId, createdAt: wib(day, '09:00') });
      }

      // Through the jobs: one instance claims the run.
      const runs = await Promise.all(apps.map((app) => app.reminders.runOnce()));
      expect(runs.filter((run) => run !== null)).toHaveLength(1);
      const whatsapp = () =>
        db
          .select()
          .from(outbox)
          .where(and(eq(outbox.refType, 'reminder:branch'), eq(outbox.channel, 'whatsapp')));
      expect(await whatsapp()).toHaveLength(1);

      // Past the claim, at the same instant in both: the reminders' keys keep them once.
      await insertMember(db, {
        branchId,
        createdBy: adminId,
        createdAt: wib('2026-11-16', '09:00'),
      });
      const passes = await Promise.all(apps.map((app) => sendDueReminders(app.ctx.db, at)));
      expect(passes.map((run) => run.proof).sort()).toEqual([0, 1]);
      expect(await whatsapp()).toHaveLength(2);
      expect(await db.select().from(remindersSent)).toHaveLength(3);
    } finally {
      for (const app of apps) await app.close();
      if (second !== test.database) await second.close();
      await test.dispose();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
