/**
 * WhatsApp templates: one per action (create / upgrade), recipient type and receipt status.
 * Placeholders are written `{name}`; the Info card of /setting-wa lists these.
 */
export const TEMPLATE_ACTIONS = ['create', 'upgrade'] as const;
export type TemplateAction = (typeof TEMPLATE_ACTIONS)[number];

/** 'branch' = the branch, 'user' = the registrant, 'preferal' = the referrer. */
export const TEMPLATE_TYPES = ['branch', 'user', 'preferal'] as const;
export type TemplateType = (typeof TEMPLATE_TYPES)[number];

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

const PLACEHOLDER = /\{([a-z_]+)\}/g;
const KNOWN = new Set(TEMPLATE_PLACEHOLDERS.map((name) => `{${name}}`));
/** Anything in braces, or a brace without its pair (linear: no nested quantifier). */
const BRACED = /\{[^{}]*\}|[{}]/g;
/** How much of an unknown brace text a message quotes back. */
const QUOTE_MAX = 40;

/**
 * Brace texts of a message that are not exactly a listed placeholder, as written (`{NAMA}`,
 * `{nama1}`, `{Rp}`, a lone `{`), each once; empty when the message is valid. Braces are kept for
 * placeholders alone, so a near miss is never sent to a member literally.
 */
export const unknownPlaceholders = (message: string): string[] => [
  ...new Set(
    [...message.matchAll(BRACED)]
      .map((match) => match[0])
      .filter((text) => !KNOWN.has(text))
      .map((text) => (text.length > QUOTE_MAX ? `${text.slice(0, QUOTE_MAX - 1)}…` : text)),
  ),
];

export const renderTemplate = (message: string, values: TemplateValues): string =>
  message.replace(PLACEHOLDER, (whole, name: string) =>
    name in values ? values[name as TemplatePlaceholder] : whole,
  );

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

/** How the outbox names a message's template: 'create:user:1'. */
export const templateKeyText = (key: TemplateKey): string =>
  `${key.action_on}:${key.type}:${key.status}`;

export const parseTemplateKey = (text: string): TemplateKey | undefined => {
  const [action, type, status] = text.split(':');
  if (
    !(TEMPLATE_ACTIONS as readonly string[]).includes(action ?? '') ||
    !(TEMPLATE_TYPES as readonly string[]).includes(type ?? '') ||
    !status
  ) {
    return undefined;
  }
  return { action_on: action as TemplateAction, type: type as TemplateType, status };
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
): { text: string; placeholders: TemplatePlaceholder[] } => {
  const placeholders: TemplatePlaceholder[] = [];
  const text = message.replace(PLACEHOLDER, (whole, name: string) => {
    if (!KNOWN.has(whole)) return whole;
    placeholders.push(name as TemplatePlaceholder);
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
export const templateParameters = (message: string, values: TemplateValues): string[] =>
  numberedTemplate(message).placeholders.map((name) => parameterText(values[name]));
