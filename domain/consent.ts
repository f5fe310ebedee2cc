import { boolean } from 'yup';
import { appMessages } from '../i18n/app-id';

/**
 * The organisation's consent to the processing of personal data, as the registration and upgrade
 * forms show it. A new wording comes with a new version (here and in i18n/app/consent.ts, in one
 * release), so every recorded consent names the exact text that was agreed to.
 */
export const DATA_CONSENT = {
  version: '2026-11-27',
  wording: appMessages.consent.wording,
} as const;

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
