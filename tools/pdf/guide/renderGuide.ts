import { formatDate } from '../../../domain/dates';
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
import type { GuideBlock, GuideContent, GuideSection } from './content';
import { drawRichLine, layoutRich, lineHeight, type RichStyle } from './richText';

/**
 * Lays the guide's content out as an A4 PDF: a title page, a table of contents, the sections,
 * and a running header and page numbers. Only pdfkit's built-in Helvetica is used, so rendering
 * needs no font files and no network (it runs inside `vite build`).
 */

const RULE = '#d9dde3';

const BODY = 10.5;
const LINE_GAP = 3;
const MARGIN = { top: 72, bottom: 72, left: 64, right: 64 };
const TOC_PAGE = 1;

const NOTE_FILL = '#fbf6e9';
const BODY_STYLE: RichStyle = { regular: REGULAR, bold: BOLD, size: BODY, lineGap: LINE_GAP };

const contentWidth = (doc: Doc) => doc.page.width - MARGIN.left - MARGIN.right;
const pageBottom = (doc: Doc) => doc.page.height - doc.page.margins.bottom;

const measure = (doc: Doc, text: string, width: number) =>
  layoutRich(doc, text, width, BODY_STYLE).length * lineHeight(doc, BODY_STYLE);

/** Starts a new page when `height` no longer fits, so blocks and headings are not split. */
const ensureSpace = (doc: Doc, height: number) => {
  if (doc.y + height > pageBottom(doc)) doc.addPage();
};

/** Body text from (x, y); a long paragraph continues at the top of the next page. */
const writeRich = (doc: Doc, text: string, x: number, y: number, width: number, color = TEXT) => {
  const step = lineHeight(doc, BODY_STYLE);
  doc.y = y;
  for (const line of layoutRich(doc, text, width, BODY_STYLE)) {
    if (doc.y + step > pageBottom(doc)) doc.addPage();
    const top = doc.y;
    doc.fillColor(color);
    drawRichLine(doc, line, x, top, BODY_STYLE);
    doc.y = top + step;
  }
  doc.x = MARGIN.left;
};

const renderSteps = (doc: Doc, items: string[]) => {
  const indent = 24;
  const width = contentWidth(doc) - indent;
  items.forEach((item, i) => {
    ensureSpace(doc, measure(doc, item, width));
    const y = doc.y;
    doc.circle(MARGIN.left + 8, y + 5, 7.5).fill(GOLD);
    doc.font(BOLD).fontSize(8).fillColor('#ffffff');
    doc.text(String(i + 1), MARGIN.left, y + 1.6, { width: 16, align: 'center', lineBreak: false });
    writeRich(doc, item, MARGIN.left + indent, y, width);
    doc.y = Math.max(doc.y, y + 16) + 4;
  });
};

const renderBullets = (doc: Doc, items: string[]) => {
  const indent = 16;
  const width = contentWidth(doc) - indent;
  for (const item of items) {
    ensureSpace(doc, measure(doc, item, width));
    const y = doc.y;
    doc.circle(MARGIN.left + 5, y + 5, 2).fill(GOLD);
    writeRich(doc, item, MARGIN.left + indent, y, width);
    doc.y += 3;
  }
};

/** Two columns: the term in bold on the left, its explanation on the right, ruled rows. */
const renderTerms = (doc: Doc, items: { term: string; text: string }[]) => {
  const left = MARGIN.left;
  const termWidth = Math.round(contentWidth(doc) * 0.36);
  const textWidth = contentWidth(doc) - termWidth;
  const pad = 5;
  const rule = (y: number) =>
    doc
      .moveTo(left, y)
      .lineTo(left + contentWidth(doc), y)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
  rule(doc.y);
  for (const { term, text } of items) {
    const bold = `**${term}**`;
    const height =
      Math.max(measure(doc, bold, termWidth - 10), measure(doc, text, textWidth)) +
      2 * pad -
      LINE_GAP;
    if (doc.y + height > pageBottom(doc)) {
      doc.addPage();
      rule(doc.y);
    }
    const top = doc.y;
    writeRich(doc, bold, left, top + pad, termWidth - 10, NAVY);
    writeRich(doc, text, left + termWidth, top + pad, textWidth);
    rule(top + height);
    doc.y = top + height;
  }
};

/** A remark the reader should not miss, on a tinted background with a gold bar. */
const renderNote = (doc: Doc, text: string) => {
  const indent = 14;
  const pad = 8;
  const labelled = `**Catatan:** ${text}`;
  const width = contentWidth(doc) - indent - 10;
  const height = measure(doc, labelled, width) - LINE_GAP + 2 * pad;
  ensureSpace(doc, height);
  const top = doc.y;
  doc.rect(MARGIN.left, top, contentWidth(doc), height).fill(NOTE_FILL);
  doc.rect(MARGIN.left, top, 3, height).fill(GOLD);
  writeRich(doc, labelled, MARGIN.left + indent, top + pad, width);
  doc.y = top + height;
};

const renderBlock = (doc: Doc, block: GuideBlock) => {
  switch (block.kind) {
    case 'paragraph': {
      // A paragraph may run onto the next page, but not leave a single line behind.
      ensureSpace(
        doc,
        Math.min(measure(doc, block.text, contentWidth(doc)), 2 * lineHeight(doc, BODY_STYLE)),
      );
      writeRich(doc, block.text, MARGIN.left, doc.y, contentWidth(doc));
      break;
    }
    case 'steps':
      renderSteps(doc, block.items);
      break;
    case 'bullets':
      renderBullets(doc, block.items);
      break;
    case 'terms':
      renderTerms(doc, block.items);
      break;
    case 'note':
      renderNote(doc, block.text);
      break;
  }
  doc.y += 9;
};

