import {
  DEFAULT_FEES,
  registrationFee,
  upgradeFee,
  type MemberType,
  type PrivateClassAnswer,
} from '../../domain/fees';
import type { IdType } from '../../domain/ids';
import type { ReceiptKind } from '../../domain/receipts';
import { makePerson, type PersonFields } from './demoPeople';
import type { DemoBranch } from './demoPlaces';
import {
  scheduleReceipts,
  UploadSlots,
  workTimeAfter,
  type Payable,
  type PlannedReceipt,
  type ScheduleContext,
} from './demoSchedule';
import {
  DAY,
  MINUTE,
  atHour,
  dayOf,
  dayStart,
  isWorkday,
  OPEN_HOUR,
  previousWorkday,
  yearMonthOf,
} from './jakartaTime';
import type { Random } from './random';

/**
 * The demo history as plain objects, before any database ID exists: who registered when, in
 * which branch, which proofs were uploaded and decided, who upgraded. Pure and deterministic
 * for a given PRNG and `now`; demo.ts writes it.
 */

/** A generated ID taken at `takenAt`; its value is given out in time order when written. */
export interface IdSlot {
  type: IdType;
  takenAt: number;
  value: string;
}

export type Referrer = { kind: 'aog'; member: PlannedMember } | { kind: 'cabang' };

export interface PlannedMember {
  branch: number;
  createdAt: number;
  type: MemberType;
  person: PersonFields;
  privateClass: PrivateClassAnswer;
  idAlumni: string | null;
  referrer: Referrer;
  biaya: number;
  noBa: string;
  registrationId: IdSlot;
  receipt: PlannedReceipt<PlannedMember> | null;
  upgrade: PlannedUpgrade | null;
}

export interface PlannedUpgrade {
  member: PlannedMember;
  branch: number;
  createdAt: number;
  privateClass: PrivateClassAnswer;
  idAlumni: string | null;
  biaya: number;
  newId: IdSlot;
  receipt: PlannedReceipt<PlannedUpgrade> | null;
}

export interface DemoPlan {
  members: PlannedMember[];
  upgrades: PlannedUpgrade[];
  registrationReceipts: PlannedReceipt<PlannedMember>[];
  upgradeReceipts: PlannedReceipt<PlannedUpgrade>[];
  /** First day (Jakarta day index) of the demo period. */
  startDay: number;
}

/** About 18 months back from today. */
const PERIOD_DAYS = 548;

interface PlanContext extends ScheduleContext {
  branches: readonly DemoBranch[];
  today: number;
  previous: number;
}

const slot = (type: IdType, takenAt: number): IdSlot => ({ type, takenAt, value: '' });

/** A branch's registrations on working days, more of them as the organisation grows. */
const registrationTimes = (
  ctx: PlanContext,
  count: number,
  startDay: number,
  cutoff: number,
): number[] => {
  const days: number[] = [];
  const cumulative: number[] = [];
  let total = 0;
  for (let day = startDay; day <= ctx.today; day += 1) {
    if (!isWorkday(day)) continue;
    total += 0.6 + (0.8 * (day - startDay)) / PERIOD_DAYS;
    days.push(day);
    cumulative.push(total);
  }
  const times: number[] = [];
  for (let attempts = 0; times.length < count && attempts < count * 20; attempts += 1) {
    const roll = ctx.rng.next() * total;
    const index = cumulative.findIndex((value) => value > roll);
    const day = days[index] ?? ctx.today;
    const at = atHour(day, OPEN_HOUR) + ctx.rng.int(0, 359) * MINUTE + ctx.rng.int(0, 59) * 1000;
    if (at < cutoff) times.push(at);
  }
  return times.sort((a, b) => a - b);
};

/** 'PPA-2024-01234': the Private Class alumni number, from a class of the last few years. */
const alumniNumber = (rng: Random, at: number): string =>
  `PPA-${yearMonthOf(at).year - rng.int(0, 3)}-${rng.digits(5)}`;

