import { array, boolean, number, object, string, type InferType, type Schema } from 'yup';
import { appMessages } from '../../i18n/app-id';
import { adminMessages } from '../../i18n/app/admin';
import { REFERRER_CONSENT_RULES, type ReferrerConsentRule } from '../consent';
import { isIsoDay } from '../dates';
import { GROUPS, type Group } from '../groups';
import { MULTILINE, withNameRules } from '../text';
import { bankServerMessages } from '../../i18n/app/bankServer';
import type { BranchBankAccount } from './bankStatement';

/*
 * The administration API (SBS): branches, staff accounts, settings, the fee schedule and the
 * audit log, served in ra-data-simple-rest's dialect under /api/admin/<resource>. Records,
 * bodies, list sorts and filters are defined here once; the server and the app both use them.
 */

const A = adminMessages;
const E = appMessages.errors;

/** PostgreSQL's integer. */
export const ADMIN_INT_MAX = 2_147_483_647;
/** At most this many rows per list request, and ids per getMany. */
export const ADMIN_MAX_ROWS = 100;

/** An empty field counts as absent. */
const blankAsUndefined = (value: unknown, original: unknown) =>
  original === '' || original === null ? undefined : value;
const blankAsNull = (value: unknown, original: unknown) =>
  typeof original === 'string' && original.trim() === '' ? null : value;

/**
 * A whole number written canonically: a JSON number, or in a path or query the digits without
 * sign, leading zeros, exponent or spaces ('1', not '01', '1e0' or ' 1').
 */
const CANONICAL = /^(0|[1-9][0-9]{0,15})$/;
const toCanonicalInt = (value: unknown, original: unknown) => {
  if (typeof original === 'number') return original;
  if (typeof original === 'string') return CANONICAL.test(original) ? Number(original) : NaN;
  return value;
};
export const canonicalInt = (message: string, min: number, max: number) =>
  number()
    .transform(toCanonicalInt)
    .typeError(message)
    .integer(message)
    .min(min, message)
    .max(max, message);

/** `:id` of a record with an integer key (an unknown one is 404 like a missing record). */
export const adminIdParams = object({
  id: canonicalInt(E.notFound, 1, ADMIN_INT_MAX).required(E.notFound),
});
export type AdminIdParams = InferType<typeof adminIdParams>;
/** `:id` of an audit entry (a bigint key). */
export const adminAuditIdParams = object({
  id: canonicalInt(E.notFound, 1, Number.MAX_SAFE_INTEGER).required(E.notFound),
});
/** One id of a getMany filter (`filter={"id":[…]}`). */
export const adminIdValue = () =>
  canonicalInt(A.list.filter, 1, ADMIN_INT_MAX).required(A.list.filter);
export const adminAuditIdValue = () =>
  canonicalInt(A.list.filter, 1, Number.MAX_SAFE_INTEGER).required(A.list.filter);

/**
 * The list query ra-data-simple-rest sends: each part a JSON text, parsed by the server. An
 * empty part is no JSON text: like any empty query value it means "not chosen".
 */
export const adminListQuery = object({
  sort: string().typeError(A.list.sort).min(1, A.list.sort).max(200, A.list.sort).optional(),
  range: string().typeError(A.list.range).min(1, A.list.range).max(100, A.list.range).optional(),
  filter: string()
    .typeError(A.list.filter)
    .min(1, A.list.filter)
    .max(10_000, A.list.filter)
    .optional(),
});
export type AdminListQuery = InferType<typeof adminListQuery>;

export type SortOrder = 'ASC' | 'DESC';

/**
 * A resource's list: the fields it sorts by, its default sort and its filter fields (beside
 * `id: [..]`, which every list takes). Unknown sort or filter fields are refused.
 */
export interface AdminListSpec<S extends string = string> {
  sort: readonly S[];
  defaultSort: readonly [S, SortOrder];
  filters: Record<string, Schema>;
}

const text = (max: number) => string().typeError(A.list.filter).trim().max(max, A.list.filter);
const flag = () => boolean().typeError(A.list.filter);
const idFilter = () => canonicalInt(A.list.filter, 1, ADMIN_INT_MAX);

