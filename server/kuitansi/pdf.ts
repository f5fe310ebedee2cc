import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { formatDate } from '../../domain/dates';
import { amountInWords, type KuitansiSnapshot } from '../../domain/kuitansi';
import { formatRupiah } from '../../domain/money';
import { kuitansiDocumentMessages as T } from '../../i18n/app/kuitansiDocument';

/**
 * The receipt document as a PDF, drawn from its frozen snapshot only: the same document every
 * time it is downloaded or mailed. DejaVu Sans is embedded (subset) rather than pdfkit's
 * Latin-1 standard fonts, so a member's name prints in whatever letters it is written in.
 */

export interface KuitansiDocument {
  number: string;
  issuedAt: Date;
  snapshot: KuitansiSnapshot;
  /** The public verification page, QR-encoded and printed. */
  verifyUrl: string;
}

const require = createRequire(import.meta.url);
let fonts: { regular: Buffer; bold: Buffer } | undefined;
/** Read once per process: about 1 MB, parsed by pdfkit for each document. */
const loadFonts = () =>
  (fonts ??= {
    regular: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    bold: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  });

const NAVY = '#1f3450';
const TEXT = '#222222';
const MUTED = '#6b7280';
const RULE = '#c8ccd2';
const MARGIN = 50;
const QR_SIZE = 110;

type Doc = PDFKit.PDFDocument;

interface Column {
  label: string;
  width: number;
  align?: 'left' | 'right';
}

/** The dark modules of the QR code, drawn as vector squares: sharp at any print size. */
const drawQr = (doc: Doc, text: string, x: number, y: number, size: number): void => {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  // A quiet zone of two modules on each side, as scanners need.
  const cell = size / (modules.size + 4);
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) {
      if (modules.get(row, col)) doc.rect(x + (col + 2) * cell, y + (row + 2) * cell, cell, cell);
    }
  }
  doc.fillColor('#000000').fill();
};

const tableFor = (
  snapshot: KuitansiSnapshot,
  width: number,
): { columns: Column[]; rows: string[][] } => {
  const no = { label: T.columns.no, width: 28 };
  const fee = { label: T.columns.fee, width: 95, align: 'right' as const };
  if (snapshot.kind === 'upgrade') {
    const type = { label: T.columns.upgradeType, width: 105 };
    const id = { label: T.columns.upgradeId, width: 130 };
    const name = {
      label: T.columns.name,
      width: width - no.width - type.width - id.width - fee.width,
    };
    return {
      columns: [no, name, type, id, fee],
      rows: snapshot.upgrades.map((u, i) => [
        String(i + 1),
        u.nama,
        `${u.jenis_lama} → ${u.jenis_baru}`,
        `${u.no_id_lama} → ${u.no_id_baru}`,
        formatRupiah(u.biaya),
      ]),
    };
  }
  const type = { label: T.columns.type, width: 45 };
  const id = { label: T.columns.id, width: 80 };
  const privateClass = { label: T.columns.privateClass, width: 80 };
  const name = {
    label: T.columns.name,
    width: width - no.width - type.width - id.width - privateClass.width - fee.width,
  };
  return {
    columns: [no, name, type, id, privateClass, fee],
    rows: snapshot.registrations.map((r, i) => [
      String(i + 1),
      r.nama,
      r.jenis,
      r.no_id,
      r.private_class ?? '-',
      formatRupiah(r.biaya),
    ]),
  };
};

const drawTable = (doc: Doc, columns: Column[], rows: string[][]): void => {
  const left = MARGIN;
  const right = doc.page.width - MARGIN;
  const bottom = doc.page.height - MARGIN;
  const pad = 4;
  const drawRow = (cells: string[], font: 'regular' | 'bold') => {
    doc.font(font).fontSize(9);
    const height =
      Math.max(
        ...cells.map((cell, i) => doc.heightOfString(cell, { width: columns[i]!.width - 2 * pad })),
      ) +
      2 * pad;
    if (doc.y + height > bottom) doc.addPage();
    const top = doc.y;
    let x = left;
    cells.forEach((cell, i) => {
      const column = columns[i]!;
      doc.fillColor(TEXT).text(cell, x + pad, top + pad, {
        width: column.width - 2 * pad,
        align: column.align ?? 'left',
      });
      x += column.width;
    });
    doc
      .moveTo(left, top + height)
      .lineTo(right, top + height)
      .strokeColor(RULE)
      .lineWidth(0.5)
      .stroke();
    doc.x = left;
    doc.y = top + height;
  };
  drawRow(
    columns.map((c) => c.label),
    'bold',
  );
  for (const row of rows) drawRow(row, 'regular');
};

