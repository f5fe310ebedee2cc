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

/** Placeholders a message uses that are not in the list; empty when the message is valid. */
export const unknownPlaceholders = (message: string): string[] =>
  [...new Set([...message.matchAll(PLACEHOLDER)].map((m) => m[1] ?? ''))].filter(
    (name) => !(TEMPLATE_PLACEHOLDERS as readonly string[]).includes(name),
  );

export const renderTemplate = (message: string, values: TemplateValues): string =>
  message.replace(PLACEHOLDER, (whole, name: string) =>
    name in values ? values[name as TemplatePlaceholder] : whole,
  );
