import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/app';
import { insertGeneratedId } from './support/records';

const CENTRAL = '/api/user/register_aog_mog/generate-id/request';
const BRANCH = `${CENTRAL}/branch`;

let t: TestApp;
/** Branch A: 2 available + 1 taken MOG, 1 available AOG. Branch B: 1 available + 1 taken MOG. */
const made = {
  aFree: [] as string[],
  aTaken: '',
  aAog: '',
  bFree: '',
  bTaken: '',
  none: [] as string[],
};

beforeAll(async () => {
  t = await createTestApp();
  const { branchA, branchB } = t.world;
  made.none.push(await insertGeneratedId(t.db, 'mog', null));
  made.aFree.push(await insertGeneratedId(t.db, 'mog', branchA));
  made.aTaken = await insertGeneratedId(t.db, 'mog', branchA, true);
  made.bFree = await insertGeneratedId(t.db, 'mog', branchB);
  made.aFree.push(await insertGeneratedId(t.db, 'mog', branchA));
  made.bTaken = await insertGeneratedId(t.db, 'mog', branchB, true);
  made.aAog = await insertGeneratedId(t.db, 'aog', branchA);
  made.none.push(await insertGeneratedId(t.db, 'aog', null));
});
afterAll(() => t.close());

const get = async (url: string, as: 'SBS' | 'ESS' | 'CABANG' | 'CABANG2' = 'SBS') => {
  const res = await t.call({ method: 'GET', url, as });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    data: { generate_id: string; status: number; type: string; branch: { name: string } | null }[];
    last_page: number;
    total_item: number;
  };
};
const idsOf = (body: { data: { generate_id: string }[] }) => body.data.map((r) => r.generate_id);

describe('GET generate-id/request (central)', () => {
  it('lists every ID ascending, 50 a page: unassigned available, assigned used', async () => {
    const body = await get(CENTRAL);
    expect(body.total_item).toBe(8);
    expect(body.last_page).toBe(1);
    expect(idsOf(body)).toEqual([...idsOf(body)].sort());
    expect(idsOf(body)[0]).toBe(made.aAog);
    const none = body.data.find((r) => r.generate_id === made.none[0]);
    expect(none).toMatchObject({ status: 0, branch: null, type: 'mog' });
    const assigned = body.data.find((r) => r.generate_id === made.bFree);
    expect(assigned).toMatchObject({ status: 1, branch: { name: 'Cabang Uji Bandung' } });
  });

  it('filters by type, status, branch and keyword, sorts and pages', async () => {
    expect((await get(`${CENTRAL}?type=aog`)).total_item).toBe(2);
    expect(idsOf(await get(`${CENTRAL}?status=0`)).sort()).toEqual([...made.none].sort());
    expect((await get(`${CENTRAL}?status=1&type=mog`)).total_item).toBe(5);
    const a = await get(`${CENTRAL}?id_branch=${t.world.branchA}`);
    expect(idsOf(a).sort()).toEqual([...made.aFree, made.aTaken, made.aAog].sort());
    expect(idsOf(await get(`${CENTRAL}?keyword=${made.bTaken.slice(-4)}`))).toEqual([made.bTaken]);
    expect(idsOf(await get(`${CENTRAL}?keyword=${made.bTaken.toLowerCase()}`))).toEqual([
      made.bTaken,
    ]);
    expect((await get(`${CENTRAL}?keyword=%25`)).total_item).toBe(0);
    expect((await get(`${CENTRAL}?keyword=_`)).total_item).toBe(0);
    // A page past the end has no row to carry the total: it is read on its own.
    const past = await get(`${CENTRAL}?page=9&type=mog`);
    expect(past).toMatchObject({ data: [], total_item: 6, last_page: 1 });
    const pastKeyword = await get(`${CENTRAL}?page=9&keyword=${made.bTaken.slice(-4)}`);
    expect(pastKeyword).toMatchObject({ data: [], total_item: 1 });

    const desc = await get(`${CENTRAL}?order_type=desc&order_column=generate_id&page_size=3`);
    expect(desc.last_page).toBe(3);
    expect(desc.total_item).toBe(8);
    expect(idsOf(desc)).toHaveLength(3);
    expect(idsOf(desc)).toEqual([...idsOf(desc)].sort().reverse());
    const page3 = await get(`${CENTRAL}?order_type=desc&page_size=3&page=3`);
    expect(idsOf(page3)).toHaveLength(2);
    expect(idsOf(page3).at(-1)).toBe(made.aAog);
    expect((await get(`${CENTRAL}?page=9`)).data).toEqual([]);
  });

  it('takes empty parameters as "not chosen": every ID, in the default order and page size', async () => {
    expect(
      (await get(`${CENTRAL}?type=&status=&id_branch=&keyword=&page=1&page_size=50`)).total_item,
    ).toBe(8);
    const blank = await get(
      `${CENTRAL}?type=&status=&id_branch=&keyword=&page=&page_size=&order_type=&order_column=`,
    );
    expect(blank).toEqual(await get(CENTRAL));
    expect(idsOf(blank)).toEqual([...idsOf(blank)].sort());
    expect(blank.total_item).toBe(8);
  });

  it('takes the status as 0/1 or as the entity says it, available/used', async () => {
    for (const [word, code] of [
      ['available', '0'],
      ['used', '1'],
      ['Available', '0'],
      ['USED', '1'],
    ]) {
      expect(idsOf(await get(`${CENTRAL}?status=${word}`)), word).toEqual(
        idsOf(await get(`${CENTRAL}?status=${code}`)),
      );
    }
    const used = await get(`${CENTRAL}?status=used`);
    expect(used.total_item).toBe(6);
    // Answers keep the number.
    expect(used.data.every((row) => row.status === 1)).toBe(true);
  });

  it.each([
    'type=xyz',
    'status=2',
    'status=tersedia',
    'status=toString',
    'page=0',
    'page=abc',
    'page_size=0',
    'page_size=1001',
    'order_type=up',
    'order_column=branch_id',
    'id_branch=abc',
    'id_branch=99999999999',
    `keyword=${'x'.repeat(51)}`,
  ])('refuses %s with 422', async (query) => {
    const res = await t.call({ method: 'GET', url: `${CENTRAL}?${query}`, as: 'SBS' });
    expect(res.statusCode, res.body).toBe(422);
  });

  it('is for SBS and ESS only', async () => {
    expect((await get(CENTRAL, 'ESS')).total_item).toBe(8);
    for (const as of ['CABANG', 'CABANG2', 'RND', 'CLUB'] as const) {
      expect((await t.call({ method: 'GET', url: CENTRAL, as })).statusCode, as).toBe(403);
    }
  });
});

