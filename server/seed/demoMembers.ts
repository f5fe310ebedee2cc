import { getTableColumns } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { historyUpgrade, registerAogMog } from '../db/schema';
import { insertAllReturningIds, pairIds } from '../db/batch';
import { nikIndex, sealFormValue } from '../personal-data/protect';
import type { DemoPlan, PlannedMember, PlannedUpgrade } from './demoPlan';
import type { ReceiptIds } from './demoReceipts';

type MemberRow = typeof registerAogMog.$inferInsert;

export interface BranchFacts {
  id: number;
  name: string;
  noWa: string;
  /** The branch's own account, given when the branch itself is the referrer. */
  bank: string;
  account: string;
  /** The branch's CABANG account, who registers its members. */
  staff: number;
}

const referrerFields = (member: PlannedMember, branch: BranchFacts) => {
  if (member.referrer.kind === 'cabang') {
    return {
      namaPereferal: branch.name,
      noIdPereferal: `CBG${String(branch.id).padStart(4, '0')}`,
      statusPereferal: 'cabang',
      noRekPereferal: branch.account,
      namaBankPereferal: branch.bank,
      noWaPereferal: branch.noWa,
    };
  }
  const agent = member.referrer.member;
  return {
    namaPereferal: agent.person.namaLengkap,
    noIdPereferal: agent.registrationId.value,
    statusPereferal: 'aog',
    noRekPereferal: agent.person.nomorRekening,
    namaBankPereferal: agent.person.namaBank,
    noWaPereferal: agent.person.noWa,
  };
};

const confirmedAt = (upgrade: PlannedUpgrade | null): number | null =>
  upgrade?.receipt?.status === '1' ? upgrade.receipt.decidedAt : null;

/**
 * Nine demo members in ten agreed to WhatsApp messages, so the demo's message log shows messages
 * going out and, for the tenth (an ID ending in 7), a message recorded as not sent.
 */
const consentsToWhatsapp = (member: PlannedMember): boolean =>
  !member.registrationId.value.endsWith('7');

/** A member as registered; an upgrade's form and its confirmation change it from there. */
const registeredRow = (member: PlannedMember, branch: BranchFacts): MemberRow => ({
  ...member.person,
  noKtpIndex: nikIndex(member.person.noKtp),
  jenisPendaftaran: member.type,
  noId: member.registrationId.value,
  apakahSudahMengikutiPrivateClass: member.privateClass,
  idAlumni: member.idAlumni,
  cabangPembina: branch.name,
  ...referrerFields(member, branch),
  noBa: member.noBa,
  biayaTotal: member.biaya,
  persetujuanWhatsapp: consentsToWhatsapp(member),
  branchId: branch.id,
  createdBy: branch.staff,
  createdAt: new Date(member.createdAt),
  updatedAt: new Date(member.createdAt),
});

const upgradedFields = (upgrade: PlannedUpgrade): Partial<MemberRow> => ({
  jenisPendaftaran: 'AOG',
  noId: upgrade.newId.value,
  apakahSudahMengikutiPrivateClass: upgrade.privateClass,
  idAlumni: upgrade.idAlumni,
});

/** Column names by property, to store a form in the wire's snake_case. */
const COLUMN_NAMES = Object.fromEntries(
  Object.entries(getTableColumns(registerAogMog)).map(([key, column]) => [key, column.name]),
);
/** Bookkeeping, not part of what staff fill in. */
const NOT_IN_FORM = new Set([
  'id',
  'branchId',
  'receiptId',
  'createdBy',
  'createdAt',
  'updatedAt',
  'persetujuanWhatsapp',
]);

const asForm = (row: MemberRow): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(row)
      .filter(([key]) => !NOT_IN_FORM.has(key))
      .map(([key, value]) => {
        const name = COLUMN_NAMES[key] ?? key;
        return [name, sealFormValue(name, value)];
      }),
  );

export const writeMembers = async (
  db: Executor,
  plan: DemoPlan,
  branches: readonly BranchFacts[],
  receiptIds: ReceiptIds,
): Promise<Map<PlannedMember, number>> => {
  const members = [...plan.members].sort((a, b) => a.createdAt - b.createdAt);
  const rows = members.map((member): MemberRow => {
    const branch = branches[member.branch];
    if (!branch) throw new Error(`No branch ${member.branch}`);
    const upgradedAt = confirmedAt(member.upgrade);
    const upgraded = member.upgrade && upgradedAt !== null ? upgradedFields(member.upgrade) : {};
    return {
      ...registeredRow(member, branch),
      ...upgraded,
      receiptId: member.receipt ? (receiptIds.get(member.receipt) ?? null) : null,
      updatedAt: new Date(upgradedAt ?? member.createdAt),
    };
  });
  return pairIds(members, await insertAllReturningIds(db, registerAogMog, rows));
};

export const writeUpgrades = async (
  db: Executor,
  plan: DemoPlan,
  branches: readonly BranchFacts[],
  memberIds: ReadonlyMap<PlannedMember, number>,
  receiptIds: ReceiptIds,
): Promise<Map<PlannedUpgrade, number>> => {
  const upgrades = [...plan.upgrades].sort((a, b) => a.createdAt - b.createdAt);
  const rows = upgrades.map((upgrade): typeof historyUpgrade.$inferInsert => {
    const branch = branches[upgrade.branch];
    const registerId = memberIds.get(upgrade.member);
    if (!branch || registerId === undefined)
      throw new Error('An upgrade lost its member or branch');
    const upgradedAt = confirmedAt(upgrade);
    return {
      registerId,
      noIdLama: upgrade.member.registrationId.value,
      noIdBaru: upgrade.newId.value,
      jenisDaftarBaru: 'AOG',
      apakahSudahMengikutiPrivateClass: upgrade.privateClass,
      biayaUpgrade: upgrade.biaya,
      form: {
        ...asForm({ ...registeredRow(upgrade.member, branch), ...upgradedFields(upgrade) }),
        no_id_lama: upgrade.member.registrationId.value,
        biaya_upgrade: upgrade.biaya,
      },
      branchId: branch.id,
      receiptId: upgrade.receipt ? (receiptIds.get(upgrade.receipt) ?? null) : null,
      tanggalUpgrade: upgradedAt === null ? null : new Date(upgradedAt),
      createdBy: branch.staff,
      createdAt: new Date(upgrade.createdAt),
      updatedAt: new Date(upgradedAt ?? upgrade.createdAt),
    };
  });
  return pairIds(upgrades, await insertAllReturningIds(db, historyUpgrade, rows));
};
