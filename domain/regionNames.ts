/**
 * What people type for a region and the names the region data uses: the provinces'
 * abbreviations (Jabar, DKI, DIY…) and the shortened prefixes (Kab., Kep.). A search for the
 * short form looks for the full one; anything else is searched as typed.
 */
const PROVINCES: Record<string, string> = {
  dki: 'Daerah Khusus Ibukota Jakarta',
  'dki jakarta': 'Daerah Khusus Ibukota Jakarta',
  diy: 'Daerah Istimewa Yogyakarta',
  jogja: 'Yogyakarta',
  jogjakarta: 'Yogyakarta',
  nad: 'Aceh',
  sumut: 'Sumatera Utara',
  sumbar: 'Sumatera Barat',
  sumsel: 'Sumatera Selatan',
  babel: 'Kepulauan Bangka Belitung',
  kepri: 'Kepulauan Riau',
  jabar: 'Jawa Barat',
  jateng: 'Jawa Tengah',
  jatim: 'Jawa Timur',
  ntb: 'Nusa Tenggara Barat',
  ntt: 'Nusa Tenggara Timur',
  kalbar: 'Kalimantan Barat',
  kalteng: 'Kalimantan Tengah',
  kalsel: 'Kalimantan Selatan',
  kaltim: 'Kalimantan Timur',
  kaltara: 'Kalimantan Utara',
  sulut: 'Sulawesi Utara',
  sulteng: 'Sulawesi Tengah',
  sulsel: 'Sulawesi Selatan',
  sultra: 'Sulawesi Tenggara',
  sulbar: 'Sulawesi Barat',
  malut: 'Maluku Utara',
  pabar: 'Papua Barat',
};

const PREFIXES: [RegExp, string][] = [
  [/^kab\.?\s+/i, 'Kabupaten '],
  [/^kep\.?\s+/i, 'Kepulauan '],
  [/^kec\.?\s+/i, ''],
  [/^kel\.?\s+/i, ''],
];

/** The search text for what was typed: 'Jabar' → 'Jawa Barat', 'Kab. Bogor' → 'Kabupaten Bogor'. */
export const regionSearchText = (typed: string): string => {
  const text = typed.trim().replace(/\s+/g, ' ');
  const province = PROVINCES[text.toLowerCase()];
  if (province) return province;
  for (const [prefix, full] of PREFIXES) {
    if (prefix.test(text)) return text.replace(prefix, full);
  }
  return text;
};
