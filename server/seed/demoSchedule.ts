import type { ReceiptKind, ReceiptStatus } from '../../domain/receipts';
import { DEFAULT_SETTINGS } from '../../domain/settings';
import { DAY, MINUTE, atHour, dayOf, nextWorkTime, nextWorkday, OPEN_HOUR } from './jakartaTime';
import type { Random } from './random';

/** Anything a proof is uploaded for: a registration or an upgrade. */
export interface Payable {
  createdAt: number;
  /** The receipt carrying its proof now; null while proof is needed. */
  receipt: PlannedReceipt<Payable> | null;
}

export interface PlannedReceipt<T extends Payable = Payable> {
  kind: ReceiptKind;
  branch: number;
  uploadedAt: number;
  status: ReceiptStatus;
  decidedAt: number | null;
  items: T[];
}

/** A moment within operating hours at or after `ms`, spread over the morning when moved. */
export const workTimeAfter = (rng: Random, ms: number): number => {
  const moved = nextWorkTime(ms);
  return moved === ms ? ms : moved + rng.int(5, 240) * MINUTE;
};

/**
 * Proof uploads per branch, kind and day, capped at the daily limit: the demo history could
 * have happened under the rules the server enforces.
 */
export class UploadSlots {
  private readonly counts = new Map<string, number>();
  private readonly limit: Record<ReceiptKind, number> = DEFAULT_SETTINGS.upload_limit;

  constructor(private readonly rng: Random) {}

  /** The first free upload moment at or after `earliest`, or null when none is before `cutoff`. */
  take(branch: number, kind: ReceiptKind, earliest: number, cutoff: number): number | null {
    let at = workTimeAfter(this.rng, earliest);
    while (at < cutoff) {
      const key = `${branch}|${kind}|${dayOf(at)}`;
      const used = this.counts.get(key) ?? 0;
      if (used < this.limit[kind]) {
        this.counts.set(key, used + 1);
        return at;
      }
      at = atHour(nextWorkday(dayOf(at)), OPEN_HOUR) + this.rng.int(0, 300) * MINUTE;
    }
    return null;
  }

  /** Books an upload whose moment the caller chose (the scripted recent days). */
  book(branch: number, kind: ReceiptKind, at: number): void {
    const key = `${branch}|${kind}|${dayOf(at)}`;
    this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
  }
}

export interface ScheduleContext {
  rng: Random;
  now: number;
  slots: UploadSlots;
}

/** How many rows a branch puts on one proof: mostly a few, sometimes one or five. */
const GROUP_SIZES = {
  registration: [
    [1, 20],
    [2, 30],
    [3, 25],
    [4, 15],
    [5, 10],
  ],
  upgrade: [
    [1, 55],
    [2, 35],
    [3, 10],
  ],
} as const satisfies Record<ReceiptKind, readonly (readonly [number, number])[]>;

/** Proofs uploaded this recently still wait for central staff about half of the time. */
const RECENT = 3 * DAY;

/** Rows registered within this span of the first may share its proof. */
const GROUP_WINDOW = 10 * DAY;

/**
 * Groups a branch's rows into proof uploads the way staff work: rows of up to ten days together,
 * uploaded soon after the last one, decided by central staff within about a working day.
 * A rejected proof is uploaded again a few days later. Nothing is uploaded at or after
 * `uploadCutoff`, and nothing is decided after now: those stay waiting or without proof.
 */
export const scheduleReceipts = <T extends Payable>(
  ctx: ScheduleContext,
  branch: number,
  kind: ReceiptKind,
  items: readonly T[],
  uploadCutoff: number,
): PlannedReceipt<T>[] => {
  const { rng } = ctx;
  const receipts: PlannedReceipt<T>[] = [];

  const submit = (group: T[], earliest: number, attempt: number): void => {
    const uploadedAt = ctx.slots.take(branch, kind, earliest, uploadCutoff);
    if (uploadedAt === null) return;
    const receipt: PlannedReceipt<T> = {
      kind,
      branch,
      uploadedAt,
      status: '0',
      decidedAt: null,
      items: group,
    };
    receipts.push(receipt);
    for (const item of group) item.receipt = receipt;
    // Most proofs are decided within hours; a backlog of some days builds up now and then.
    const wait = rng.chance(0.7)
      ? rng.int(30, 600) * MINUTE
      : rng.int(1, 4) * DAY + rng.int(0, 300) * MINUTE;
    const decidedAt = workTimeAfter(rng, uploadedAt + wait);
    if (decidedAt >= ctx.now || (uploadedAt >= ctx.now - RECENT && rng.chance(0.5))) return;
    receipt.decidedAt = decidedAt;
    if (rng.chance(attempt === 0 ? 0.07 : 0.03)) {
      receipt.status = '2';
      for (const item of group) item.receipt = null;
      submit(group, decidedAt + rng.int(60, 3 * 24 * 60) * MINUTE, attempt + 1);
    } else {
      receipt.status = '1';
    }
  };

  const sorted = [...items].sort((a, b) => a.createdAt - b.createdAt);
  let group: T[] = [];
  let size = 0;
  const upload = (): void => {
    const last = group[group.length - 1];
    if (!last) return;
    const delay = rng.chance(0.5)
      ? rng.int(20, 240) * MINUTE
      : rng.int(1, 3) * DAY + rng.int(0, 120) * MINUTE;
    submit(group, last.createdAt + delay, 0);
  };
  for (const item of sorted) {
    const first = group[0];
    if (first && (group.length >= size || item.createdAt - first.createdAt >= GROUP_WINDOW)) {
      upload();
      group = [];
    }
    if (group.length === 0) size = rng.weighted(GROUP_SIZES[kind]);
    group.push(item);
  }
  upload();
  return receipts;
};
