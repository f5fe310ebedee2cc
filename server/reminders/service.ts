import type { OverdueReceiptsResponse } from '../../domain/api/reminders';
import type { OperatingHours } from '../../domain/hours';
import { formatDateTimeWib } from '../../domain/dates';
import { fillMessage } from '../../domain/messages';
import { PATHS } from '../../domain/paths';
import {
  calendarDaysBetween,
  DAY_MS,
  HOUR_MS,
  reminderPeriod,
  workingDayMs,
  workingDaysBetween,
  workingHoursBetween,
  type ReminderKind,
} from '../../domain/reminders';
import type { ReminderThresholds } from '../../domain/settings';
import {
  renderTemplate,
  templateKeyText,
  templateParameters,
  type ReminderTemplateStatus,
  type ReminderValues,
} from '../../domain/templates';
import { reminderMessages } from '../../i18n/app/reminders';
import type { AppContext } from '../context';
import type { Db, Executor } from '../db/client';
import { enqueueMessages, type NewMessage } from '../outbox/repository';
import { enqueuePush } from '../push/events';
import { getSetting } from '../settings/repository';
import { autoSendTemplates } from '../whatsapp/repository';
import {
  recordReminders,
  registrationsWithoutProof,
  remindedBranches,
  reminderKey,
  unusedIds,
  waitingReceipts,
  type ReminderRow,
  type WaitingReceipt,
} from './repository';

const M = reminderMessages;
/** How many references a message names before 'and n more'. */
export const NAMED_ITEMS = 3;

/** An item whose reminder is due now: it has reached a period it was not reminded of. */
interface DueItem extends ReminderRow {
  /** How a person finds it: the ID and name, the ID, the invoice. */
  label: string;
}

/** The items of `rows` past a period they were not reminded of, in their order. */
const dueOf = <T extends { branchId: number; lastPeriod: number }>(
  kind: ReminderKind,
  rows: T[],
  describe: (row: T) => { itemId: string; label: string; period: number },
): DueItem[] =>
  rows.flatMap((row) => {
    const { itemId, label, period } = describe(row);
    return period > row.lastPeriod ? [{ kind, itemId, label, period, branchId: row.branchId }] : [];
  });

/** 'a, b, c dan 4 lainnya' */
const named = (items: DueItem[]): string => {
  const shown = items.slice(0, NAMED_ITEMS).map((item) => item.label);
  const rest = items.length - shown.length;
  return rest > 0
    ? `${shown.join(', ')} ${fillMessage(M.branch.more, { count: rest })}`
    : shown.join(', ');
};

/** '3 pendaftaran belum ada bukti pembayaran setelah 2 hari kerja: a, b, c' */
const line = (template: string, items: DueItem[], days: number): string =>
  `${fillMessage(template, { count: items.length, days })}: ${named(items)}`;

/** What one run sent: the items newly reminded of, by kind, and the branches told. */
export interface ReminderRun {
  proof: number;
  unused_id: number;
  waiting_receipt: number;
  branches: number;
}

interface RunSettings {
  thresholds: ReminderThresholds;
  hours: OperatingHours;
  /** The branch's WhatsApp messages need a consent nobody can give. */
  branchNeedsConsent: boolean;
}

/** The overdue waiting receipts, oldest first, with the working hours each has waited. */
const overdueReceipts = async (
  db: Executor,
  now: Date,
  hours: OperatingHours,
  threshold: number,
): Promise<(WaitingReceipt & { workingHours: number })[]> => {
  if (threshold < 1) return [];
  const rows = await waitingReceipts(db, new Date(now.getTime() - threshold * HOUR_MS));
  return rows
    .map((row) => ({ ...row, workingHours: workingHoursBetween(row.since, now, hours) }))
    .filter((row) => row.workingHours >= threshold);
};

