import { formatRupiah } from '../../domain/money';
import { GLYPH_WIDTH, glyph } from './pixelFont';
import { encodePng } from './png';

/**
 * Renders a bank transfer slip as a small PNG: each demo receipt gets a proof that shows its own
 * bank, date, amount and reference, as a photographed slip would.
 */
export interface ProofSlip {
  bank: string;
  /** Who paid: the branch. */
  sender: string;
  amount: number;
  at: number;
  /** The transfer's message, e.g. the invoice number. */
  note: string;
  reference: string;
}

type Rgb = readonly [number, number, number];

const BANK_COLOURS: Readonly<Record<string, Rgb>> = {
  BCA: [0, 96, 175],
  BRI: [0, 82, 156],
  Mandiri: [0, 61, 121],
  BNI: [0, 104, 133],
  BSI: [0, 148, 143],
};

const BACKDROP = 0;
const PAPER = 1;
const INK = 2;
const BANK = 3;
const RULE = 4;
const SUCCESS = 5;
const WHITE = 6;

const WIDTH = 340;
const HEIGHT = 500;
const MARGIN = 12;

class Canvas {
  readonly pixels = new Uint8Array(WIDTH * HEIGHT);

  fill(x: number, y: number, width: number, height: number, colour: number): void {
    for (let row = Math.max(0, y); row < Math.min(HEIGHT, y + height); row += 1) {
      this.pixels.fill(
        colour,
        row * WIDTH + Math.max(0, x),
        row * WIDTH + Math.min(WIDTH, x + width),
      );
    }
  }

  text(x: number, y: number, value: string, scale: number, colour: number): void {
    [...value].forEach((char, index) => {
      const left = x + index * (GLYPH_WIDTH + 1) * scale;
      glyph(char).forEach((row, dy) =>
        row.forEach((on, dx) => {
          if (on) this.fill(left + dx * scale, y + dy * scale, scale, scale, colour);
        }),
      );
    });
  }

  centred(y: number, value: string, scale: number, colour: number): void {
    const width = value.length * (GLYPH_WIDTH + 1) * scale - scale;
    this.text(Math.round((WIDTH - width) / 2), y, value, scale, colour);
  }

  dashes(y: number): void {
    for (let x = MARGIN + 8; x < WIDTH - MARGIN - 8; x += 8) this.fill(x, y, 4, 2, RULE);
  }
}

const jakartaStamp = (ms: number): string => {
  const d = new Date(ms + 7 * 3_600_000);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(d.getUTCDate())}/${two(d.getUTCMonth() + 1)}/${d.getUTCFullYear()} ${two(d.getUTCHours())}:${two(d.getUTCMinutes())}:${two(d.getUTCSeconds())} WIB`;
};

export const renderProofSlip = (slip: ProofSlip): Buffer => {
  const canvas = new Canvas();
  const paperRight = WIDTH - MARGIN;
  const paperBottom = HEIGHT - MARGIN;
  canvas.fill(MARGIN, MARGIN, WIDTH - 2 * MARGIN, paperBottom - MARGIN, PAPER);
  // A torn-off bottom edge, as a slip from a machine has.
  for (let x = MARGIN; x < paperRight; x += 1) {
    const depth = 6 - Math.abs(((x - MARGIN) % 12) - 6);
    canvas.fill(x, paperBottom - depth, 1, depth, BACKDROP);
  }
  canvas.fill(MARGIN, MARGIN, WIDTH - 2 * MARGIN, 56, BANK);
  canvas.centred(MARGIN + 14, slip.bank.toUpperCase(), 4, WHITE);

  const left = MARGIN + 14;
  const scale = 2;
  const label = (y: number, value: string) => canvas.text(left, y, value, scale, RULE);
  const value = (y: number, text: string) =>
    canvas.text(left, y, text.toUpperCase().slice(0, 24), scale, INK);

  canvas.centred(84, 'BUKTI TRANSFER', scale, INK);
  canvas.centred(106, jakartaStamp(slip.at), scale, INK);
  canvas.dashes(132);
  label(146, 'DARI');
  value(166, slip.sender);
  label(194, 'KE REKENING');
  value(214, '872 055 6601');
  value(234, 'PUSAT AOG MOG');
  label(262, 'JUMLAH');
  canvas.text(left, 284, formatRupiah(slip.amount).toUpperCase(), 3, INK);
  label(318, 'BERITA');
  value(338, slip.note);
  label(366, 'NO. REF');
  value(386, slip.reference);
  canvas.dashes(414);
  canvas.centred(428, 'STATUS: BERHASIL', scale, SUCCESS);
  canvas.centred(452, 'SIMPAN BUKTI INI', scale, RULE);

  return encodePng({
    width: WIDTH,
    height: HEIGHT,
    pixels: canvas.pixels,
    palette: [
      [214, 214, 210],
      [252, 250, 243],
      [38, 38, 46],
      BANK_COLOURS[slip.bank] ?? [60, 60, 120],
      [150, 150, 150],
      [22, 140, 70],
      [255, 255, 255],
    ],
  });
};
