import { RECEIPT_STATUSES, type ReceiptStatus } from './receipts';

/**
 * WhatsApp templates: one per action (create / upgrade), recipient type and receipt status, as
 * SPEC.md has them; beside them, the branch reminders' (action 'reminder', recipient the branch,
 * one per kind of reminder). Placeholders are written `{name}`; the Info card of /setting-wa
 * lists each action's.
 */
export const TEMPLATE_ACTIONS = ['create', 'upgrade', 'reminder'] as const;
export type TemplateAction = (typeof TEMPLATE_ACTIONS)[number];
/** The actions whose templates follow a payment receipt's status. */
export type ReceiptTemplateAction = Exclude<TemplateAction, 'reminder'>;
export const RECEIPT_TEMPLATE_ACTIONS: readonly ReceiptTemplateAction[] = ['create', 'upgrade'];

/** 'branch' = the branch, 'user' = the registrant, 'preferal' = the referrer. */
export const TEMPLATE_TYPES = ['branch', 'user', 'preferal'] as const;
export type TemplateType = (typeof TEMPLATE_TYPES)[number];

/** The reminders' templates, by kind: 'p' registrations without a proof, 'i' unused IDs. */
export const REMINDER_TEMPLATE_STATUSES = ['p', 'i'] as const;
export type ReminderTemplateStatus = (typeof REMINDER_TEMPLATE_STATUSES)[number];
export type TemplateStatus = ReceiptStatus | ReminderTemplateStatus;

export const TEMPLATE_PLACEHOLDERS = [
  'tanggal_pendaftaran',
  'nama',
  'no_id',
  'jenis_pendaftaran',
  'cabang',
  'nama_pereferal',
  'total_biaya',
  'nama_bank',
  'nomor_rekening',
] as const;
export type TemplatePlaceholder = (typeof TEMPLATE_PLACEHOLDERS)[number];

export type TemplateValues = Record<TemplatePlaceholder, string>;

/** A reminder's: the branch, how many items, after how many days, and the items named. */
export const REMINDER_PLACEHOLDERS = ['cabang', 'jumlah', 'hari', 'daftar'] as const;
export type ReminderPlaceholder = (typeof REMINDER_PLACEHOLDERS)[number];
export type ReminderValues = Record<ReminderPlaceholder, string>;
type AnyPlaceholder = TemplatePlaceholder | ReminderPlaceholder;

/** The recipients, statuses and placeholders an action has templates for. */
export const templateSlots = (action: TemplateAction) =>
  action === 'reminder'
    ? {
        types: ['branch'] as readonly TemplateType[],
        statuses: REMINDER_TEMPLATE_STATUSES as readonly TemplateStatus[],
        placeholders: REMINDER_PLACEHOLDERS as readonly AnyPlaceholder[],
      }
    : {
        types: TEMPLATE_TYPES as readonly TemplateType[],
        statuses: RECEIPT_STATUSES as readonly TemplateStatus[],
        placeholders: TEMPLATE_PLACEHOLDERS as readonly AnyPlaceholder[],
      };

const PLACEHOLDER = /\{([a-z_]+)\}/g;
const knownOf = (action: TemplateAction): Set<string> =>
  new Set(templateSlots(action).placeholders.map((name) => `{${name}}`));
/** Anything in braces, or a brace without its pair (linear: no nested quantifier). */
const BRACED = /\{[^{}]*\}|[{}]/g;
/** How much of an unknown brace text a message quotes back. */
const QUOTE_MAX = 40;

/**
 * Brace texts of a message that are not exactly a listed placeholder, as written (`{NAMA}`,
 * `{nama1}`, `{Rp}`, a lone `{`), each once; empty when the message is valid. Braces are kept for
 * placeholders alone, so a near miss is never sent to a member literally.
 */
