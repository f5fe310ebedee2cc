import { describe, expect, it } from 'vitest';
import { PERSONAL_DATA_ACCESS, PERSONAL_DATA_SCREENS, seesPersonalDataInFull } from './access';
import { GROUPS } from './groups';
import { memberFields } from './memberSchema';
import {
  isMasked,
  keepUnchangedMasks,
  maskedFields,
  maskPersonalFields,
  maskValue,
  MASKED_NIK_PATTERN,
} from './personalData';

describe('maskValue', () => {
  it('keeps the first 6 and last 4 of a NIK', () => {
    expect(maskValue('3201011234560001')).toBe('320101******0001');
    expect(MASKED_NIK_PATTERN.test(maskValue('3201011234560001'))).toBe(true);
  });

  it('hides at least 6 of an account number, never showing a short one whole', () => {
    expect(maskValue('1234567890')).toBe('******7890');
    expect(maskValue('1234567890123')).toBe('123******0123');
    expect(maskValue('1234')).toBe('***4');
    expect(maskValue('12')).toBe('**');
    expect(maskValue('')).toBe('');
  });

  it('is the same when applied twice, and a mask is recognised as one', () => {
    const once = maskValue('3201011234560001');
    expect(maskValue(once)).toBe(once);
    expect(isMasked(once)).toBe(true);
    expect(isMasked('3201011234560001')).toBe(false);
  });
});

describe('personal fields of a record', () => {
  const stored = {
    no_ktp: '3201011234560001',
    nomor_rekening: '1234567890',
    no_rek_pereferal: '9876543210',
    nama_lengkap: 'Siti',
  };

  it('masks the NIK and both account numbers, nothing else', () => {
    expect(maskPersonalFields(stored)).toEqual({
      no_ktp: '320101******0001',
      nomor_rekening: '******7890',
      no_rek_pereferal: '******3210',
      nama_lengkap: 'Siti',
    });
  });

  it('puts the stored value back for a mask sent back unchanged, keeps what was typed', () => {
    const sent = { ...maskPersonalFields(stored), nomor_rekening: '5555666677' };
    expect(keepUnchangedMasks(sent, stored)).toEqual({ ...stored, nomor_rekening: '5555666677' });
    expect(maskedFields(keepUnchangedMasks(sent, stored))).toEqual([]);
  });

  it('leaves a mask that is not the stored one as a mask, for the server to refuse', () => {
    const sent = { ...stored, no_ktp: '320101******0002' };
    expect(maskedFields(keepUnchangedMasks(sent, stored))).toEqual(['no_ktp']);
  });

  it('lets the form accept a masked NIK as shown, and no other mask', () => {
    expect(memberFields.no_ktp.isValidSync('320101******0001')).toBe(true);
    expect(memberFields.no_ktp.isValidSync('3201******0001')).toBe(false);
    expect(memberFields.no_ktp.isValidSync('****************')).toBe(false);
  });
});

describe('who sees personal data in full', () => {
  it('only SBS, only on the member detail', () => {
    for (const group of GROUPS) {
      for (const screen of PERSONAL_DATA_SCREENS) {
        expect(seesPersonalDataInFull(group, screen)).toBe(
          group === 'SBS' && screen === 'memberDetail',
        );
      }
    }
    expect(Object.keys(PERSONAL_DATA_ACCESS).sort()).toEqual([...GROUPS].sort());
  });
});