interface TocEntry {
  title: string;
  page: number;
  destination: string;
}

/** Heading plus room for the first lines after it, so a heading never ends a page. */
const KEEP_WITH_NEXT = 70;

const renderSection = (doc: Doc, section: GuideSection, number: number): TocEntry => {
  const title = `${number}. ${section.heading}`;
  const atTop = doc.y <= MARGIN.top + 1;
  if (!atTop) doc.y += 14;
  ensureSpace(doc, 40 + KEEP_WITH_NEXT);
  const destination = `bagian-${number}`;
  doc.addNamedDestination(destination, 'XYZ', 0, doc.y - 12, null);
  doc.outline.addItem(title);
  const entry = { title, page: doc.bufferedPageRange().count, destination };

  doc
    .font(BOLD)
    .fontSize(17)
    .fillColor(NAVY)
    .text(title, MARGIN.left, doc.y, { width: contentWidth(doc) });
  const ruleY = doc.y + 3;
  doc.rect(MARGIN.left, ruleY, 48, 2.5).fill(GOLD);
  doc.y = ruleY + 10;
  if (section.audience) {
    doc.font(ITALIC).fontSize(9.5).fillColor(MUTED).text(section.audience, MARGIN.left, doc.y);
    doc.y += 8;
  }
  for (const block of section.blocks) renderBlock(doc, block);
  for (const topic of section.topics ?? []) {
    ensureSpace(doc, 20 + KEEP_WITH_NEXT);
    doc.y += 3;
    doc
      .font(BOLD)
      .fontSize(12.5)
      .fillColor(NAVY)
      .text(topic.heading, MARGIN.left, doc.y, { width: contentWidth(doc) });
    doc.y += 7;
    for (const block of topic.blocks) renderBlock(doc, block);
  }
  return entry;
};

const renderTitlePage = (doc: Doc, content: GuideContent, date: Date) => {
  const width = doc.page.width;
  const left = MARGIN.left;
  const textWidth = contentWidth(doc);
  doc.rect(0, 0, width, 340).fill(NAVY);
  doc.rect(0, 340, width, 6).fill(GOLD);
  doc.font(BOLD).fontSize(32).fillColor('#ffffff');
  doc.text(content.product, left, 180, { width: textWidth });
  doc.font(BOLD).fontSize(20).fillColor(GOLD);
  doc.text(content.title, left, doc.y + 10, { width: textWidth });

  doc.font(REGULAR).fontSize(12).fillColor(TEXT);
  doc.text(content.intro, left, 400, { width: textWidth, lineGap: 5 });

  doc.font(REGULAR).fontSize(10).fillColor(MUTED);
  doc.text(`${content.version} · ${formatDate(date)}`, left, doc.page.height - 110, {
    width: textWidth,
  });
};

const renderToc = (doc: Doc, entries: TocEntry[]) => {
  doc.switchToPage(TOC_PAGE);
  const left = MARGIN.left;
  const width = contentWidth(doc);
  doc.font(BOLD).fontSize(20).fillColor(NAVY).text('Daftar Isi', left, MARGIN.top, { width });
  doc.rect(left, doc.y + 3, 48, 2.5).fill(GOLD);
  let y = doc.y + 24;
  for (const entry of entries) {
    const page = String(entry.page);
    doc.font(REGULAR).fontSize(11.5).fillColor(TEXT);
    const titleWidth = doc.widthOfString(entry.title);
    const pageWidth = doc.widthOfString(page);
    const dotsWidth = width - titleWidth - pageWidth - 16;
    const dots = '.'.repeat(Math.max(0, Math.floor(dotsWidth / doc.widthOfString('. '))));
    doc.text(entry.title, left, y, { lineBreak: false });
    doc
      .fillColor(RULE)
      .text(dots.split('').join(' '), left + titleWidth + 8, y, { lineBreak: false });
    doc.fillColor(TEXT).text(page, left, y, { width, align: 'right', lineBreak: false });
    doc.goTo(left, y - 2, width, 18, entry.destination);
    y += 22;
  }
};

/** Header and page number on every page but the title page, once the page count is known. */
const renderPageFurniture = (doc: Doc, content: GuideContent) => {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start + 1; i < start + count; i++) {
    doc.switchToPage(i);
    const width = contentWidth(doc);
    // Writing in the margins must not make pdfkit start a new page.
    doc.page.margins.bottom = 0;
    doc.font(REGULAR).fontSize(8.5).fillColor(MUTED);
    doc.text(content.product, MARGIN.left, 40, { width, lineBreak: false });
    doc.text(content.title, MARGIN.left, 40, { width, align: 'right', lineBreak: false });
    doc
      .moveTo(MARGIN.left, 53)
      .lineTo(MARGIN.left + width, 53)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    doc.text(`Halaman ${i + 1} dari ${count}`, MARGIN.left, doc.page.height - 46, {
      width,
      align: 'center',
      lineBreak: false,
    });
    doc.page.margins.bottom = MARGIN.bottom;
  }
};

export function renderGuide(content: GuideContent, options: RenderOptions = {}): Promise<Buffer> {
  const { doc, date, done } = openDocument({
    ...options,
    margins: MARGIN,
    title: `${content.product} – ${content.title}`,
    author: content.product,
    subject: content.intro,
  });

  renderTitlePage(doc, content, date);
  doc.addPage(); // the table of contents, filled in once the section pages are known
  doc.addPage();
  const entries = content.sections.map((section, i) => renderSection(doc, section, i + 1));
  renderToc(doc, entries);
  renderPageFurniture(doc, content);
  doc.end();
  return done;
}
