import { parseString } from '@fast-csv/parse';
import ExcelJS from 'exceljs';

/**
 * A statement file as rows of cell texts, whatever internet banking exported: CSV (comma,
 * semicolon or tab separated, UTF-8) or an xlsx workbook's first sheet. Null for anything
 * else (an old .xls, a PDF, a picture) or a file that does not read as either.
 */
export const readCells = async (data: Buffer): Promise<string[][] | null> => {
  if (data.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))) return readXlsx(data);
  if (data.includes(0)) return null;
  return readCsv(data.toString('utf8').replace(/^\uFEFF/, ''));
};

/** The separator of the first lines: the one of comma, semicolon and tab they use most. */
const separatorOf = (text: string): string => {
  const head = text.split(/\r?\n/, 10).join('\n');
  const counts = [',', ';', '\t'].map((s) => [s, head.split(s).length] as const);
  return counts.reduce((best, next) => (next[1] > best[1] ? next : best))[0];
};

const readCsv = (text: string): Promise<string[][] | null> =>
  new Promise((resolve) => {
    const rows: string[][] = [];
    parseString<string[], string[]>(text, { delimiter: separatorOf(text) })
      .on('error', () => resolve(null))
      .on('data', (row: string[]) => rows.push(row))
      .on('end', () => resolve(rows));
  });

/** A cell as the bank wrote it: a day as `YYYY-MM-DD`, a number in plain digits. */
const cellText = (value: ExcelJS.CellValue): string => {
  if (value === null || value === undefined) return '';
  // Excel days carry no zone: exceljs gives midnight UTC of the day written.
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('text' in value) return String(value.text);
    return '';
  }
  return String(value);
};

const readXlsx = async (data: Buffer): Promise<string[][] | null> => {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(data as unknown as ArrayBuffer);
  } catch {
    return null;
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return null;
  const rows: string[][] = [];
  for (let number = 1; number <= sheet.rowCount; number += 1) {
    const row = sheet.getRow(number);
    const cells: string[] = [];
    for (let column = 1; column <= row.cellCount; column += 1) {
      cells.push(cellText(row.getCell(column).value));
    }
    rows.push(cells);
  }
  return rows;
};
