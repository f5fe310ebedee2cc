import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { outbox, waTemplates } from '../../server/db/schema';
import { enqueueReceiptMessages } from '../../server/receipts/messages/service';
import { createTestApp, type TestApp } from './support/app';
import { insertMember, insertReceipt, insertUpgrade } from './support/records';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('receipt messages', () => {
  it('renders one message per row and recipient type, to the right numbers', async () => {
    const { branchA, accounts } = t.world;
    const member = await insertMember(t.db, {
      branchId: branchA,
      createdBy: accounts.CABANG.id,
      type: 'MOG',
    });
    const receiptId = await insertReceipt(t.db, {
      status: '1',
      branchId: branchA,
      uploadedBy: accounts.CABANG.id,
      memberIds: [member.id],
    });
    expect(await enqueueReceiptMessages(t.db, receiptId, '1', t.clock.now())).toBe(3);
    const sent = await t.db.select().from(outbox).where(eq(outbox.refType, 'receipt'));
    expect(sent.map((m) => m.recipient).sort()).toEqual([
      '+6281211110001',
      '+6281234567890',
      '+6281298765432',
    ]);
    const user = sent.find((m) => m.recipient === '+6281234567890');
    expect(user?.body).toBe(
      `Halo Budi Santoso, pembayaran pendaftaran MOG Anda dengan No ID ${member.noId} sebesar Rp 420.000 telah dikonfirmasi. Selamat bergabung! Pastikan rekening Anda (BCA ******7890) sudah benar.`,
    );
    expect(sent.every((m) => m.channel === 'whatsapp' && m.status === 'pending')).toBe(true);
  });

  it('skips recipient types whose template is not sent automatically', async () => {
    await t.db
      .update(waTemplates)
      .set({ autoSend: false })
      .where(
        and(
          eq(waTemplates.actionOn, 'upgrade'),
          eq(waTemplates.type, 'preferal'),
          eq(waTemplates.status, '0'),
        ),
      );
    const { branchB, accounts } = t.world;
    const member = await insertMember(t.db, { branchId: branchB, createdBy: accounts.CABANG2.id });
    const upgrade = await insertUpgrade(t.db, {
      memberId: member.id,
      noIdLama: member.noId,
      branchId: branchB,
      createdBy: accounts.CABANG2.id,
    });
    const receiptId = await insertReceipt(t.db, {
      kind: 'upgrade',
      status: '0',
      branchId: branchB,
      uploadedBy: accounts.CABANG2.id,
      upgradeIds: [upgrade],
    });
    expect(await enqueueReceiptMessages(t.db, receiptId, '0', t.clock.now())).toBe(2);
    const sent = await t.db
      .select()
      .from(outbox)
      .where(like(outbox.refId, `${receiptId}:0:%`));
    expect(sent.map((m) => m.refId?.split(':')[2]).sort()).toEqual(['branch', 'user']);
    expect(sent.find((m) => m.refId?.includes(':branch:'))?.body).toContain('Rp 2.655.000');
  });
});
