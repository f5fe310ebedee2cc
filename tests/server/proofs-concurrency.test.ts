import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, WORKDAY_11_WIB, type TestApp } from './support/app';
import { onPostgres } from './support/database';
import { membersOf, messagesOf, newBranch, receiptIdsOf, snapshot, upload } from './support/proofs';

/**
 * Uploads sent at the same moment. On PostgreSQL (npm run test:pg) they really run in parallel
 * on several connections; PGlite has one connection, so there they only prove the outcome.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(WORKDAY_11_WIB);
});
afterAll(() => t.close());

describe(`parallel uploads (${onPostgres() ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('ten at once by one branch: exactly two accepted, the rest 429, nothing partial', async () => {
    const a = await newBranch(t);
    const rows = await membersOf(
      t,
      a,
      Array.from({ length: 10 }, () => 'MOG' as const),
    );
    const before = await snapshot(t, a.branchId);

    const answers = await Promise.all(
      rows.map((row) => upload(t, a.token, { id_form: [row.id], amount: 420_000 })),
    );

    const codes = answers.map((res) => res.statusCode).sort();
    expect(codes).toEqual([201, 201, 429, 429, 429, 429, 429, 429, 429, 429]);
    for (const res of answers.filter((r) => r.statusCode === 429)) {
      expect(res.json()).toEqual({
        message: 'Upload bukti pembayaran sudah mencapai limit (Maks 2 kali sehari)',
      });
    }
    const accepted = answers.filter((r) => r.statusCode === 201).map((r) => r.json().data);
    const after = await snapshot(t, a.branchId);
    expect(after.receipts).toBe(before.receipts + 2);
    expect(after.items).toBe(before.items + 2);
    expect(after.proofFiles).toBe(before.proofFiles + 2);
    expect(after.audit).toBe(before.audit + 2);
    expect(after.counters).toEqual([{ day: '2026-11-18', kind: 'registration', count: 2 }]);
    // Only the accepted uploads' rows are taken, each by its own receipt.
    const taken = accepted.flatMap((r) => r.register_aog_mog.map((m: { id: number }) => m.id));
    expect(after.taken).toEqual([...taken].sort((x, y) => x - y));
    const links = await receiptIdsOf(
      t,
      rows.map((r) => r.id),
    );
    expect(links.filter((id) => id !== null).sort()).toEqual(accepted.map((r) => r.id).sort());
    // Messages only for the accepted receipts: 3 recipients for one row each.
    expect(after.outbox - before.outbox).toBe(6);
    expect(
      await messagesOf(
        t,
        accepted.map((r) => r.id),
      ),
    ).toHaveLength(6);
    // Invoice numbers are distinct.
    expect(new Set(accepted.map((r) => r.inv_name)).size).toBe(2);
  });

  it('the same rows twice at once: one receipt, the other refused, nothing partial', async () => {
    const a = await newBranch(t);
    const rows = await membersOf(t, a, ['AOG', 'MOG', 'MOG']);
    const ids = rows.map((r) => r.id);
    const body = { id_form: ids, amount: 3_740_000 };

    const answers = await Promise.all([upload(t, a.token, body), upload(t, a.token, body)]);

    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const winner = answers.find((r) => r.statusCode === 201)!.json().data;
    const loser = answers.find((r) => r.statusCode === 409)!.json();
    expect(loser.message).toBe(`Bukti bayar untuk data ini sudah diupload (id ${ids.join(', ')})`);
    const after = await snapshot(t, a.branchId);
    expect(after.receipts).toBe(1);
    expect(after.items).toBe(3);
    expect(after.proofFiles).toBe(1);
    expect(after.counters).toEqual([{ day: '2026-11-18', kind: 'registration', count: 1 }]);
    expect(await receiptIdsOf(t, ids)).toEqual([winner.id, winner.id, winner.id]);
  });

  it('overlapping selections at once: one wins, the other is refused, no deadlock', async () => {
    const a = await newBranch(t);
    const [x, y, z] = await membersOf(t, a, ['MOG', 'MOG', 'MOG']);
    const answers = await Promise.all([
      upload(t, a.token, { id_form: [z!.id, y!.id], amount: 840_000 }),
      upload(t, a.token, { id_form: [x!.id, y!.id], amount: 840_000 }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const after = await snapshot(t, a.branchId);
    expect(after.receipts).toBe(1);
    expect(after.taken).toHaveLength(2);
    expect(after.counters[0]?.count).toBe(1);
  });

  it('uploads of different branches at once all pass, with distinct invoice numbers', async () => {
    const branches = await Promise.all(Array.from({ length: 6 }, () => newBranch(t)));
    const rows: { id: number }[] = [];
    for (const branch of branches) rows.push((await membersOf(t, branch, ['MOG']))[0]!);
    const answers = await Promise.all(
      branches.map((branch, i) =>
        upload(t, branch.token, { id_form: [rows[i]!.id], amount: 420_000 }),
      ),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(6).fill(201));
    const names = answers.map((r) => r.json().data.inv_name as string);
    expect(new Set(names).size).toBe(6);
    for (const name of names) expect(name).toMatch(/^INV\/REG\/20261118\/\d{4}$/);
  });
});
