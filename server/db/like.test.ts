import { describe, expect, it } from 'vitest';
import { prefixEnd } from './like';

describe('prefixEnd', () => {
  it('raises the last character by one code point', () => {
    expect(prefixEnd('sit')).toBe('siu');
    expect(prefixEnd('aog0001')).toBe('aog0002');
    expect(prefixEnd('a%')).toBe('a&');
    expect(prefixEnd('jos\u00e9')).toBe('jos\u00e9'.slice(0, 3) + '\u00ea');
    expect(prefixEnd('a\u{1f600}')).toBe('a\u{1f601}');
  });

  it('has no end for nothing, the top of Unicode or next to the surrogates', () => {
    expect(prefixEnd('')).toBeNull();
    expect(prefixEnd('a\u{10ffff}')).toBeNull();
    expect(prefixEnd('a\ud7ff')).toBeNull();
    expect(prefixEnd('a\ud800')).toBeNull();
  });
});