const newMember = (
  ctx: PlanContext,
  branch: number,
  createdAt: number,
  aogPool: PlannedMember[],
): PlannedMember => {
  const { rng } = ctx;
  const data = ctx.branches[branch];
  if (!data) throw new Error(`No branch ${branch}`);
  const type: MemberType = rng.chance(0.35) ? 'AOG' : 'MOG';
  const privateClass: PrivateClassAnswer = rng.chance(type === 'AOG' ? 0.45 : 0.12)
    ? 'sudah'
    : 'belum';
  const referrers = aogPool.slice(-40);
  const member: PlannedMember = {
    branch,
    createdAt,
    type,
    person: makePerson(rng, data, ctx.branches, createdAt),
    privateClass,
    idAlumni: privateClass === 'sudah' ? alumniNumber(rng, createdAt) : null,
    referrer:
      referrers.length > 0 && rng.chance(0.65)
        ? { kind: 'aog', member: rng.pick(referrers) }
        : { kind: 'cabang' },
    biaya: registrationFee(type, privateClass, DEFAULT_FEES),
    noBa: `BA-${yearMonthOf(createdAt).year}-${rng.digits(6)}`,
    registrationId: slot(type === 'AOG' ? 'aog' : 'mog', createdAt),
    receipt: null,
    upgrade: null,
  };
  if (type === 'AOG') aogPool.push(member);
  return member;
};

const newUpgrade = (ctx: PlanContext, member: PlannedMember, createdAt: number): PlannedUpgrade => {
  const privateClass: PrivateClassAnswer =
    member.privateClass === 'sudah' || ctx.rng.chance(0.35) ? 'sudah' : 'belum';
  const upgrade: PlannedUpgrade = {
    member,
    branch: member.branch,
    createdAt,
    privateClass,
    idAlumni:
      privateClass === 'sudah' ? (member.idAlumni ?? alumniNumber(ctx.rng, createdAt)) : null,
    biaya: upgradeFee('AOG', privateClass, DEFAULT_FEES),
    newId: slot('aog', createdAt),
    receipt: null,
  };
  member.upgrade = upgrade;
  return upgrade;
};

/** MOG members whose registration was confirmed before `before` and who have not upgraded. */
const upgradeCandidates = (members: readonly PlannedMember[], before: number): PlannedMember[] =>
  members.filter(
    (m) =>
      m.type === 'MOG' &&
      !m.upgrade &&
      m.receipt?.status === '1' &&
      (m.receipt.decidedAt ?? Infinity) < before,
  );

type BranchHistory = Omit<DemoPlan, 'startDay'>;

/** The branch's history up to `cutoff`: registrations, their proofs, later upgrades and theirs. */
const simulateBranch = (
  ctx: PlanContext,
  branch: number,
  startDay: number,
  cutoff: number,
): BranchHistory => {
  const { rng } = ctx;
  const data = ctx.branches[branch];
  if (!data) throw new Error(`No branch ${branch}`);
  const aogPool: PlannedMember[] = [];
  const members = registrationTimes(ctx, data.volume, startDay, cutoff).map((at) =>
    newMember(ctx, branch, at, aogPool),
  );
  const registrationReceipts = scheduleReceipts(ctx, branch, 'registration', members, cutoff);

  const upgrades: PlannedUpgrade[] = [];
  for (const member of upgradeCandidates(members, cutoff)) {
    if (!rng.chance(0.12)) continue;
    const decidedAt = member.receipt?.decidedAt ?? member.createdAt;
    const at = workTimeAfter(rng, decidedAt + rng.int(20, 300) * DAY);
    if (at < cutoff) upgrades.push(newUpgrade(ctx, member, at));
  }
  const upgradeReceipts = scheduleReceipts(ctx, branch, 'upgrade', upgrades, cutoff);
  return { members, upgrades, registrationReceipts, upgradeReceipts };
};

/**
 * The last two days of a demo account's branch, written by hand so its dashboard shows every
 * card today: proofs uploaded yesterday and decided today (one confirmed, one rejected), one
 * uploaded today and waiting, and rows created today without proof. Only one upload per kind
 * falls today, so the demo user can still upload under the daily limit.
 */