/** A label and its value on one line of the heading block. */
const field = (doc: Doc, label: string, value: string): void => {
  const y = doc.y;
  doc.font('regular').fontSize(10).fillColor(MUTED).text(label, MARGIN, y, { width: 110 });
  doc
    .font('bold')
    .fillColor(TEXT)
    .text(`: ${value}`, MARGIN + 110, y);
  doc.x = MARGIN;
};

/**
 * A one-page (longer for many members) A4 document, drawn synchronously (30–100 ms with its QR
 * code and font): it runs in the worker pool (server/workers), which collects it with
 * `kuitansiBuffer`.
 */
const renderKuitansi = ({ number, issuedAt, snapshot, verifyUrl }: KuitansiDocument): Doc => {
  const { regular, bold } = loadFonts();
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    lang: 'id-ID',
    displayTitle: true,
    info: {
      Title: `${T.title} ${number}`,
      Author: snapshot.organisation.name,
      Subject: snapshot.inv_name,
      CreationDate: issuedAt,
    },
  });
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  const width = doc.page.width - 2 * MARGIN;

  doc.font('bold').fontSize(15).fillColor(NAVY).text(snapshot.organisation.name, MARGIN, MARGIN);
  doc.font('regular').fontSize(9.5).fillColor(MUTED).text(snapshot.organisation.address);
  doc.moveDown(0.5);
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(MARGIN + width, doc.y)
    .strokeColor(NAVY)
    .lineWidth(1.5)
    .stroke();
  doc.moveDown(1);
  doc.font('bold').fontSize(20).fillColor(NAVY).text(T.title, MARGIN, doc.y, {
    width,
    align: 'center',
  });
  doc.moveDown(0.8);

  field(doc, T.number, number);
  field(doc, T.date, formatDate(snapshot.confirmed_at));
  field(doc, T.branch, snapshot.branch);
  field(doc, T.invoice, snapshot.inv_name);
  doc.moveDown(0.8);
  doc
    .font('regular')
    .fontSize(10)
    .fillColor(TEXT)
    .text(`${T.receivedFrom} ${snapshot.kind === 'upgrade' ? T.upgrade : T.registration}`, MARGIN);
  doc.moveDown(0.4);

  const { columns, rows } = tableFor(snapshot, width);
  drawTable(doc, columns, rows);

  doc.moveDown(0.6);
  const totalY = doc.y;
  doc.font('bold').fontSize(11).fillColor(NAVY).text(T.total, MARGIN, totalY);
  doc.text(formatRupiah(snapshot.total), MARGIN, totalY, { width, align: 'right' });
  doc.moveDown(0.3);
  doc
    .font('regular')
    .fontSize(10)
    .fillColor(TEXT)
    .text(`${T.inWords}: ${amountInWords(snapshot.total)}`, MARGIN, doc.y, { width });
  doc.moveDown(0.8);
  field(doc, T.confirmedBy, snapshot.confirmed_by);

  // The QR code and its address close the document, on a new page only when they do not fit.
  const block = QR_SIZE + 50;
  if (doc.y + block > doc.page.height - MARGIN) doc.addPage();
  const qrTop = Math.max(doc.y + 20, doc.page.height - MARGIN - block);
  doc
    .font('regular')
    .fontSize(8.5)
    .fillColor(MUTED)
    .text(T.verify, MARGIN, qrTop, { width, align: 'right' });
  drawQr(doc, verifyUrl, MARGIN + width - QR_SIZE, qrTop + 14, QR_SIZE);
  // Read on a screen, the code and the address open the page too (link annotations).
  doc.link(MARGIN + width - QR_SIZE, qrTop + 14, QR_SIZE, QR_SIZE, verifyUrl);
  doc
    .font('regular')
    .fontSize(8.5)
    .fillColor(TEXT)
    .text(verifyUrl, MARGIN, qrTop + 18 + QR_SIZE, { width, align: 'right', link: verifyUrl });
  doc.end();
  return doc;
};

/** The whole document in memory, for an e-mail attachment. */
export const kuitansiBuffer = (document: KuitansiDocument): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const doc = renderKuitansi(document);
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
