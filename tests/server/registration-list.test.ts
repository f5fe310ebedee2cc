import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { REGISTRATION_LIST_SORTS, registrationListQuery } from '../../domain/api/proofs';
import { rowsOf } from '../../server/db/batch';
import { needingProofPage } from '../../server/receipts/upload/repository';
import { createTestApp, type TestApp } from './support/app';
import { get, membersOf, newBranch, type TestBranch } from './support/proofs';
import { insertMember, insertReceipt, insertUpgrade } from './support/records';

/*
 * Issue 15, item 4: the branch's registration list is paged by the server, and the total of the
 * rows checked on any page is added up by the server, for the caller's branch only.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const LIST = '/api/user/register_aog_mog/index';
const TOTAL = '/api/user/register_aog_mog/selection_total';
const UPGRADE_TOTAL = '/api/user/upgrade_aog_mog/selection_total';

const total = (token: string, id_form: unknown, url = TOTAL) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${token}` },
    payload: { id_form },
  });

/** Seven rows a minute apart (the 7th the newest): AOG first, then six MOG. */
const sevenRows = async (branch: TestBranch) => {
  const rows = [];
  for (const [i, type] of (['AOG', 'MOG', 'MOG', 'MOG', 'MOG', 'MOG', 'MOG'] as const).entries()) {
    const at = new Date(Date.UTC(2026, 10, 17, 3, i));
    rows.push((await membersOf(t, branch, [type], at))[0]!);
  }
  return rows;
};

const ids = (res: { json(): { data: { id: number }[] } }) => res.json().data.map((r) => r.id);

describe('GET /api/user/register_aog_mog/index, paged', () => {
  it('answers one page, newest first, 5 by default, with the paged shape and only the shown columns', async () => {
    const a = await newBranch(t);
    const rows = await sevenRows(a);
    const newestFirst = rows.map((r) => r.id).reverse();

    const first = await get(t, a.token, LIST);
    expect(first.statusCode, first.body).toBe(200);
    const body = first.json();
    expect(body).toMatchObject({ current_page: 1, per_page: 5, total: 7, from: 1, last_page: 2 });
    expect(ids(first)).toEqual(newestFirst.slice(0, 5));
    // Every column the list shows (each one a sort) and the id, nothing else of the member.
    expect(Object.keys(body.data[0]).sort()).toEqual(['id', ...REGISTRATION_LIST_SORTS].sort());

    const second = await get(t, a.token, `${LIST}?page=2&per_page=5`);
    expect(second.json()).toMatchObject({ current_page: 2, total: 7, from: 6, last_page: 2 });
    expect(ids(second)).toEqual(newestFirst.slice(5));

    const past = await get(t, a.token, `${LIST}?page=3`);
    expect(past.json()).toMatchObject({ data: [], current_page: 3, total: 7, from: null });

    for (const perPage of [10, 25, 200]) {
      const res = await get(t, a.token, `${LIST}?per_page=${perPage}`);
      expect(ids(res), String(perPage)).toEqual(newestFirst);
      expect(res.json()).toMatchObject({ per_page: perPage, last_page: 1 });
    }
  });

  it('sorts by any shown column both ways, ties in id order, pages never overlapping', async () => {
    const a = await newBranch(t);
    const rows = await sevenRows(a);
    const [aog, ...mogs] = rows.map((r) => r.id);

    const desc = await get(t, a.token, `${LIST}?sort=biaya_total&order=DESC&per_page=25`);
    expect(ids(desc)).toEqual([aog, ...mogs.toReversed()]);
    const asc = await get(t, a.token, `${LIST}?sort=biaya_total&order=ASC&per_page=25`);
    expect(ids(asc)).toEqual([...mogs, aog]);

    const paged = [];
    for (const page of [1, 2, 3]) {
      paged.push(
        ...ids(await get(t, a.token, `${LIST}?sort=jenis_pendaftaran&per_page=3&page=${page}`)),
      );
    }
    expect(paged).toHaveLength(7);
    expect(new Set(paged).size).toBe(7);
    expect(paged.at(-1)).toBe(aog);
  });

  it("leaves out rows with a receipt and another branch's rows from the rows and the total", async () => {
    const a = await newBranch(t);
    const b = await newBranch(t);
    const [open] = await membersOf(t, a, ['MOG']);
    const receiptId = await insertReceipt(t.db, {
      status: '0',
      branchId: a.branchId,
      uploadedBy: a.adminId,
    });
    await insertMember(t.db, { branchId: a.branchId, createdBy: a.adminId, receiptId });
    await membersOf(t, b, ['AOG', 'MOG']);
    const res = await get(t, a.token, LIST);
    expect(res.json()).toMatchObject({ total: 1, last_page: 1 });
    expect(ids(res)).toEqual([open!.id]);
  });

  it('refuses a bad page, page size, sort or order (400/422), never a 500', async () => {
    const a = await newBranch(t);
    for (const query of [
      'page=0',
      'page=x',
      'page=1.5',
      'page=1000001',
      'per_page=0',
      'per_page=201',
      'per_page=-5',
      'sort=password',
      'sort=branch_id',
      'order=up',
      'order=ASC;drop',
    ]) {
      const res = await get(t, a.token, `${LIST}?${query}`);
      expect([400, 422], query).toContain(res.statusCode);
      expect(res.json().message, query).toEqual(expect.any(String));
    }
  });

  it('pages through the partial index in the default order: no sort, no scan of the table', async () => {
    const a = await newBranch(t);
    const page = needingProofPage(t.db, a.branchId, registrationListQuery.cast({}));
    // A test table is small enough for a scan to look cheaper; the index must still serve it.
    const plan = await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return rowsOf<Record<string, string>>(await tx.execute(sql`explain ${page}`))
        .map((row) => Object.values(row)[0])
        .join('\n');
    });
    expect(plan).toMatch(/register_aog_mog_needing_proof_idx/);
    expect(plan).not.toMatch(/Sort|Seq Scan/);
  });
});

