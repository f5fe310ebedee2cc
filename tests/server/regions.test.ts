import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../server/db/batch';
import { resetDatabase } from '../../server/seed/reset';
import { ensureRegions } from '../../server/regions/load';
import { countRegions } from '../../server/regions/repository';
import { regionSearchQuery } from '../../server/regions/repository';
import { createTestApp, type TestApp } from './support/app';

let t: TestApp;
let loaded: boolean;
beforeAll(async () => {
  t = await createTestApp();
  loaded = await ensureRegions(t.db);
});
afterAll(() => t.close());

const FULL = { provinces: 38, regencies: 514, districts: 7285, villages: 83762 };

/** A public look-up, without a token. */
const search = async (url: string) => {
  const res = await t.call({ method: 'GET', url, as: null });
  return { status: res.statusCode, body: res.json() };
};
const names = async (url: string): Promise<string[]> => {
  const { status, body } = await search(url);
  expect(status, url).toBe(200);
  return (body.data as { name: string }[]).map((r) => r.name);
};

describe('region data', () => {
  it('loads every area of idn-area-data 4.0.1 into empty tables, once', async () => {
    expect(loaded).toBe(true);
    expect(await countRegions(t.db)).toEqual(FULL);
    expect(await ensureRegions(t.db)).toBe(false);
    expect(await countRegions(t.db)).toEqual(FULL);
  });

  it('keeps names with commas and quotes whole', async () => {
    expect(
      await names('/api/general/villages/search?id_district=12.07.28&kata_kunci=pakam'),
    ).toContain('Lubuk Pakam I,II');
  });
});

describe('GET /api/general/*/search', () => {
  it('finds provinces by part of the name, case-insensitively, without a token', async () => {
    expect(await names('/api/general/provinces/search?kata_kunci=JAWA')).toEqual([
      'Jawa Barat',
      'Jawa Tengah',
      'Jawa Timur',
    ]);
    const { body } = await search('/api/general/provinces/search?kata_kunci=jawa%20barat');
    expect(body).toEqual({ data: [{ id: '32', name: 'Jawa Barat' }] });
    expect(await names('/api/general/provinces/search')).toHaveLength(38);
  });

  it("knows the provinces' abbreviations and the shortened 'Kab.'", async () => {
    expect(await names('/api/general/provinces/search?kata_kunci=Jabar')).toEqual(['Jawa Barat']);
    expect(await names('/api/general/provinces/search?kata_kunci=dki')).toEqual([
      'Daerah Khusus Ibukota Jakarta',
    ]);
    expect(await names('/api/general/provinces/search?kata_kunci=DIY')).toEqual([
      'Daerah Istimewa Yogyakarta',
    ]);
    expect(
      await names('/api/general/regencies/search?id_province=32&kata_kunci=Kab.%20Bogor'),
    ).toEqual(['Kabupaten Bogor']);
  });

  it('cascades: regencies of a province, districts of a regency, villages of a district', async () => {
    expect(await names('/api/general/regencies/search?id_province=32&kata_kunci=bandung')).toEqual([
      'Kabupaten Bandung',
      'Kabupaten Bandung Barat',
      'Kota Bandung',
    ]);
    // Another province's regencies are not offered under Jawa Barat.
    expect(await names('/api/general/regencies/search?id_province=32&kata_kunci=surabaya')).toEqual(
      [],
    );
    expect(await names('/api/general/districts/search?id_regencies=32.73&kata_kunci=cob')).toEqual([
      'Coblong',
    ]);
    const { body } = await search(
      '/api/general/villages/search?id_district=32.73.02&kata_kunci=dago',
    );
    expect(body).toEqual({ data: [{ id: '32.73.02.1004', name: 'Dago' }] });
    // 'Dago' exists in another district too; only Coblong's is offered.
    expect(await names('/api/general/villages/search?kata_kunci=dago')).toContain('Dagokebo');
  });

  it('lists all children of a parent alphabetically when nothing is typed', async () => {
    const districts = await names('/api/general/districts/search?id_regencies=32.73');
    expect(districts).toHaveLength(30);
    expect(districts).toEqual([...districts].sort((a, b) => a.localeCompare(b, 'en')));
    // The largest district (108 villages) fits in one answer.
    expect(await names('/api/general/villages/search?id_district=95.06.03')).toHaveLength(108);
  });

  it('ranks the name itself, then names starting with the keyword; without a parent no others', async () => {
    const list = await names('/api/general/villages/search?kata_kunci=dago');
    // Without a district only names starting with it (issue 15: an index, not a scan).
    expect(list).toEqual(['Dago', 'Dago', 'Dagokebo', 'Dagouto']);
    const inDistrict = await names(
      '/api/general/districts/search?id_regencies=32.73&kata_kunci=ong',
    );
    // Within a parent the keyword is still found anywhere in the name.
    expect(inDistrict).toContain('Coblong');
  });

  it('caps an answer at 200 rows, or at the limit asked for', async () => {
    expect(await names('/api/general/villages/search?kata_kunci=a')).toHaveLength(200);
    expect(await names('/api/general/villages/search?kata_kunci=a&limit=5')).toHaveLength(5);
    for (const limit of ['0', '201', 'x']) {
      const { status, body } = await search(`/api/general/villages/search?limit=${limit}`);
      expect(status, limit).toBe(422);
      expect(body.errors.limit).toEqual(['Batas jumlah data harus antara 1 dan 200']);
    }
  });

  it('takes % and _ literally and refuses a malformed parent code', async () => {
    expect(await names('/api/general/provinces/search?kata_kunci=%25')).toEqual([]);
    expect(await names('/api/general/provinces/search?kata_kunci=_')).toEqual([]);
    const { status, body } = await search("/api/general/villages/search?id_district=1'%20or%201=1");
    expect(status).toBe(422);
    expect(body.errors.id_district).toEqual(['Kode wilayah tidak valid']);
  });

  it('searches villages through the district index, not a scan of 83,762 rows', async () => {
    const query = regionSearchQuery(t.db, 'villages', {
      keyword: 'sari',
      parentId: '32.73.02',
      limit: 200,
    });
    const plan = rowsOf<Record<string, string>>(await t.db.execute(sql`explain ${query}`))
      .map((row) => Object.values(row)[0])
      .join('\n');
    expect(plan).toMatch(/villages_district_idx/);
    expect(plan).not.toMatch(/Seq Scan on villages/);
  });
});

it('searches villages without a district through the name prefix index, not a scan', async () => {
  const query = regionSearchQuery(t.db, 'villages', { keyword: 'sari', limit: 200 });
  const plan = rowsOf<Record<string, string>>(await t.db.execute(sql`explain ${query}`))
    .map((row) => Object.values(row)[0])
    .join('\n');
  expect(plan).toMatch(/villages_name_prefix_idx/);
  expect(plan).not.toMatch(/Seq Scan on villages/);
});

describe('after db:seed --reset', () => {
  it('loads the regions again into the emptied tables', async () => {
    await resetDatabase(t.db);
    expect((await countRegions(t.db)).villages).toBe(0);
    expect(await ensureRegions(t.db)).toBe(true);
    expect(await countRegions(t.db)).toEqual(FULL);
  });
});
