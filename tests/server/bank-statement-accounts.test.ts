import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../server/db/batch';
import { branchBankAccounts } from '../../server/db/schema';
import { sealPersonalData } from '../../server/personal-data/convert';
import { keyIdOf, type Keyring } from '../../server/personal-data/envelope';
import { currentKeyring, installKeyring } from '../../server/personal-data/keyring';
import { adminApi, auditOf } from './support/admin';
import { createTestApp, type TestApp } from './support/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ACCOUNTS = [
  { bank: 'BCA', nomor_rekening: '8830123456', nama_pemilik: 'Siti Aminah' },
  { bank: 'Mandiri', nomor_rekening: '137-00-1234567-8', nama_pemilik: 'Koperasi Emas Bandung' },
];

describe('branch bank accounts (admin branches)', () => {
  it('are written and read beside the branch, sealed in the database, audited masked', async () => {
    const api = adminApi(t);
    const created = await api.create('branches', {
      name: 'Cabang Rekening',
      bank_accounts: ACCOUNTS,
    });
    expect(created.statusCode).toBe(201);
    const branch = created.json();
    expect(branch.bank_accounts).toEqual(ACCOUNTS);
    expect((await api.get('branches', branch.id)).json().bank_accounts).toEqual(ACCOUNTS);

    const stored = await t.db.execute(
      sql`select nomor_rekening, nama_pemilik from branch_bank_accounts where branch_id = ${branch.id}`,
    );
    const raw = JSON.stringify((stored as unknown as { rows: unknown[] }).rows);
    expect(raw).not.toContain('8830123456');
    expect(raw).not.toContain('Siti Aminah');

    // Absent keeps them; a list replaces them.
    const { id: _id, created_at: _c, bank_accounts: _b, ...fields } = branch;
    const kept = await api.update('branches', branch.id, { ...fields, city: 'Bandung' });
    expect(kept.json().bank_accounts).toEqual(ACCOUNTS);
    const replaced = await api.update('branches', branch.id, {
      ...fields,
      updated_at: kept.json().updated_at,
      bank_accounts: [ACCOUNTS[1]],
    });
    expect(replaced.json().bank_accounts).toEqual([ACCOUNTS[1]]);
    expect(await t.db.$count(branchBankAccounts, eq(branchBankAccounts.branchId, branch.id))).toBe(
      1,
    );

    const entries = await auditOf(t.db, 'branch', branch.id);
    expect(entries.at(-1)?.changes).toMatchObject({
      after: { bank_accounts: [{ bank: 'Mandiri', nomor_rekening: '…5678' }] },
    });
    expect(JSON.stringify(entries)).not.toContain('8830123456');
  });

  it('refuses a malformed account', async () => {
    const api = adminApi(t);
    for (const account of [
      { ...ACCOUNTS[0], nomor_rekening: 'abc' },
      { ...ACCOUNTS[0], bank: '' },
      { ...ACCOUNTS[0], nama_pemilik: '' },
    ]) {
      const res = await api.create('branches', {
        name: `Cabang Salah ${account.bank}`,
        bank_accounts: [account],
      });
      expect(res.statusCode).toBe(422);
    }
    const many = await api.create('branches', {
      name: 'Cabang Banyak',
      bank_accounts: Array.from({ length: 11 }, () => ACCOUNTS[0]),
    });
    expect(many.statusCode).toBe(422);
  });

  it('are re-encrypted by data:rekey under a new key', async () => {
    await adminApi(t).create('branches', { name: 'Cabang Kunci', bank_accounts: ACCOUNTS });
    const before = currentKeyring();
    const rotated: Keyring = {
      ...before,
      currentKeyId: 'bank2',
      keys: new Map([...before.keys, ['bank2', Buffer.alloc(32, 7)]]),
    };
    installKeyring(rotated);
    try {
      expect((await sealPersonalData(t.db, { rekey: true })).bankAccounts).toBeGreaterThan(0);
      const stored = rowsOf<{ nomor_rekening: string; nama_pemilik: string }>(
        await t.db.execute(sql`select nomor_rekening, nama_pemilik from branch_bank_accounts`),
      );
      expect(stored.every((r) => keyIdOf(r.nomor_rekening) === 'bank2')).toBe(true);
      expect(stored.every((r) => keyIdOf(r.nama_pemilik) === 'bank2')).toBe(true);
    } finally {
      installKeyring({ ...rotated, currentKeyId: before.currentKeyId });
      await sealPersonalData(t.db, { rekey: true });
      installKeyring(before);
    }
  });
});