/* ------------------------------------------------------------------------------ branches */

export interface AdminBranch {
  id: number;
  name: string;
  city: string | null;
  address: string | null;
  no_wa: string | null;
  active: boolean;
  created_at: string;
  updated_at: string;
  /** The accounts the branch pays from, matched against the bank statement. */
  bank_accounts: BranchBankAccount[];
  /** Whether the scheduled reminders (domain/api/reminders.ts) are sent to the branch. */
  reminders_enabled: boolean;
}

const BA = bankServerMessages.account;

/** An account number as banks print it: 5 to 30 digits, spaces, dots or dashes between. */
export const BANK_ACCOUNT_PATTERN = /^[0-9](?:[0-9 .-]{3,28})[0-9]$/;
export const MAX_BRANCH_BANK_ACCOUNTS = 10;

/** A WhatsApp number: 8 to 15 digits, optionally after a '+'. */
export const BRANCH_WA_PATTERN = /^\+?[0-9]{8,15}$/;

const optionalText = (max: number, message: string) =>
  string().trim().transform(blankAsNull).max(max, message).nullable().default(null);

const branchFields = {
  name: withNameRules(
    string()
      .typeError(A.branch.nameRequired)
      .trim()
      .required(A.branch.nameRequired)
      .max(150, A.branch.nameTooLong),
  ),
  city: optionalText(150, A.branch.cityTooLong),
  address: optionalText(1000, A.branch.addressTooLong).meta(MULTILINE),
  no_wa: optionalText(30, A.branch.noWaFormat).matches(BRANCH_WA_PATTERN, {
    message: A.branch.noWaFormat,
    excludeEmptyString: true,
  }),
  /** Absent leaves the accounts as they are; a list replaces them. */
  bank_accounts: array(
    object({
      bank: string()
        .typeError(BA.bankRequired)
        .trim()
        .required(BA.bankRequired)
        .max(50, BA.bankTooLong),
      nomor_rekening: string()
        .typeError(BA.numberFormat)
        .trim()
        .required(BA.numberFormat)
        .max(30, BA.numberFormat)
        .matches(BANK_ACCOUNT_PATTERN, BA.numberFormat),
      nama_pemilik: withNameRules(
        string()
          .typeError(BA.holderRequired)
          .trim()
          .required(BA.holderRequired)
          .max(100, BA.holderTooLong),
      ),
    }),
  )
    .typeError(BA.tooMany)
    .max(MAX_BRANCH_BANK_ACCOUNTS, BA.tooMany)
    .optional(),
  /** Absent leaves it as it is (on by default). */
  reminders_enabled: boolean().strict().typeError(E.badRequest).optional(),
};

/** Optimistic concurrency: the record's `updated_at` as it was read. */
const updatedAtField = () =>
  string().typeError(E.badRequest).max(40, E.badRequest).nullable().optional();

export const adminBranchCreateSchema = object(branchFields);
export type AdminBranchCreate = InferType<typeof adminBranchCreateSchema>;

export const adminBranchUpdateSchema = object({
  ...branchFields,
  active: boolean().typeError(E.badRequest).required(E.badRequest),
  updated_at: updatedAtField(),
});
export type AdminBranchUpdate = InferType<typeof adminBranchUpdateSchema>;

export const adminBranchList = {
  sort: ['id', 'name', 'city', 'active', 'created_at'],
  defaultSort: ['name', 'ASC'],
  filters: { q: text(150), active: flag() },
} as const satisfies AdminListSpec;

/* ------------------------------------------------------------------------------ accounts */

export interface AdminAccount {
  id: number;
  name: string;
  email: string;
  group: Group;
  branch_id: number | null;
  branch_name: string | null;
  active: boolean;
  created_at: string;
  updated_at: string;
}