describe('POST selection_total', () => {
  it("adds up the branch's checked rows on any page, as the upload will", async () => {
    const a = await newBranch(t);
    const rows = await sevenRows(a);
    // The AOG is on page 2, the MOG on page 1: the list holds only one of them.
    const res = await total(a.token, [rows[6]!.id, rows[0]!.id, rows[0]!.id]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      data: { id_form: [rows[0]!.id, rows[6]!.id], amount: 2_900_000 + 420_000 },
    });
  });

  it("ignores another branch's ids, unknown ids and rows taken meanwhile, never adding them", async () => {
    const a = await newBranch(t);
    const b = await newBranch(t);
    const [mine] = await membersOf(t, a, ['MOG']);
    const [theirs] = await membersOf(t, b, ['AOG']);
    const receiptId = await insertReceipt(t.db, {
      status: '0',
      branchId: a.branchId,
      uploadedBy: a.adminId,
    });
    const taken = await insertMember(t.db, {
      branchId: a.branchId,
      createdBy: a.adminId,
      type: 'AOG',
      receiptId,
    });
    const res = await total(a.token, [mine!.id, theirs!.id, taken.id, 2_000_000_000]);
    expect(res.json()).toEqual({ data: { id_form: [mine!.id], amount: 420_000 } });
    expect((await total(b.token, [mine!.id])).json()).toEqual({
      data: { id_form: [], amount: 0 },
    });
  });

  it("adds up the branch's upgrades at the upgrade path, never its registrations", async () => {
    const a = await newBranch(t);
    const b = await newBranch(t);
    const [member] = await membersOf(t, a, ['MOG']);
    const upgrade = await insertUpgrade(t.db, {
      memberId: member!.id,
      noIdLama: member!.noId,
      branchId: a.branchId,
      createdBy: a.adminId,
    });
    const res = await total(a.token, [upgrade, member!.id], UPGRADE_TOTAL);
    expect(res.json()).toEqual({ data: { id_form: [upgrade], amount: 2_655_000 } });
    expect((await total(b.token, [upgrade], UPGRADE_TOTAL)).json().data.amount).toBe(0);
  });

  it('refuses ids that are not whole positive numbers, none, or more than 200 (422)', async () => {
    const a = await newBranch(t);
    const cases: [unknown, string][] = [
      [['abc'], 'ID data calon AOG/MOG tidak valid'],
      [[1.5], 'ID data calon AOG/MOG tidak valid'],
      [[0], 'ID data calon AOG/MOG tidak valid'],
      [[-3], 'ID data calon AOG/MOG tidak valid'],
      [[], 'Foto atau Calon AOG/MOG atau Total Biaya belum diisi'],
      [undefined, 'Foto atau Calon AOG/MOG atau Total Biaya belum diisi'],
      [Array.from({ length: 201 }, (_, i) => i + 1), 'Maksimal 200 data untuk satu bukti bayar'],
    ];
    for (const [idForm, message] of cases) {
      for (const url of [TOTAL, UPGRADE_TOTAL]) {
        const res = await total(a.token, idForm, url);
        expect(res.statusCode, `${url} ${JSON.stringify(idForm)?.slice(0, 20)}`).toBe(422);
        expect(Object.values(res.json().errors ?? {}).flat()).toContain(message);
      }
    }
    for (const idForm of ['1,2', { $in: [1] }, 7, [null]]) {
      const res = await total(a.token, idForm);
      expect([400, 422], JSON.stringify(idForm)).toContain(res.statusCode);
    }
  });
});

describe('who may call them', () => {
  it('only a branch account: central staff 403, no token 401', async () => {
    const calls = [
      { method: 'GET' as const, url: LIST },
      { method: 'POST' as const, url: TOTAL, payload: { id_form: [1] } },
      { method: 'POST' as const, url: UPGRADE_TOTAL, payload: { id_form: [1] } },
    ];
    for (const call of calls) {
      for (const group of ['SBS', 'RND', 'ESS', 'CLUB'] as const) {
        expect((await t.call({ ...call, as: group })).statusCode, `${group} ${call.url}`).toBe(403);
      }
      expect((await t.call({ ...call, as: null })).statusCode, call.url).toBe(401);
      for (const branch of ['CABANG', 'CABANG2'] as const) {
        expect((await t.call({ ...call, as: branch })).statusCode, `${branch} ${call.url}`).toBe(
          200,
        );
      }
    }
  });
});
