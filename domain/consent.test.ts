import { describe, expect, it } from 'vitest';
import { object } from 'yup';
import {
  DEFAULT_WHATSAPP_CONSENT_POLICY,
  mayMessage,
  whatsappAnswerField,
  whatsappConsentField,
  type WhatsappConsentPolicy,
} from './consent';

const form = object({ persetujuan_whatsapp: whatsappConsentField() });
const edit = object({ persetujuan_whatsapp: whatsappAnswerField() });

describe('persetujuan_whatsapp', () => {
  it.each([
    [true, true],
    [false, false],
    [1, true],
    [0, false],
    ['true', true],
    ['false', false],
    ['1', true],
    ['0', false],
  ])('takes %j as %s', async (sent, answer) => {
    expect((await form.validate({ persetujuan_whatsapp: sent })).persetujuan_whatsapp).toBe(answer);
    expect((await edit.validate({ persetujuan_whatsapp: sent })).persetujuan_whatsapp).toBe(answer);
  });

  it('is false on a form that leaves it out, and unchanged (undefined) on the inquiry edit', async () => {
    expect((await form.validate({})).persetujuan_whatsapp).toBe(false);
    expect((await edit.validate({})).persetujuan_whatsapp).toBeUndefined();
  });

  it.each([['yes'], ['TRUE'], [' 1'], [2], [-1], [null], [[true]], [{}], ['']])(
    'refuses %j with its message',
    async (sent) => {
      await expect(form.validate({ persetujuan_whatsapp: sent })).rejects.toThrow(
        'Persetujuan pesan WhatsApp harus bernilai ya atau tidak',
      );
      await expect(edit.validate({ persetujuan_whatsapp: sent })).rejects.toThrow(
        'Persetujuan pesan WhatsApp harus bernilai ya atau tidak',
      );
    },
  );
});

describe('mayMessage', () => {
  const policy = (changes: Partial<WhatsappConsentPolicy> = {}) => ({
    ...DEFAULT_WHATSAPP_CONSENT_POLICY,
    ...changes,
  });

  it('sends to the registrant only with their consent, whatever the policy', () => {
    for (const referrer of ['member', 'always', 'never'] as const) {
      expect(mayMessage('user', { member: true, referrer: null }, policy({ referrer }))).toBe(true);
      expect(mayMessage('user', { member: false, referrer: true }, policy({ referrer }))).toBe(
        false,
      );
    }
  });

  it('sends to the branch unless the policy asks a consent of it, which no one can give', () => {
    expect(mayMessage('branch', { member: false, referrer: false }, policy())).toBe(true);
    expect(mayMessage('branch', { member: true, referrer: true }, policy({ branch: true }))).toBe(
      false,
    );
  });

  it('by default asks a referrer on record for their consent and lets any other through', () => {
    expect(mayMessage('preferal', { member: true, referrer: null }, policy())).toBe(true);
    expect(mayMessage('preferal', { member: true, referrer: true }, policy())).toBe(true);
    expect(mayMessage('preferal', { member: true, referrer: false }, policy())).toBe(false);
  });

  it('always or never asks the referrer, as configured', () => {
    const always = policy({ referrer: 'always' });
    expect(mayMessage('preferal', { member: true, referrer: null }, always)).toBe(false);
    expect(mayMessage('preferal', { member: true, referrer: true }, always)).toBe(true);
    const never = policy({ referrer: 'never' });
    expect(mayMessage('preferal', { member: true, referrer: false }, never)).toBe(true);
  });
});
