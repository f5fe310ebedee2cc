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
