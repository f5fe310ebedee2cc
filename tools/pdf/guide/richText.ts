/**
 * Line breaking for body text with `**bold**` runs. pdfkit's own `continued` text measures words
 * one by one but prints the line kerned as a whole, so a run that follows another starts a little
 * too far right ('Setting WA .'). Here every line is cut and every run placed from exact
 * measurements, which also gives the exact height of a block before it is drawn.
 */

import type { Doc } from '../document';

export interface RichStyle {
  regular: string;
  bold: string;
  size: number;
  lineGap: number;
}

interface Piece {
  text: string;
  bold: boolean;
}

export interface RichSegment extends Piece {
  /** Offset from the line's start. */
  x: number;
}

export type RichLine = RichSegment[];

/** Words as lists of pieces: a word may change style midway, as in '(**All Branch**'. */
const words = (text: string): Piece[][] => {
  const result: Piece[][] = [];
  let word: Piece[] = [];
  text.split('**').forEach((run, i) => {
    const bold = i % 2 === 1;
    run.split(' ').forEach((part, j) => {
      if (j > 0) {
        result.push(word);
        word = [];
      }
      if (part !== '') word.push({ text: part, bold });
    });
  });
  result.push(word);
  return result.filter((pieces) => pieces.length > 0);
};

/** Joins words with spaces and merges neighbours of one style, so each segment is printed once. */
const segments = (line: Piece[][]): Piece[] => {
  const merged: Piece[] = [];
  line.forEach((word, i) => {
    word.forEach((piece, j) => {
      const text = i > 0 && j === 0 ? ` ${piece.text}` : piece.text;
      const last = merged[merged.length - 1];
      if (last && last.bold === piece.bold) last.text += text;
      else merged.push({ text, bold: piece.bold });
    });
  });
  return merged;
};

const place = (doc: Doc, pieces: Piece[], style: RichStyle): { line: RichLine; width: number } => {
  let x = 0;
  const line = pieces.map((piece) => {
    const segment = { ...piece, x };
    x += doc
      .font(piece.bold ? style.bold : style.regular)
      .fontSize(style.size)
      .widthOfString(piece.text);
    return segment;
  });
  return { line, width: x };
};

/** Greedy line breaking on exact widths; a word wider than the line gets a line of its own. */
export const layoutRich = (doc: Doc, text: string, width: number, style: RichStyle): RichLine[] => {
  const lines: RichLine[] = [];
  let current: Piece[][] = [];
  for (const word of words(text)) {
    const candidate = [...current, word];
    if (current.length > 0 && place(doc, segments(candidate), style).width > width) {
      lines.push(place(doc, segments(current), style).line);
      current = [word];
    } else {
      current = candidate;
    }
  }
  if (current.length > 0) lines.push(place(doc, segments(current), style).line);
  return lines;
};

export const lineHeight = (doc: Doc, style: RichStyle): number =>
  doc.font(style.regular).fontSize(style.size).currentLineHeight(true) + style.lineGap;

export const drawRichLine = (doc: Doc, line: RichLine, x: number, y: number, style: RichStyle) => {
  for (const segment of line) {
    doc.font(segment.bold ? style.bold : style.regular).fontSize(style.size);
    doc.text(segment.text, x + segment.x, y, { lineBreak: false });
  }
};
