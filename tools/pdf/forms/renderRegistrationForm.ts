import {
  feeTable,
  formSections,
  officeSection,
  formText,
  REQUIRED_LABELS,
  type FormField,
  type FormSection,
} from './content';
import {
  BOLD,
  GOLD,
  ITALIC,
  MUTED,
  NAVY,
  openDocument,
  REGULAR,
  TEXT,
  type Doc,
  type RenderOptions,
} from '../document';

/**
 * Lays the blank registration form out on A4: a header with the branch and date, each card of
 * the screen as a section of boxes to write in and answers to tick, the fee table, and the
 * signature lines. Built-in Helvetica only, so `vite build` needs no fonts or network.
 */

const LINE = '#9aa3ae';

const MARGIN = 40;
const GAP = 14;
const LABEL = 8;
const BOX = 20;
const CHAR = 14;
const TICK = 9;

const width = (doc: Doc) => doc.page.width - 2 * MARGIN;
const bottom = (doc: Doc) => doc.page.height - MARGIN - 16;

const ensure = (doc: Doc, height: number) => {
  if (doc.y + height > bottom(doc)) {
    doc.addPage();
    doc.y = MARGIN;
  }
};

const labelText = (label: string) => (REQUIRED_LABELS.has(label) ? `${label} *` : label);

/** The label above a field, and its note in grey after it. */
const drawLabel = (doc: Doc, field: FormField, x: number, y: number, w: number) => {
  doc.font(BOLD).fontSize(LABEL).fillColor(TEXT);
  doc.text(labelText(field.label), x, y, { width: w, lineBreak: false, continued: false });
  if ('note' in field && field.note) {
    const used = doc.widthOfString(labelText(field.label));
    doc.font(ITALIC).fontSize(7).fillColor(MUTED);
    doc.text(`(${field.note})`, x + used + 4, y + 0.8, { width: w - used - 4, lineBreak: false });
  }
};

const choiceRows = (doc: Doc, options: readonly string[], w: number): string[][] => {
  doc.font(REGULAR).fontSize(8.5);
  const rows: string[][] = [[]];
  let used = 0;
  for (const option of options) {
    const need = TICK + 4 + doc.widthOfString(option) + 12;
    if (used + need > w && rows[rows.length - 1]!.length) {
      rows.push([]);
      used = 0;
    }
    rows[rows.length - 1]!.push(option);
    used += need;
  }
  return rows;
};

/** How tall a field is, to keep it whole on a page and to line up the two columns. */
const fieldHeight = (doc: Doc, field: FormField, w: number): number => {
  const label = LABEL + 5;
  switch (field.kind) {
    case 'write':
      return label + BOX * (field.lines ?? 1);
    case 'chars':
      return label + CHAR + 2;
    case 'choose':
      return label + choiceRows(doc, field.options, w).length * (TICK + 6);
    case 'fixed':
      return label + BOX;
  }
};

const drawField = (doc: Doc, field: FormField, x: number, y: number, w: number) => {
  drawLabel(doc, field, x, y, w);
  const top = y + LABEL + 5;
  doc.lineWidth(0.7).strokeColor(LINE);
  switch (field.kind) {
    case 'write': {
      const lines = field.lines ?? 1;
      doc.rect(x, top, w, BOX * lines).stroke();
      for (let i = 1; i < lines; i++) {
        doc
          .moveTo(x + 4, top + BOX * i)
          .lineTo(x + w - 4, top + BOX * i)
          .dash(1.5, { space: 2 })
          .stroke()
          .undash();
      }
      break;
    }
    case 'chars': {
      const groups = field.groups ?? [field.count];
      let cx = x;
      groups.forEach((size, index) => {
        for (let i = 0; i < size; i++) {
          doc.rect(cx, top, CHAR, CHAR).stroke();
          cx += CHAR;
        }
        if (index < groups.length - 1) {
          doc.font(REGULAR).fontSize(10).fillColor(MUTED);
          doc.text('-', cx + 2, top + 2, { lineBreak: false });
          cx += 10;
        }
      });
      break;
    }
    case 'choose': {
      choiceRows(doc, field.options, w).forEach((row, r) => {
        let cx = x;
        const cy = top + r * (TICK + 6);
        for (const option of row) {
          doc.rect(cx, cy, TICK, TICK).stroke();
          doc.font(REGULAR).fontSize(8.5).fillColor(TEXT);
          doc.text(option, cx + TICK + 4, cy + 1, { lineBreak: false });
          cx += TICK + 4 + doc.widthOfString(option) + 12;
        }
      });
      break;
    }
    case 'fixed': {
      doc.rect(x, top, w, BOX).fillAndStroke('#f1f3f5', LINE);
      doc.font(REGULAR).fontSize(9).fillColor(MUTED);
      doc.text(field.value, x + 6, top + 6, { lineBreak: false });
      break;
    }
  }
};