describe('GET generate-id/request/branch (/id-aog-mog)', () => {
  it("lists only the caller's branch's IDs, newest first: taken = used", async () => {
    const body = await get(BRANCH, 'CABANG');
    expect(idsOf(body)).toEqual(
      [made.aAog, made.aFree[1], made.aTaken, made.aFree[0]].sort().reverse(),
    );
    expect(body.total_item).toBe(4);
    for (const row of body.data) {
      expect(row.branch).toMatchObject({ name: 'Cabang Uji Jakarta' });
      expect(row.status).toBe(row.generate_id === made.aTaken ? 1 : 0);
    }
    const other = await get(BRANCH, 'CABANG2');
    expect(idsOf(other).sort()).toEqual([made.bFree, made.bTaken].sort());
  });

  it("never shows another branch's IDs, whatever the query asks", async () => {
    const body = await get(
      `${BRANCH}?id_branch=${t.world.branchB}&branch_id=${t.world.branchB}&keyword=${made.bFree}`,
      'CABANG',
    );
    expect(body.data).toEqual([]);
    expect(body.total_item).toBe(0);
  });

  it('filters by type, status and keyword, 20 a page', async () => {
    expect(idsOf(await get(`${BRANCH}?status=1`, 'CABANG'))).toEqual([made.aTaken]);
    expect(idsOf(await get(`${BRANCH}?status=0&type=mog`, 'CABANG')).sort()).toEqual(
      [...made.aFree].sort(),
    );
    expect(idsOf(await get(`${BRANCH}?type=aog`, 'CABANG'))).toEqual([made.aAog]);
    expect(idsOf(await get(`${BRANCH}?keyword=${made.aTaken.slice(-3)}`, 'CABANG'))).toEqual([
      made.aTaken,
    ]);
    const asc = await get(`${BRANCH}?order_type=asc&page_size=2&page=2`, 'CABANG');
    expect(asc.last_page).toBe(2);
    expect(idsOf(asc)).toEqual([made.aFree[1], made.aTaken].sort());
    expect(idsOf(await get(`${BRANCH}?status=used`, 'CABANG'))).toEqual([made.aTaken]);
  });

  it('takes empty parameters as "not chosen": newest first, 20 a page', async () => {
    const blank = await get(
      `${BRANCH}?type=&status=&keyword=&page=&page_size=&order_type=&order_column=`,
      'CABANG',
    );
    expect(blank).toEqual(await get(BRANCH, 'CABANG'));
    expect(idsOf(blank)).toEqual([...idsOf(blank)].sort().reverse());
  });

  it('is for branch accounts only', async () => {
    for (const as of ['SBS', 'RND', 'ESS', 'CLUB'] as const) {
      expect((await t.call({ method: 'GET', url: BRANCH, as })).statusCode, as).toBe(403);
    }
    expect((await t.call({ method: 'GET', url: BRANCH, as: null })).statusCode).toBe(401);
    const bad = await t.call({ method: 'GET', url: `${BRANCH}?status=9`, as: 'CABANG' });
    expect(bad.statusCode).toBe(422);
  });
});