export const unknownPlaceholders = (message: string, action: TemplateAction): string[] => {
  const known = knownOf(action);
  return [
    ...new Set(
      [...message.matchAll(BRACED)]
        .map((match) => match[0])
        .filter((text) => !known.has(text))
        .map((text) => (text.length > QUOTE_MAX ? `${text.slice(0, QUOTE_MAX - 1)}…` : text)),
    ),
  ];
};

/** Values by placeholder name: a receipt's (TemplateValues) or a reminder's (ReminderValues). */
type Values = Readonly<Record<string, string>>;

export const renderTemplate = (message: string, values: Values): string =>
  message.replace(PLACEHOLDER, (whole, name: string) => values[name] ?? whole);

/* ------------------------------------------------- as a WhatsApp Business message template */

/** The review statuses of a message template on the WhatsApp Business Account. */
export const WA_TEMPLATE_STATUSES = [
  'PENDING',
  'APPROVED',
  'REJECTED',
  'PAUSED',
  'DISABLED',
] as const;
export type WaTemplateStatus = (typeof WA_TEMPLATE_STATUSES)[number];

export interface TemplateKey {
  action_on: TemplateAction;
  type: TemplateType;
  status: string;
}

/** Whether the action has a template for this recipient and status. */
export const isTemplateKey = (key: { action_on: string; type: string; status: string }) => {
  if (!(TEMPLATE_ACTIONS as readonly string[]).includes(key.action_on)) return false;
  const slots = templateSlots(key.action_on as TemplateAction);
  return (
    (slots.types as readonly string[]).includes(key.type) &&
    (slots.statuses as readonly string[]).includes(key.status)
  );
};

/** How the outbox names a message's template: 'create:user:1'. */
export const templateKeyText = (key: TemplateKey): string =>
  `${key.action_on}:${key.type}:${key.status}`;

export const parseTemplateKey = (text: string): TemplateKey | undefined => {
  const [action = '', type = '', status = ''] = text.split(':');
  return isTemplateKey({ action_on: action, type, status })
    ? { action_on: action as TemplateAction, type: type as TemplateType, status }
    : undefined;
};

/**
 * The template's name on the business account: stable (derived from its key, never from its
 * text), lowercase with underscores as Meta requires, prefixed so it is told apart from other
 * templates of the account: 'aogmog_create_user_1'.
 */
export const whatsappTemplateName = (key: TemplateKey): string =>
  `aogmog_${key.action_on}_${key.type}_${key.status}`;

/** The key of a template named by `whatsappTemplateName`, if the name is one of those. */
export const templateKeyOfName = (name: string): TemplateKey | undefined => {
  const match = /^aogmog_([a-z]+)_([a-z]+)_(\w)$/.exec(name);
  return match ? parseTemplateKey(`${match[1]}:${match[2]}:${match[3]}`) : undefined;
};

/**
 * The message in WhatsApp's form: each placeholder, in order of appearance, becomes `{{1}}`,
 * `{{2}}`…; a placeholder written twice is two parameters, so the numbers always follow the text.
 */
export const numberedTemplate = (
  message: string,
  action: TemplateAction,
): { text: string; placeholders: string[] } => {
  const known = knownOf(action);
  const placeholders: string[] = [];
  const text = message.replace(PLACEHOLDER, (whole, name: string) => {
    if (!known.has(whole)) return whole;
    placeholders.push(name);
    return `{{${placeholders.length}}}`;
  });
  return { text, placeholders };
};

/**
 * A parameter as WhatsApp accepts it: no line breaks or tabs, at most four spaces in a row, and
 * never empty (an empty parameter is refused).
 */
const parameterText = (value: string): string =>
  value
    .replace(/[\r\n\t]+/g, ' ')
    .replace(/ {5,}/g, '    ')
    .trim() || '-';

/** The values of a message's parameters, in the order `numberedTemplate` numbers them. */
export const templateParameters = (
  message: string,
  action: TemplateAction,
  values: Values,
): string[] =>
  numberedTemplate(message, action).placeholders.map((name) => parameterText(values[name] ?? ''));
