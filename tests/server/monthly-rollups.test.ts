import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { historyUpgrade, registerAogMog } from '../../server/db/schema';
import { RECEIPT_STATUS } from '../../domain/receipts';
import { moveReceiptStatus, releaseRows } from '../../server/receipts/review/repository';
import { createTestApp, type TestApp } from './support/app';
import { insertMember, insertReceipt, insertUpgrade } from './support/records';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The monthly rollup's rows that differ from the daily rollup summed by month (none when kept). */
const mismatches = async () => {
  const result = await t.db.execute(sql`
    select kind, month::text, branch_id, type, m.n::int as monthly_n, d.n::int as daily_n,
      m.fee::bigint as monthly_fee, d.fee::bigint as daily_fee
    from member_stats_monthly m
    full join (
      select kind, date_trunc('month', day::timestamp)::date as month, branch_id, type, sum(n) as n,
        sum(fee) as fee
      from member_stats_daily group by 1, 2, 3, 4
    ) d using (kind, month, branch_id, type)
    where coalesce(m.n, 0) <> coalesce(d.n, 0) or coalesce(m.fee, 0) <> coalesce(d.fee, 0)`);
  return (result as unknown as { rows: unknown[] }).rows;
};

const monthlyTotal = async () => {
  const result = await t.db.execute(
    sql`select coalesce(sum(n), 0)::int as n from member_stats_monthly where kind = 'registration'`,
  );
  return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
};

describe('the monthly statistics rollup', () => {
  it('equals the daily rollup summed by month through every change', async () => {
    const createdBy = t.world.accounts.CABANG.id;
    const before = await monthlyTotal();
    // Registrations on both sides of Jakarta's month edge: 31 October 23:59 and 1 November 00:30.
    const october = await insertMember(t.db, {
      branchId: t.world.branchA,
      createdBy,
      type: 'AOG',
      createdAt: new Date('2026-10-31T16:59:00Z'),
    });
    const member = await insertMember(t.db, {
      branchId: t.world.branchA,
      createdBy,
      type: 'MOG',
      createdAt: new Date('2026-10-31T17:30:00Z'),
    });
    expect(await mismatches()).toEqual([]);
    expect(await monthlyTotal()).toBe(before + 2);

    const upgrade = await insertUpgrade(t.db, {
      memberId: member.id,
      noIdLama: member.noId,
      branchId: t.world.branchA,
      createdBy,
      createdAt: new Date('2026-12-01T03:00:00Z'),
    });
    expect(await mismatches()).toEqual([]);

    // Confirmation: the type, then the date, in one transaction (as the review does).
    const confirm = (type: 'AOG' | 'MOG', at: Date | null) =>
      t.db.transaction(async (tx) => {
        await tx
          .update(registerAogMog)
          .set({ jenisPendaftaran: type })
          .where(eq(registerAogMog.id, member.id));
        await tx
          .update(historyUpgrade)
          .set({ tanggalUpgrade: at })
          .where(eq(historyUpgrade.id, upgrade));
      });
    await confirm('AOG', new Date('2026-12-02T03:00:00Z'));
    expect(await mismatches()).toEqual([]);

    // Rejection: a receipt's rows handed back, and the upgrade's confirmation undone.
    const receipt = await insertReceipt(t.db, {
      status: RECEIPT_STATUS.waiting,
      branchId: t.world.branchA,
      uploadedBy: createdBy,
      memberIds: [october.id],
      link: true,
    });
    await moveReceiptStatus(t.db, {
      id: receipt,
      from: RECEIPT_STATUS.waiting,
      to: RECEIPT_STATUS.rejected,
      adminId: createdBy,
      now: new Date(),
    });
    await releaseRows(t.db, 'registration', receipt);
    await confirm('MOG', null);
    expect(await mismatches()).toEqual([]);

    // Correction: another branch, fee and month; then deletions.
    await t.db
      .update(registerAogMog)
      .set({
        branchId: t.world.branchB,
        biayaTotal: 1,
        createdAt: new Date('2026-09-15T05:00:00Z'),
      })
      .where(eq(registerAogMog.id, october.id));
    expect(await mismatches()).toEqual([]);
    await t.db.delete(historyUpgrade).where(eq(historyUpgrade.id, upgrade));
    await t.db.delete(registerAogMog).where(eq(registerAogMog.id, member.id));
    expect(await mismatches()).toEqual([]);
    expect(await monthlyTotal()).toBe(before + 1);
  });
});
