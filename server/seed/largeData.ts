import { sql, type SQL } from 'drizzle-orm';
import {
  BANKS,
  EDUCATION,
  EMAIL_DOMAINS,
  HOUSING,
  JOBS,
  MOBILE_PREFIXES,
  PARCEL_DELIVERY,
} from './demoData';
import { NAME_POOLS } from './demoNames';
import { DEMO_BRANCHES, STREETS } from './demoPlaces';

/**
 * The demo's lists as SQL arrays for the set-based large seed: it picks from them by index
 * inside PostgreSQL instead of building a million rows in JavaScript.
 */
const unique = (values: readonly string[]): string[] => [...new Set(values)];

/** A weighted list as a plain one where each value repeats by its weight: picking uniformly keeps the mix. */
const expand = (entries: readonly (readonly [string, number])[]): string[] =>
  entries.flatMap(([value, weight]) =>
    Array.from({ length: Math.max(1, Math.round(weight)) }, () => value),
  );

const pools = Object.values(NAME_POOLS);

const villages = DEMO_BRANCHES.flatMap((branch) =>
  branch.region.districts.flatMap((district) =>
    district.villages.map((village) => ({
      province: branch.region.province,
      regency: branch.region.regency,
      district: district.name,
      village: village.name,
      postcode: village.postcode,
      nikPrefix: `${branch.region.regencyCode}${district.code}`,
    })),
  ),
);

export const LOOKUPS = {
  maleFirst: unique(pools.flatMap((p) => p.male)),
  femaleFirst: unique(pools.flatMap((p) => p.female)),
  maleLast: unique(pools.flatMap((p) => p.maleLast)),
  femaleLast: unique(pools.flatMap((p) => p.femaleLast)),
  birthPlaces: unique(pools.flatMap((p) => p.birthPlaces)),
  faiths: expand([
    ['Islam', 85],
    ['Protestan', 7],
    ['Katolik', 4],
    ['Hindu', 2],
    ['Buddha', 1.5],
    ['Lainnya', 0.5],
  ]),
  province: villages.map((v) => v.province),
  regency: villages.map((v) => v.regency),
  district: villages.map((v) => v.district),
  village: villages.map((v) => v.village),
  postcode: villages.map((v) => v.postcode),
  nikPrefix: villages.map((v) => v.nikPrefix),
  streets: [...STREETS],
  banks: expand(BANKS.map(([bank, weight]) => [bank.name, weight])),
  education: expand(EDUCATION),
  jobs: expand(JOBS),
  housing: expand(HOUSING),
  emailDomains: expand(EMAIL_DOMAINS),
  parcel: expand(PARCEL_DELIVERY),
  mobilePrefixes: [...MOBILE_PREFIXES],
  marital: expand([
    ['Menikah', 62],
    ['Belum Menikah', 30],
    ['Cerai Hidup', 5],
    ['Cerai Mati', 3],
  ]),
} satisfies Record<string, string[]>;

export type LookupName = keyof typeof LOOKUPS;

/** A PostgreSQL array literal: one parameter, however long the list. */
const arrayLiteral = (values: readonly (string | number)[]): string =>
  `{${values.map((value) => `"${String(value).replace(/["\\]/g, '\\$&')}"`).join(',')}}`;

export const textArray = (values: readonly string[]): SQL => sql`${arrayLiteral(values)}::text[]`;

export const intArray = (values: readonly number[]): SQL => sql`${arrayLiteral(values)}::int[]`;