/** The branch reminders' kinds: the template that words each, its push line, its threshold. */
const BRANCH_KINDS = [
  { kind: 'proof', template: 'p', line: M.branch.proof, threshold: 'proof_days' },
  { kind: 'unused_id', template: 'i', line: M.branch.unusedId, threshold: 'unused_id_days' },
] as const satisfies readonly {
  kind: ReminderKind;
  template: ReminderTemplateStatus;
  line: string;
  threshold: keyof ReminderThresholds;
}[];

/** The texts of the reminders' templates SBS keeps sending ('Auto Send Message'). */
const sentTemplates = async (tx: Executor): Promise<Map<ReminderTemplateStatus, string>> => {
  const texts = new Map<ReminderTemplateStatus, string>();
  for (const { template } of BRANCH_KINDS) {
    const [sent] = await autoSendTemplates(tx, 'reminder', template);
    if (sent) texts.set(template, sent.message);
  }
  return texts;
};

/**
 * Per branch, one push naming its newly due items, and one WhatsApp message per kind from that
 * kind's template (/setting-wa, 'Pengingat'): the Cloud API is sent the approved template with
 * the values, other transports the text.
 */
const remindBranches = async (
  tx: Executor,
  due: DueItem[],
  settings: RunSettings,
  now: Date,
): Promise<number> => {
  const byBranch = new Map<number, DueItem[]>();
  for (const item of due)
    byBranch.set(item.branchId, [...(byBranch.get(item.branchId) ?? []), item]);
  const branches = await remindedBranches(tx, [...byBranch.keys()]);
  const templates = await sentTemplates(tx);
  for (const branch of branches) {
    const items = byBranch.get(branch.id) ?? [];
    const kinds = BRANCH_KINDS.map((kind) => ({
      ...kind,
      days: settings.thresholds[kind.threshold],
      items: items.filter((item) => item.kind === kind.kind),
    })).filter((kind) => kind.items.length);
    const ref = { type: 'reminder:branch', id: `${branch.id}:${now.toISOString()}` };
    await enqueuePush(
      tx,
      { branchId: branch.id },
      null,
      {
        title: fillMessage(M.branch.title, { branch: branch.name }),
        body: kinds.map((kind) => line(kind.line, kind.items, kind.days)).join('. '),
        url: kinds.some((kind) => kind.kind === 'proof') ? PATHS.registrationList : PATHS.idAogMog,
      },
      ref,
      now,
    );
    const noWa = branch.noWa;
    if (!noWa) continue;
    const messages = kinds.flatMap(({ kind, template, items: kindItems, days }): NewMessage[] => {
      const text = templates.get(template);
      if (!text) return [];
      const values: ReminderValues = {
        cabang: branch.name,
        jumlah: String(kindItems.length),
        hari: String(days),
        daftar: named(kindItems),
      };
      return [
        {
          channel: 'whatsapp',
          recipient: noWa,
          body: renderTemplate(text, values),
          templateKey: templateKeyText({ action_on: 'reminder', type: 'branch', status: template }),
          templateParams: templateParameters(text, 'reminder', values),
          refType: ref.type,
          refId: `${ref.id}:${kind}`,
          ...(settings.branchNeedsConsent && { skipReason: 'no_consent' as const }),
        },
      ];
    });
    await enqueueMessages(tx, messages, now);
  }
  return branches.length;
};

/** One push to every SBS account: how many receipts are newly overdue, and the oldest. */
const remindSbs = async (
  tx: Executor,
  due: WaitingReceipt[],
  threshold: number,
  now: Date,
): Promise<void> => {
  const oldest = due[0];
  if (!oldest) return;
  await enqueuePush(
    tx,
    { group: 'SBS' },
    'proofWaiting',
    {
      title: M.receipts.title,
      body: fillMessage(M.receipts.body, {
        count: due.length,
        hours: threshold,
        oldest: `${oldest.invName} · ${oldest.branchName} · ${formatDateTimeWib(oldest.since)}`,
      }),
      url: oldest.kind === 'upgrade' ? PATHS.paymentReceiptUpgrade : PATHS.paymentReceipt,
    },
    { type: 'reminder:receipts', id: now.toISOString() },
    now,
  );
};

