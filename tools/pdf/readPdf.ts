/**
 * Reading back what pdfkit wrote, for the tests: pdfkit writes Helvetica text as hex strings
 * inside TJ arrays, split wherever kerning moves a glyph; joining the hex parts of each array
 * gives back the printed text (uncompressed documents only), one run a line.
 */
export const printedText = (pdf: Buffer): string =>
  [...pdf.toString('latin1').matchAll(/\[([^\]]*)\] TJ/g)]
    .map(([, array]) =>
      [...(array ?? '').matchAll(/<([0-9a-f]*)>/g)]
        .map(([, hex]) => Buffer.from(hex ?? '', 'hex').toString('latin1'))
        .join(''),
    )
    .join('\n');

/** Page objects only: `/Type /Pages` is the page tree. */
export const pageCount = (pdf: Buffer): number =>
  pdf.toString('latin1').match(/\/Type \/Page(?![a-zA-Z])/g)?.length ?? 0;
