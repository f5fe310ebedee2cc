import { describe, expect, it } from 'vitest';
import { layoutKey, parseAmount, parseDay, readStatement, recogniseHeader } from './bankStatement';

describe('parseAmount', () => {
  it.each([
    ['3.650.000,00', 3_650_000],
    ['3650000.00', 3_650_000],
    ['3,650,000.00', 3_650_000],
    ['Rp 3.650.000', 3_650_000],
    ['1.500.000,00 CR', 1_500_000],
    ['750000', 750_000],
    ['', 0],
    ['-', 0],
  ])('reads %s', (text, value) => expect(parseAmount(text)).toBe(value));

  it.each(['3.650.000,50', 'abc', '3.65.000', '1,2,3', '12.34.567,00'])('refuses %s', (text) =>
    expect(parseAmount(text)).toBeNull(),
  );
});

describe('parseDay', () => {
  it.each([
    ['18/11/2026', '2026-11-18'],
    ['8/1/2026', '2026-01-08'],
    ['18-11-2026', '2026-11-18'],
    ['2026-11-18', '2026-11-18'],
    ['2026-11-18 10:22:01', '2026-11-18'],
  ])('reads %s', (text, day) => expect(parseDay(text)).toBe(day));

  it.each(['31/02/2026', '11/18/2026x', '2026/11/18', 'kemarin', ''])('refuses %s', (text) =>
    expect(parseDay(text)).toBeNull(),
  );
});

describe('recogniseHeader', () => {
  it('knows Indonesian and English headers, whatever the case', () => {
    expect(recogniseHeader(['Tanggal', 'Keterangan', 'Debet', 'Kredit', 'Saldo'])).toEqual({
      tanggal: 'Tanggal',
      keterangan: 'Keterangan',
      kredit: 'Kredit',
      debit: 'Debet',
    });
    expect(recogniseHeader(['DATE', 'Description', 'Amount'])).toEqual({
      tanggal: 'DATE',
      keterangan: 'Description',
      kredit: 'Amount',
    });
  });

  it('answers null for a layout it does not know', () =>
    expect(recogniseHeader(['Tgl. Valuta', 'Berita', 'Nominal'])).toBeNull());

  it('keys a layout by its normalised header', () =>
    expect(layoutKey([' Tgl  Valuta ', 'BERITA:'])).toBe(layoutKey(['tgl valuta', 'Berita'])));
});

describe('readStatement', () => {
  const header = ['Tanggal', 'Keterangan', 'Debet', 'Kredit'];
  const mapping = recogniseHeader(header)!;

  it('keeps credits, counts debits, numbers repeated lines and skips blank rows', () => {
    const read = readStatement(
      header,
      [
        ['18/11/2026', 'TRF BUDI', '', '3.650.000,00'],
        ['18/11/2026', 'BIAYA ADM', '5.000,00', ''],
        ['', '', '', ''],
        ['18/11/2026', 'TRF  BUDI', '', '3.650.000,00'],
      ],
      mapping,
    );
    expect(read).toEqual({
      ok: true,
      debits: 1,
      lines: [
        { tanggal: '2026-11-18', keterangan: 'TRF BUDI', kredit: 3_650_000, occurrence: 0 },
        { tanggal: '2026-11-18', keterangan: 'TRF BUDI', kredit: 3_650_000, occurrence: 1 },
      ],
    });
  });

  it('treats a negative or DB amount in one amount column as a debit', () => {
    const read = readStatement(
      ['Date', 'Description', 'Amount'],
      [
        ['2026-11-18', 'OUT', '-150000.00'],
        ['2026-11-18', 'OUT', '150,000.00 DB'],
        ['2026-11-18', 'IN', '150,000.00 CR'],
      ],
      { tanggal: 'Date', keterangan: 'Description', kredit: 'Amount' },
    );
    expect(read).toMatchObject({ ok: true, debits: 2, lines: [{ kredit: 150_000 }] });
  });

  it('names the first bad row as a spreadsheet numbers it', () => {
    expect(
      readStatement(
        header,
        [
          ['18/11/2026', 'A', '', '1'],
          ['32/11/2026', 'B', '', '2'],
        ],
        mapping,
      ),
    ).toEqual({ ok: false, error: { row: 3, problem: 'date', value: '32/11/2026' } });
    expect(readStatement(header, [['18/11/2026', 'A', '', 'sejuta']], mapping)).toMatchObject({
      ok: false,
      error: { row: 2, problem: 'amount' },
    });
    expect(readStatement(header, [['18/11/2026', ' ', '', '1']], mapping)).toMatchObject({
      ok: false,
      error: { problem: 'description' },
    });
  });
});
