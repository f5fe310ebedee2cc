import { describe, expect, it } from 'vitest';
import { regionSearchText } from './regionNames';

describe('regionSearchText', () => {
  it.each([
    ['Jabar', 'Jawa Barat'],
    ['jateng', 'Jawa Tengah'],
    ['JATIM', 'Jawa Timur'],
    ['DKI', 'Daerah Khusus Ibukota Jakarta'],
    ['dki  jakarta', 'Daerah Khusus Ibukota Jakarta'],
    ['DIY', 'Daerah Istimewa Yogyakarta'],
    ['Kalbar', 'Kalimantan Barat'],
    ['NTT', 'Nusa Tenggara Timur'],
  ])('reads the province %s as %s', (typed, name) => {
    expect(regionSearchText(typed)).toBe(name);
  });

  it.each([
    ['Kab. Bogor', 'Kabupaten Bogor'],
    ['kab bandung barat', 'Kabupaten bandung barat'],
    ['Kep. Seribu', 'Kepulauan Seribu'],
    ['Kec. Coblong', 'Coblong'],
    ['Kota Bandung', 'Kota Bandung'],
  ])('writes the prefix of %s out: %s', (typed, name) => {
    expect(regionSearchText(typed)).toBe(name);
  });

  it('leaves any other text as typed, trimmed', () => {
    expect(regionSearchText('  Bandung ')).toBe('Bandung');
    expect(regionSearchText('Kabupaten')).toBe('Kabupaten');
    expect(regionSearchText('')).toBe('');
  });
});
