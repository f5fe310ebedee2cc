import { describe, expect, it } from 'vitest';
import { nameProblem } from './text';

describe('nameProblem', () => {
  it('takes names in any script, with digits, marks and punctuation', () => {
    for (const name of [
      "Siti Nur'aini",
      'Cabang 01',
      'Đặng Văn Lâm',
      'محمد',
      'A',
      'I Gusti Ngurah Rai',
    ])
      expect(nameProblem(name), name).toBeNull();
  });

  it('leaves a missing name to the field being required', () => {
    expect(nameProblem('')).toBeNull();
    expect(nameProblem(null)).toBeNull();
  });

  it('refuses a name without a letter: digits, punctuation, zero-width characters alone', () => {
    for (const name of ['12345', '...', '\u200B', '\u200B\u200C\u200D', '\uFEFF', '- 1 -'])
      expect(nameProblem(name), JSON.stringify(name)).toBe('letters');
  });

  it('refuses characters that reorder text: overrides, embeddings, isolates and marks', () => {
    for (const name of [
      'Budi \u202Eiduk',
      '\u202DBudi',
      '\u2066Budi\u2069',
      'Bu\u200Fdi',
      'Budi\u061C',
    ])
      expect(nameProblem(name), JSON.stringify(name)).toBe('direction');
  });
});