const scriptRecentDays = (ctx: PlanContext, branch: number, history: BranchHistory): void => {
  const lo =
    ctx.now >= atHour(ctx.today, OPEN_HOUR) + 30 * MINUTE
      ? atHour(ctx.today, OPEN_HOUR)
      : dayStart(ctx.today);
  const today = (fraction: number): number => lo + Math.floor((ctx.now - lo) * fraction);
  const yesterday = (hour: number, minute: number): number => atHour(ctx.previous, hour, minute);
  const aogPool = history.members.filter((m) => m.type === 'AOG');
  const register = (at: number): PlannedMember => {
    const member = newMember(ctx, branch, at, aogPool);
    history.members.push(member);
    return member;
  };
  const receipt = <T extends Payable>(
    kind: ReceiptKind,
    list: PlannedReceipt<T>[],
    items: T[],
    uploadedAt: number,
    decision?: ['1' | '2', number],
  ): void => {
    ctx.slots.book(branch, kind, uploadedAt);
    const planned: PlannedReceipt<T> = {
      kind,
      branch,
      uploadedAt,
      status: decision?.[0] ?? '0',
      decidedAt: decision?.[1] ?? null,
      items,
    };
    list.push(planned);
    for (const item of items) item.receipt = planned.status === '2' ? null : planned;
  };
  const registrationReceipt = (
    items: PlannedMember[],
    uploadedAt: number,
    decision?: ['1' | '2', number],
  ) => receipt('registration', history.registrationReceipts, items, uploadedAt, decision);
  const upgradeReceipt = (
    items: PlannedUpgrade[],
    uploadedAt: number,
    decision?: ['1' | '2', number],
  ) => receipt('upgrade', history.upgradeReceipts, items, uploadedAt, decision);

  registrationReceipt(
    [register(yesterday(10, 15)), register(yesterday(10, 50))],
    yesterday(13, 20),
    ['1', today(0.55)],
  );
  registrationReceipt(
    [register(yesterday(11, 30)), register(yesterday(12, 5))],
    yesterday(14, 45),
    ['2', today(0.7)],
  );
  registrationReceipt([register(today(0.1)), register(today(0.2))], today(0.35));
  for (const fraction of [0.4, 0.6, 0.8]) register(today(fraction));

  const candidates = upgradeCandidates(history.members, dayStart(ctx.previous) - 30 * DAY);
  const upgrade = (at: number): PlannedUpgrade => {
    const member = candidates.shift();
    if (!member) throw new Error(`Branch ${branch} has too few MOG members to script upgrades`);
    const planned = newUpgrade(ctx, member, at);
    history.upgrades.push(planned);
    return planned;
  };
  upgradeReceipt([upgrade(yesterday(10, 40))], yesterday(13, 50), ['1', today(0.5)]);
  upgradeReceipt([upgrade(yesterday(11, 10))], yesterday(15, 10), ['2', today(0.65)]);
  upgradeReceipt([upgrade(yesterday(12, 30))], today(0.3));
  upgrade(today(0.45));
};

export const planDemo = (
  rng: Random,
  branches: readonly DemoBranch[],
  demoBranches: ReadonlySet<number>,
  now: Date,
): DemoPlan => {
  const nowMs = now.getTime();
  const today = dayOf(nowMs);
  const ctx: PlanContext = {
    rng,
    now: nowMs,
    slots: new UploadSlots(rng),
    branches,
    today,
    previous: previousWorkday(today),
  };
  const startDay = today - PERIOD_DAYS;
  const plan: DemoPlan = {
    members: [],
    upgrades: [],
    registrationReceipts: [],
    upgradeReceipts: [],
    startDay,
  };
  branches.forEach((_, branch) => {
    const scripted = demoBranches.has(branch);
    // The demo accounts' branches stop at yesterday's start; their last two days are scripted.
    const history = simulateBranch(
      ctx,
      branch,
      startDay,
      scripted ? dayStart(ctx.previous) : nowMs,
    );
    if (scripted) scriptRecentDays(ctx, branch, history);
    plan.members.push(...history.members);
    plan.upgrades.push(...history.upgrades);
    plan.registrationReceipts.push(...history.registrationReceipts);
    plan.upgradeReceipts.push(...history.upgradeReceipts);
  });
  return plan;
};