const accountFields = {
  name: withNameRules(
    string()
      .typeError(A.account.nameRequired)
      .trim()
      .required(A.account.nameRequired)
      .max(100, A.account.nameTooLong),
  ),
  email: string()
    .typeError(A.account.emailFormat)
    .trim()
    .lowercase()
    .required(A.account.emailRequired)
    .max(255, A.account.emailFormat)
    .email(A.account.emailFormat),
  group: string<Group>()
    .typeError(A.account.groupUnknown)
    .required(A.account.groupRequired)
    .oneOf(GROUPS, A.account.groupUnknown),
  // Required for a CABANG account and absent for every other group; the server checks that
  // the branch exists and is active.
  branch_id: canonicalInt(A.account.branchInactive, 1, ADMIN_INT_MAX)
    .transform(blankAsUndefined)
    .nullable()
    .default(null)
    .when('group', {
      is: 'CABANG',
      then: (schema) => schema.required(A.account.branchRequired),
      otherwise: (schema) =>
        schema.test('no-branch', A.account.branchNotAllowed, (value) => value == null),
    }),
};

export const adminAccountCreateSchema = object({
  ...accountFields,
  // Absent: the account gets an unusable password and a reset e-mail to set its own.
  password: string()
    .typeError(A.account.passwordTooShort)
    .transform(blankAsUndefined)
    .min(8, A.account.passwordTooShort)
    .max(200, A.account.passwordTooLong)
    .optional(),
});
export type AdminAccountCreate = InferType<typeof adminAccountCreateSchema>;

export const adminAccountUpdateSchema = object({
  ...accountFields,
  active: boolean().typeError(E.badRequest).required(E.badRequest),
  updated_at: updatedAtField(),
});
export type AdminAccountUpdate = InferType<typeof adminAccountUpdateSchema>;

export const adminAccountList = {
  sort: ['id', 'name', 'email', 'group', 'active', 'created_at'],
  defaultSort: ['name', 'ASC'],
  filters: {
    q: text(255),
    group: string().typeError(A.list.filter).oneOf(GROUPS, A.list.filter),
    branch_id: idFilter(),
    active: flag(),
  },
} as const satisfies AdminListSpec;

/* ------------------------------------------------------------------------------ settings */

/** The one settings record. */
export const ADMIN_SETTINGS_ID = 'app';

export interface AdminSettings {
  id: typeof ADMIN_SETTINGS_ID;
  open_hour: number;
  close_hour: number;
  /** 1 = Monday … 7 = Sunday. */
  days: number[];
  upload_limit_registration: number;
  upload_limit_upgrade: number;
  notice_open: boolean;
  notice_title: string;
  notice_message: string;
  help_center_url: string;
  /** The branch's WhatsApp messages need a consent too (which nobody can give: they stop). */
  wa_consent_branch: boolean;
  /** Which consent the referrer's WhatsApp messages need (REFERRER_CONSENT_RULES). */
  wa_consent_referrer: ReferrerConsentRule;
  /** The organisation as its receipt documents ('Kuitansi') name it. */
  org_name: string;
  org_address: string;
  /** Reminders (domain/settings.ts ReminderThresholds). */
  reminder_proof_days: number;
  reminder_unused_id_days: number;
  reminder_waiting_hours: number;
  /** When any of them last changed; null before anything was saved. */
  updated_at: string | null;
}

const S = A.settings;
const uploadLimit = () => canonicalInt(S.limitType, 0, 1000).required(S.limitType);
/**
 * http(s) and something after it, or a path on this site ('/panduan….pdf', the default guide the
 * build serves; not '//host', which leaves the site); a plain prefix test, linear in the length.
 */
const HELP_CENTER_URL = /^(https?:\/\/|\/(?!\/))[^\s]+$/;

export const adminSettingsIdParams = object({
  id: string().typeError(E.notFound).required(E.notFound).oneOf([ADMIN_SETTINGS_ID], E.notFound),
});