const drawSectionTitle = (doc: Doc, title: string, note?: string) => {
  ensure(doc, 60);
  doc.y += 6;
  const y = doc.y;
  doc.rect(MARGIN, y, width(doc), 18).fill(NAVY);
  doc.rect(MARGIN, y, 4, 18).fill(GOLD);
  doc.font(BOLD).fontSize(10).fillColor('#ffffff');
  doc.text(title, MARGIN + 10, y + 5, { lineBreak: false });
  doc.y = y + 18 + 6;
  if (note) {
    doc.font(ITALIC).fontSize(7.5).fillColor(MUTED);
    doc.text(note, MARGIN, doc.y, { width: width(doc) });
    doc.y += 4;
  }
};

/** Fields two to a row when both are `half`, else one to a row. */
const rowsOf = (doc: Doc, section: FormSection) => {
  const full = width(doc);
  const half = (full - GAP) / 2;
  const fields = [...section.fields];
  const rows: { fields: FormField[]; w: number; height: number }[] = [];
  while (fields.length) {
    const first = fields.shift()!;
    const pair = first.half && fields[0]?.half ? [first, fields.shift()!] : [first];
    const w = pair.length === 2 ? half : full;
    rows.push({ fields: pair, w, height: Math.max(...pair.map((f) => fieldHeight(doc, f, w))) });
  }
  return rows;
};

const TITLE_HEIGHT = 30;

/** A section stays on one page when it fits on one. */
const drawSection = (doc: Doc, section: FormSection) => {
  const rows = rowsOf(doc, section);
  const height =
    TITLE_HEIGHT + (section.note ? 14 : 0) + rows.reduce((sum, r) => sum + r.height + 8, 0);
  if (height <= bottom(doc) - MARGIN) ensure(doc, height);
  drawSectionTitle(doc, section.title, section.note);
  const half = (width(doc) - GAP) / 2;
  for (const row of rows) {
    ensure(doc, row.height + 8);
    const y = doc.y;
    row.fields.forEach((field, i) => drawField(doc, field, MARGIN + i * (half + GAP), y, row.w));
    doc.y = y + row.height + 8;
  }
};

const drawHeader = (doc: Doc, date: Date) => {
  doc.rect(0, 0, doc.page.width, 64).fill(NAVY);
  doc.rect(0, 64, doc.page.width, 3).fill(GOLD);
  doc.font(BOLD).fontSize(17).fillColor('#ffffff');
  doc.text(formText.title, MARGIN, 18, { lineBreak: false });
  doc.font(REGULAR).fontSize(9).fillColor('#d8dee6');
  doc.text(formText.product, MARGIN, 40, { lineBreak: false });
  doc.text(`Versi ${date.getUTCFullYear()}`, MARGIN, 40, { width: width(doc), align: 'right' });
  doc.y = 80;
  doc.font(REGULAR).fontSize(8.5).fillColor(TEXT);
  doc.text(formText.intro, MARGIN, doc.y, { width: width(doc) });
  doc.y += 8;
  const half = (width(doc) - GAP) / 2;
  const y = doc.y;
  formText.branchHeader.forEach((label, i) =>
    drawField(doc, { kind: 'write', label }, MARGIN + i * (half + GAP), y, half),
  );
  doc.y = y + LABEL + 5 + BOX + 6;
};

