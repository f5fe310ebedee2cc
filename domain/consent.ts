import { boolean } from 'yup';
import { appMessages } from '../i18n/app-id';
import type { TemplateType } from './templates';

/**
 * A consent the member gives on a form, in the organisation's wording. A new wording comes with
 * a new version (here and in i18n/app/consent.ts, in one release), so every recorded consent
 * names the exact text that was agreed to.
 */
export interface ConsentWording {
  version: string;
  wording: string;
}

/** The processing of personal data, as the registration and upgrade forms show it. */
export const DATA_CONSENT = {
  version: '2026-11-27',
  wording: appMessages.consent.wording,
} as const satisfies ConsentWording;

/** Receiving WhatsApp messages (`persetujuan_whatsapp`): optional, and may be withdrawn. */
export const WHATSAPP_CONSENT = {
  version: '2026-11-28',
  wording: appMessages.consent.whatsapp.wording,
} as const satisfies ConsentWording;

/** What a `member_consents` row is a consent to. */
export const CONSENT_KINDS = ['data', 'whatsapp'] as const;
export type ConsentKind = (typeof CONSENT_KINDS)[number];

export const CONSENT_WORDINGS: Record<ConsentKind, ConsentWording> = {
  data: DATA_CONSENT,
  whatsapp: WHATSAPP_CONSENT,
};

const required = appMessages.consent.required;

/**
 * `persetujuan_data`: the box must be ticked. Strict, so 'true' or 1 is no consent; typed as a
 * boolean (not `true`) so a form can start unticked.
 */
export const dataConsentField = () =>
  boolean()
    .strict()
    .typeError(required)
    .default(false)
    .test('consent', required, (value) => value === true);

/**
 * How `persetujuan_whatsapp` may come: a JSON boolean, or 1/0 and their strings as multipart
 * forms and older clients send them. Anything else ('yes', 2, 'TRUE ') is refused, not guessed.
 */
const WHATSAPP_ANSWERS = new Map<unknown, boolean>([
  [true, true],
  [false, false],
  [1, true],
  [0, false],
  ['true', true],
  ['false', false],
  ['1', true],
  ['0', false],
]);

/** Anything that is no answer: yup's boolean then refuses it with the field's message. */
const NOT_AN_ANSWER = 'not an answer';

/**
 * `persetujuan_whatsapp` as the inquiry edit takes it: undefined when absent, so a client that
 * does not know the field never withdraws a consent by omission.
 */
export const whatsappAnswerField = () =>
  boolean()
    .transform((_value: unknown, original: unknown) =>
      original === undefined ? undefined : (WHATSAPP_ANSWERS.get(original) ?? NOT_AN_ANSWER),
    )
    .typeError(appMessages.consent.whatsapp.invalid);

/** `persetujuan_whatsapp` on the registration and upgrade forms: false (not ticked) when absent. */
export const whatsappConsentField = () => whatsappAnswerField().default(false);

/**
 * Who must have agreed before a receipt's WhatsApp message goes to the referrer
 * (the `whatsapp_consent` setting): `member`, the referrer's own consent when the referrer is a
 * member on record and none needed otherwise; `always`, a referrer who is no consenting member
 * gets nothing; `never`, the referrer is a staff contact and always gets it.
 */
export const REFERRER_CONSENT_RULES = ['member', 'always', 'never'] as const;
export type ReferrerConsentRule = (typeof REFERRER_CONSENT_RULES)[number];

export interface WhatsappConsentPolicy {
  /** The branch's number is the organisation's own: false sends to it without a consent. */
  branch: boolean;
  referrer: ReferrerConsentRule;
}

export const DEFAULT_WHATSAPP_CONSENT_POLICY: WhatsappConsentPolicy = {
  branch: false,
  referrer: 'member',
};

/** What is known about the recipients of one member's message. */
export interface RecipientConsents {
  /** The registrant's answer. */
  member: boolean;
  /** The referrer's answer when the referrer is a member on record; null when not. */
  referrer: boolean | null;
}

/**
 * Whether a message to a recipient type may be sent. The registrant always needs consent; a
 * branch has nobody to give one, so requiring it for branches silences them.
 */
export const mayMessage = (
  type: TemplateType,
  consents: RecipientConsents,
  policy: WhatsappConsentPolicy,
): boolean => {
  if (type === 'user') return consents.member;
  if (type === 'branch') return !policy.branch;
  if (policy.referrer === 'never') return true;
  if (consents.referrer === null) return policy.referrer === 'member';
  return consents.referrer;
};
