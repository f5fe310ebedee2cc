import type { TestApp } from './app';
import { insertMember, insertReceipt } from './records';

/**
 * A waiting receipt of branch A with one member (its WhatsApp number, name, consent and referrer
 * as given).
 */
export const waitingReceipt = async (
  t: TestApp,
  member: {
    noWa?: string;
    namaLengkap?: string;
    persetujuanWhatsapp?: boolean;
    noIdPereferal?: string;
  } = {},
) => {
  const { branchA, accounts } = t.world;
  const { id: memberId } = await insertMember(t.db, {
    branchId: branchA,
    createdBy: accounts.CABANG.id,
    createdAt: new Date('2026-11-18T02:00:00Z'),
    ...member,
  });
  return insertReceipt(t.db, {
    status: '0',
    branchId: branchA,
    uploadedBy: accounts.CABANG.id,
    at: new Date('2026-11-18T02:30:00Z'),
    memberIds: [memberId],
    link: true,
  });
};
