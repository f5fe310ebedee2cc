import { describe, expect, it } from 'vitest';
import englishMessages from 'ra-language-english';
import { raIndonesian } from './ra-id';

/**
 * Keys whose Indonesian value may equal the English one.
 * - ra.boolean.null: English uses a lone em space so NullableBooleanInput shows a
 *   blank "no value" option; there is no wording to translate.
 */
export const SAME_AS_ENGLISH_ALLOWED: readonly string[] = ['ra.boolean.null'];

function flatten(value: unknown, prefix = ''): Map<string, unknown> {
  const leaves = new Map<string, unknown>();
  if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      for (const [path, leaf] of flatten(child, prefix ? `${prefix}.${key}` : key)) {
        leaves.set(path, leaf);
      }
    }
  } else {
    leaves.set(prefix, value);
  }
  return leaves;
}

function placeholders(text: string): string[] {
  return [...new Set([...text.matchAll(/%\{([^}]*)\}/g)].map((m) => m[1] ?? ''))].sort();
}

function pluralFormCount(text: string): number {
  return text.split('||||').length;
}

const english = flatten(englishMessages);
const indonesian = flatten(raIndonesian);

// Only the keys present on both sides, so one missing key doesn't cascade into every check.
const shared = [...english.keys()].filter((key) => indonesian.has(key));

function stringAt(messages: Map<string, unknown>, key: string): string {
  const value = messages.get(key);
  return typeof value === 'string' ? value : '';
}
const en = (key: string) => stringAt(english, key);
const id = (key: string) => stringAt(indonesian, key);

describe('raIndonesian (react-admin v5 messages)', () => {
  it('reads the full ra-language-english v5 key set', () => {
    expect(english.size).toBeGreaterThanOrEqual(164);
    expect([...english.keys()].every((key) => key.startsWith('ra.'))).toBe(true);
  });

  it('has every English key, as a non-empty string', () => {
    const missing = [...english.keys()].filter((key) => {
      const value = indonesian.get(key);
      return typeof value !== 'string' || value.length === 0;
    });
    expect(missing).toEqual([]);
  });

  it('has no key that English lacks', () => {
    const extra = [...indonesian.keys()].filter((key) => !english.has(key));
    expect(extra).toEqual([]);
  });

  it('leaves no value in English', () => {
    const untranslated = shared.filter(
      (key) => !SAME_AS_ENGLISH_ALLOWED.includes(key) && id(key) === en(key),
    );
    expect(untranslated).toEqual([]);
  });

  it('keeps the allow-list limited to keys that still need it', () => {
    const stale = SAME_AS_ENGLISH_ALLOWED.filter(
      (key) => !english.has(key) || indonesian.get(key) !== english.get(key),
    );
    expect(stale).toEqual([]);
  });

  it('uses exactly the English placeholders', () => {
    // Indonesian writes a column's label as it is ('menurut ID', not 'menurut iD'): react-admin
    // passes both %{field} and %{field_lower_first} to this message.
    const same = (key: string) =>
      key === 'ra.sort.sort_by'
        ? placeholders(id(key)).join() === 'field,order'
        : placeholders(id(key)).join() === placeholders(en(key)).join();
    const mismatched = shared
      .filter((key) => !same(key))
      .map(
        (key) =>
          `${key}: expected [${placeholders(en(key)).join(', ')}], got [${placeholders(id(key)).join(', ')}]`,
      );
    expect(mismatched).toEqual([]);
  });

  it('keeps the English number of |||| plural forms', () => {
    const mismatched = shared
      .filter((key) => pluralFormCount(id(key)) !== pluralFormCount(en(key)))
      .map(
        (key) =>
          `${key}: expected ${pluralFormCount(en(key))} forms, got ${pluralFormCount(id(key))}`,
      );
    expect(mismatched).toEqual([]);
  });
});