/**
 * One pass: every item past a period it was not reminded of is recorded in `reminders_sent` and
 * its message written to the outbox, in one transaction. The record's key (kind, item, period)
 * keeps each reminder once when two instances run at the same moment: the later insert waits
 * for the earlier transaction and then finds the row there.
 */
export const sendDueReminders = async (db: Db, now: Date): Promise<ReminderRun> =>
  db.transaction(async (tx) => {
    const settings: RunSettings = {
      thresholds: await getSetting(tx, 'reminders'),
      hours: await getSetting(tx, 'operating_hours'),
      branchNeedsConsent: (await getSetting(tx, 'whatsapp_consent')).branch,
    };
    const { thresholds, hours } = settings;

    const proof =
      thresholds.proof_days >= 1 && workingDayMs(hours) > 0
        ? dueOf(
            'proof',
            await registrationsWithoutProof(
              tx,
              new Date(now.getTime() - thresholds.proof_days * workingDayMs(hours)),
            ),
            (row) => ({
              itemId: String(row.id),
              label: `${row.noId} ${row.name}`,
              period: reminderPeriod(
                workingDaysBetween(row.since, now, hours),
                thresholds.proof_days,
              ),
            }),
          )
        : [];
    const ids =
      thresholds.unused_id_days >= 1
        ? dueOf(
            'unused_id',
            await unusedIds(tx, new Date(now.getTime() - thresholds.unused_id_days * DAY_MS)),
            (row) => ({
              itemId: row.id,
              label: row.id,
              period: reminderPeriod(
                calendarDaysBetween(row.since, now),
                thresholds.unused_id_days,
              ),
            }),
          )
        : [];
    const overdue = await overdueReceipts(tx, now, hours, thresholds.waiting_hours);
    const receipts = dueOf('waiting_receipt', overdue, (row) => ({
      itemId: String(row.id),
      label: row.invName,
      period: reminderPeriod(row.workingHours, thresholds.waiting_hours),
    }));

    const recorded = await recordReminders(tx, [...proof, ...ids, ...receipts], now);
    const ours = (item: DueItem) => recorded.has(reminderKey(item.kind, item.itemId));
    const branchItems = [...proof, ...ids].filter(ours);
    const receiptIds = new Set(receipts.filter(ours).map((item) => Number(item.itemId)));

    const branchesTold = await remindBranches(tx, branchItems, settings, now);
    await remindSbs(
      tx,
      overdue.filter((row) => receiptIds.has(row.id)),
      thresholds.waiting_hours,
      now,
    );
    return {
      proof: branchItems.filter((item) => item.kind === 'proof').length,
      unused_id: branchItems.filter((item) => item.kind === 'unused_id').length,
      waiting_receipt: receiptIds.size,
      branches: branchesTold,
    };
  });

/** The dashboard card's receipts waiting longer than the threshold, oldest first. */
export const overdueReceiptList = async (
  ctx: AppContext,
  limit: number,
): Promise<OverdueReceiptsResponse> => {
  const now = ctx.clock.now();
  const threshold = (await getSetting(ctx.db, 'reminders')).waiting_hours;
  const hours = await getSetting(ctx.db, 'operating_hours');
  const overdue = await overdueReceipts(ctx.db, now, hours, threshold);
  return {
    data: overdue.slice(0, limit).map((row) => ({
      kind: row.kind,
      receipt_id: row.id,
      inv_name: row.invName,
      total_biaya: row.total,
      created_at: row.since.toISOString(),
      branch: { id: row.branchId, name: row.branchName },
      working_hours: row.workingHours,
    })),
    total: overdue.length,
    threshold_hours: threshold,
  };
};