const drawFeeTable = (doc: Doc) => {
  const columns = [0.2, 0.18, 0.2, 0.2, 0.22].map((share) => share * width(doc));
  const rowHeight = 18;
  // The title, the table, its note and the total box stay together.
  ensure(doc, TITLE_HEIGHT + rowHeight * (feeTable.rows.length + 1) + 90);
  drawSectionTitle(doc, feeTable.title);
  const drawRow = (cells: readonly string[], y: number, head: boolean) => {
    let x = MARGIN;
    if (head) doc.rect(MARGIN, y, width(doc), rowHeight).fill('#eef1f5');
    cells.forEach((cell, i) => {
      const w = columns[i]!;
      doc
        .font(head || i === cells.length - 1 ? BOLD : REGULAR)
        .fontSize(8.5)
        .fillColor(TEXT);
      doc.text(cell, x + 5, y + 5, {
        width: w - 10,
        align: i >= 2 ? 'right' : 'left',
        lineBreak: false,
      });
      x += w;
    });
    doc.lineWidth(0.5).strokeColor(LINE).rect(MARGIN, y, width(doc), rowHeight).stroke();
  };
  let y = doc.y;
  drawRow(feeTable.head, y, true);
  for (const row of feeTable.rows) {
    y += rowHeight;
    drawRow(row, y, false);
  }
  doc.y = y + rowHeight + 5;
  doc.font(ITALIC).fontSize(7.5).fillColor(MUTED);
  doc.text(feeTable.note, MARGIN, doc.y, { width: width(doc) });
  doc.y += 8;
  drawField(
    doc,
    { kind: 'write', label: `${feeTable.head[4]} (Rp)` },
    MARGIN,
    doc.y,
    (width(doc) - GAP) / 2,
  );
  doc.y += LABEL + 5 + BOX + 8;
};

const drawSignatures = (doc: Doc) => {
  ensure(doc, 150);
  doc.y += 6;
  doc.font(REGULAR).fontSize(8.5).fillColor(TEXT);
  doc.text(formText.statement, MARGIN, doc.y, { width: width(doc) });
  doc.y += 10;
  const count = formText.signatures.length;
  const w = (width(doc) - GAP * (count - 1)) / count;
  const top = doc.y;
  formText.signatures.forEach((who, i) => {
    const x = MARGIN + i * (w + GAP);
    doc.font(BOLD).fontSize(8.5).fillColor(TEXT).text(who, x, top, { width: w, align: 'center' });
    const line = top + 70;
    doc
      .lineWidth(0.7)
      .strokeColor(TEXT)
      .moveTo(x + 10, line)
      .lineTo(x + w - 10, line)
      .stroke();
    doc.font(REGULAR).fontSize(7.5).fillColor(MUTED);
    doc.text(formText.signatureName, x, line + 4, { width: w, align: 'center' });
    doc.text(`${formText.signatureDate}: ........................`, x, line + 16, {
      width: w,
      align: 'center',
    });
  });
  doc.y = top + 100;
};

const drawPageNumbers = (doc: Doc) => {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    doc.page.margins.bottom = 0;
    doc.font(REGULAR).fontSize(7.5).fillColor(MUTED);
    doc.text(`${formText.title} · Halaman ${i + 1} dari ${count}`, MARGIN, doc.page.height - 30, {
      width: width(doc),
      align: 'center',
      lineBreak: false,
    });
    doc.page.margins.bottom = MARGIN;
  }
};

export function renderRegistrationForm(options: RenderOptions = {}): Promise<Buffer> {
  const { doc, date, done } = openDocument({
    ...options,
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    title: formText.title,
    author: formText.product,
    subject: formText.intro,
  });
  drawHeader(doc, date);
  for (const section of formSections) drawSection(doc, section);
  drawFeeTable(doc);
  drawSignatures(doc);
  drawSection(doc, officeSection);
  drawPageNumbers(doc);
  doc.end();
  return done;
}