export const adminSettingsUpdateSchema = object({
  open_hour: canonicalInt(S.hourType, 0, 23).required(S.hourType),
  close_hour: canonicalInt(S.hourType, 1, 24)
    .required(S.hourType)
    .test('after-open', S.closeAfterOpen, function (close) {
      const open = this.parent.open_hour as unknown;
      return typeof open !== 'number' || close === undefined || close > open;
    }),
  days: array(canonicalInt(S.dayRange, 1, 7).required(S.dayRange))
    .typeError(S.daysRequired)
    .required(S.daysRequired)
    .max(7, S.daysUnique)
    .min(1, S.daysRequired)
    .test('unique', S.daysUnique, (days) => !days || new Set(days).size === days.length),
  upload_limit_registration: uploadLimit(),
  upload_limit_upgrade: uploadLimit(),
  notice_open: boolean().typeError(E.badRequest).required(E.badRequest),
  notice_title: string().typeError(S.required).trim().required(S.required).max(200, S.titleTooLong),
  notice_message: string()
    .meta(MULTILINE)
    .typeError(S.required)
    .trim()
    .required(S.required)
    .max(2000, S.messageTooLong),
  help_center_url: string()
    .typeError(S.urlFormat)
    .trim()
    .required(S.required)
    .max(500, S.urlTooLong)
    .matches(HELP_CENTER_URL, S.urlFormat),
  // Optional: a client that predates them keeps the stored answers.
  wa_consent_branch: boolean().strict().typeError(E.badRequest).optional(),
  wa_consent_referrer: string()
    .strict()
    .typeError(E.badRequest)
    .oneOf([...REFERRER_CONSENT_RULES], E.badRequest)
    .optional(),
  org_name: string()
    .typeError(S.required)
    .trim()
    .min(1, S.required)
    .max(200, S.orgNameTooLong)
    .optional(),
  org_address: string()
    .meta(MULTILINE)
    .typeError(S.required)
    .trim()
    .min(1, S.required)
    .max(500, S.orgAddressTooLong)
    .optional(),
  reminder_proof_days: canonicalInt(S.reminderRange, 1, 60).optional(),
  reminder_unused_id_days: canonicalInt(S.reminderRange, 1, 365).optional(),
  reminder_waiting_hours: canonicalInt(S.reminderRange, 1, 240).optional(),
  updated_at: updatedAtField(),
});
export type AdminSettingsUpdate = InferType<typeof adminSettingsUpdateSchema>;

export const adminSettingsList = {
  sort: ['id'],
  defaultSort: ['id', 'ASC'],
  filters: {},
} as const satisfies AdminListSpec;

/* --------------------------------------------------------------------------------- fees */

export interface AdminFee {
  id: number;
  /** 'YYYY-MM-DD', a Jakarta day. */
  effective_from: string;
  registration_aog: number;
  registration_mog: number;
  upgrade_aog: number;
  upgrade_other: number;
  private_class: number;
  created_at: string;
  /** The schedule in force today in Jakarta. */
  in_force: boolean;
}

export const FEE_MAX = 1_000_000_000;
const F = A.fee;
const amount = () => canonicalInt(F.amountType, 0, FEE_MAX).required(F.amountType);

export const adminFeeSchema = object({
  effective_from: string()
    .typeError(F.dateFormat)
    .required(F.dateFormat)
    .max(10, F.dateFormat)
    .test('day', F.dateFormat, (value) => value === undefined || isIsoDay(value)),
  registration_aog: amount(),
  registration_mog: amount(),
  upgrade_aog: amount(),
  upgrade_other: amount(),
  private_class: amount(),
});
export type AdminFeeInput = InferType<typeof adminFeeSchema>;

export const adminFeeList = {
  sort: ['effective_from', 'id'],
  defaultSort: ['effective_from', 'DESC'],
  filters: {},
} as const satisfies AdminListSpec;

/* -------------------------------------------------------------------------------- audit */

export interface AdminAuditEntry {
  id: number;
  admin_id: number | null;
  admin_name: string | null;
  action: string;
  entity: string;
  entity_id: string;
  changes: unknown;
  created_at: string;
}

export const adminAuditList = {
  sort: ['id', 'created_at'],
  defaultSort: ['id', 'DESC'],
  filters: {
    entity: text(50),
    entity_id: text(50),
    admin_id: idFilter(),
  },
} as const satisfies AdminListSpec;

/* ------------------------------------------------------------------------------- answers */

/** 409 on a stale `updated_at`: the record as it now is. */
export interface AdminStaleResponse<T> {
  message: string;
  data: T;
}

/** A field equality filter's value as parsed: what `filters` allows. */
export type AdminFilterValue = string | number | boolean;
