import { describe, expect, it } from 'vitest';
import { dispositionName } from './httpClient';

describe('dispositionName', () => {
  it('reads the quoted, the bare and the RFC 5987 name, the encoded one first', () => {
    expect(dispositionName('attachment; filename="KW-2026-000123.pdf"')).toBe('KW-2026-000123.pdf');
    expect(dispositionName('attachment; filename=KW-2026-000123.pdf')).toBe('KW-2026-000123.pdf');
    expect(
      dispositionName(`attachment; filename="kw.pdf"; filename*=UTF-8''Kuitansi%20KW-1.pdf`),
    ).toBe('Kuitansi KW-1.pdf');
    expect(dispositionName('attachment; filename="a \\"b\\".pdf"')).toBe('a "b".pdf');
  });

  it('has none without a header or a name, and falls back from a malformed encoding', () => {
    expect(dispositionName(null)).toBeNull();
    expect(dispositionName('attachment')).toBeNull();
    expect(dispositionName(`attachment; filename*=UTF-8''%E0%A4%A; filename="kw.pdf"`)).toBe(
      'kw.pdf',
    );
  });
});
