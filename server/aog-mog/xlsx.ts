import { once } from 'node:events';
import { PassThrough, type Readable, type Writable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import ExcelJS from 'exceljs';
import { appMessages } from '../../i18n/app-id';
import { prosesOf, type FullReportRow } from './repository';

const R = appMessages.aogMogReport;
const JAKARTA_OFFSET_MS = 7 * 3_600_000;
const DATE_TIME = 'dd/mm/yyyy hh:mm';
const RUPIAH = '"Rp" #,##0';
/**
 * Rows written between two turns of the event loop, and in one piece of XML: a whole batch at
 * once would keep the worker from answering for longer (the next batch's request, the client's
 * backpressure, a cancelled download).
 */
const ROWS_PER_TURN = 200;

/**
 * The sheet's XML waiting to be compressed before more rows are written. exceljs hands its
 * streaming sheet to the zip without backpressure (its StreamBuf ignores `write`'s answer), and
 * rows are written faster than they are deflated. Every byte waiting is a Buffer outside V8's
 * heap that lives long enough to reach the old generation and stays until a full collection:
 * with 4 MB waiting, the 30-day export at a million members held 50–60 MB of such Buffers (peak
 * RSS 228–240 MB); with 512 KB (about three turns' rows), 6 MB (178 MB), in the same time.
 */
const MAX_PENDING_XML = 512 * 1024;

/**
 * What the download may hold before the rows wait for the client: a batch's worth of
 * compressed sheet, so the wait after each batch is rare and the socket gets large writes
 * (with the stream's default 16 KB, the export spent 0.4 s in small socket writes).
 */
const DOWNLOAD_BUFFER = 1_048_576;

/**
 * Excel has no time zones: a cell shows the instant's UTC wall clock. The report is read in
 * Jakarta, so each instant is moved by WIB's fixed +7 hours (Indonesia keeps no summer time).
 */
const jakartaWallClock = (at: Date | null): Date | null =>
  at && new Date(at.getTime() + JAKARTA_OFFSET_MS);

interface Column {
  header: string;
  width: number;
  numFmt?: string;
  value: (row: FullReportRow) => string | number | Date | null;
}

/** The list's columns first, in its order, then contact, address, referrer and fee. */
export const REPORT_COLUMNS: readonly Column[] = [
  {
    header: R.columns.registered,
    width: 18,
    numFmt: DATE_TIME,
    value: (r) => jakartaWallClock(r.createdAt),
  },
  {
    header: R.columns.upgraded,
    width: 18,
    numFmt: DATE_TIME,
    value: (r) => jakartaWallClock(r.tanggalUpgrade),
  },
  { header: R.columns.name, width: 30, value: (r) => r.namaLengkap },
  { header: R.columns.type, width: 10, value: (r) => r.jenisPendaftaran },
  { header: R.columns.proses, width: 22, value: (r) => R.proses[prosesOf(r)] },
  { header: R.columns.ppa, width: 8, value: (r) => r.privateClass },
  { header: R.columns.branch, width: 28, value: (r) => r.cabangPembina },
  { header: R.columns.referrer, width: 28, value: (r) => r.namaPereferal },
  { header: 'No ID', width: 14, value: (r) => r.noId },
  { header: 'Email', width: 28, value: (r) => r.email },
  { header: 'No WhatsApp', width: 16, value: (r) => r.noWa },
  { header: 'Alamat Domisili', width: 36, value: (r) => r.alamatDomisili },
  { header: 'Kelurahan', width: 20, value: (r) => r.kelurahanDomisili },
  { header: 'Kecamatan', width: 20, value: (r) => r.kecamatanDomisili },
  { header: 'Kota', width: 24, value: (r) => r.kotaDomisili },
  { header: 'Provinsi', width: 20, value: (r) => r.provinsiDomisili },
  { header: 'Kode Pos', width: 10, value: (r) => r.kodePosDomisili },
  { header: 'No ID Pereferal', width: 16, value: (r) => r.noIdPereferal },
  { header: 'Status Pereferal', width: 14, value: (r) => r.statusPereferal },
  { header: 'No WhatsApp Pereferal', width: 18, value: (r) => r.noWaPereferal },
  { header: 'Total Biaya', width: 16, numFmt: RUPIAH, value: (r) => r.biayaTotal },
];

const XML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };
/** What text content must escape, and what XML 1.0 cannot hold at all (dropped, as exceljs does). */
// eslint-disable-next-line no-control-regex -- dropping them is the point
const XML_UNSAFE = /[&<>\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;
const xmlText = (text: string) => text.replace(XML_UNSAFE, (c) => XML_ENTITIES[c] ?? '');

/** Excel's serial day number of an instant (the 1900 date system, as exceljs writes it). */
const excelSerial = (at: Date) => 25569 + at.getTime() / 86_400_000;

/** Where a column's cells go and the ` s="…"` that gives them its number format. */
interface CellFormat {
  letter: string;
  style: string;
}

/**
 * One member's row as the sheet's XML. exceljs builds a Row, a Cell and an XML writer per cell
 * and joins the pieces (about 2 s of a 30-day export at a million members); this writes the
 * cells themselves: dates and money as numbers in their column's format, text as inline strings,
 * empty cells left out.
 */
const rowXml = (row: FullReportRow, number: number, cells: readonly CellFormat[]): string => {
  let xml = `<row r="${number}">`;
  REPORT_COLUMNS.forEach((column, i) => {
    const value = column.value(row);
    if (value === null) return;
    const { letter, style } = cells[i]!;
    const at = `${letter}${number}`;
    if (typeof value === 'string') {
      // Excel trims text at its ends unless told to keep the spaces.
      const keep = value.charCodeAt(0) <= 32 || value.charCodeAt(value.length - 1) <= 32;
      xml += `<c r="${at}"${style} t="inlineStr"><is><t${keep ? ' xml:space="preserve"' : ''}>${xmlText(value)}</t></is></c>`;
    } else {
      xml += `<c r="${at}"${style}><v>${typeof value === 'number' ? value : excelSerial(value)}</v></c>`;
    }
  });
  return xml + '</row>';
};

/**
 * What the rows need of exceljs past its API, once the header row has opened `<sheetData>`: the
 * sheet's XML stream, the zip's input behind it (archiver wraps exceljs's StreamBuf in a
 * PassThrough of readable-stream 2, whose state has no public `writableLength`) and the style
 * table's id of a number format.
 */
const internalsOf = (workbook: ExcelJS.stream.xlsx.WorkbookWriter, sheet: ExcelJS.Worksheet) => {
  const { stream } = sheet as unknown as {
    stream?: { write?(xml: string): void; pipes?: Writable[] };
  };
  const { styles } = workbook as unknown as {
    styles?: { addStyleModel?(style: object, type: number): number };
  };
  const zipInput = stream?.pipes?.[0];
  const state = (zipInput as unknown as { _writableState?: { length?: number } })?._writableState;
  if (!stream?.write || !zipInput || typeof state?.length !== 'number' || !styles?.addStyleModel) {
    throw new Error('exceljs no longer writes sheets as expected: check internalsOf');
  }
  return {
    writeXml: (xml: string) => stream.write!(xml),
    zipInput,
    zipPending: () => state.length!,
    styleId: (numFmt: string) => styles.addStyleModel!({ numFmt }, ExcelJS.ValueType.Number),
  };
};

/**
 * Writes the report as an .xlsx stream: rows are committed as each batch arrives, so memory
 * holds one batch, not the workbook. A failure mid-way destroys the stream (the download
 * breaks rather than ending as a short but valid-looking file).
 */
export const streamReportXlsx = (batches: AsyncIterable<FullReportRow[]>): Readable => {
  const out = new PassThrough({ highWaterMark: DOWNLOAD_BUFFER });
  // A download that goes away ends the waits below; the rows stop being read.
  const gone = new AbortController();
  out.once('close', () => gone.abort());
  const write = async () => {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
    const sheet = workbook.addWorksheet(R.title, {
      views: [{ state: 'frozen', ySplit: 1 }],
    });
    sheet.columns = REPORT_COLUMNS.map((c, i) => ({
      header: c.header,
      key: String(i),
      width: c.width,
    }));
    sheet.getRow(1).font = { bold: true };
    sheet.autoFilter = {
      from: { row: 1, column: 1 },
      to: { row: 1, column: REPORT_COLUMNS.length },
    };
    sheet.getRow(1).commit();
    const { writeXml, zipInput, zipPending, styleId } = internalsOf(workbook, sheet);
    const cells = REPORT_COLUMNS.map((c, i): CellFormat => ({
      letter: sheet.getColumn(i + 1).letter,
      style: c.numFmt ? ` s="${styleId(c.numFmt)}"` : '',
    }));
    let number = 1;
    for await (const batch of batches) {
      for (let from = 0; from < batch.length; from += ROWS_PER_TURN) {
        const rows = batch.slice(from, from + ROWS_PER_TURN);
        writeXml(rows.map((row) => rowXml(row, ++number, cells)).join(''));
        await nextTurn();
        gone.signal.throwIfAborted();
        if (zipPending() > MAX_PENDING_XML) {
          await once(zipInput, 'drain', { signal: gone.signal });
        }
      }
      // Reading waits for a slow download instead of piling the file up in memory.
      if (out.writableNeedDrain) await once(out, 'drain', { signal: gone.signal });
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => out.destroy(error as Error));
  return out;
};
