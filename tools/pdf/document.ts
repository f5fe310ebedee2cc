import PDFDocument from 'pdfkit';

/**
 * What the build-time documents (user guide, blank registration form) share: the app's colours,
 * pdfkit's built-in Helvetica (no font files, no network inside `vite build`), and an A4
 * document collected into one Buffer.
 */

export type Doc = PDFKit.PDFDocument;

/** The app's colours (src/layout/theme.ts). */
export const NAVY = '#1f3450';
export const GOLD = '#a27b1a';
export const TEXT = '#222222';
export const MUTED = '#6b7280';

export const REGULAR = 'Helvetica';
export const BOLD = 'Helvetica-Bold';
export const ITALIC = 'Helvetica-Oblique';

export interface RenderOptions {
  /** pdfkit compresses page streams by default; a test turns it off to read the text. */
  compress?: boolean;
  /** Printed in the document and stored as its creation date; defaults to now. */
  date?: Date;
}

interface OpenOptions extends RenderOptions {
  margins: PDFKit.PDFDocumentOptions['margins'];
  title: string;
  author: string;
  subject: string;
}

/** A new Indonesian A4 document, and the Buffer it becomes once `doc.end()` is called. */
export const openDocument = (
  options: OpenOptions,
): { doc: Doc; date: Date; done: Promise<Buffer> } => {
  const date = options.date ?? new Date();
  const doc = new PDFDocument({
    size: 'A4',
    margins: options.margins,
    bufferPages: true,
    compress: options.compress ?? true,
    lang: 'id-ID',
    displayTitle: true,
    info: {
      Title: options.title,
      Author: options.author,
      Subject: options.subject,
      CreationDate: date,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, date, done };
};
