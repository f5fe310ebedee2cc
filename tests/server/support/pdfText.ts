import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * The text of a PDF as a reader sees it (pdf.js maps the embedded font's glyphs back to
 * Unicode), every page's runs joined by single spaces, and the addresses its links open.
 */
export const pdfText = async (
  bytes: Uint8Array,
): Promise<{ pages: number; text: string; links: string[] }> => {
  const pdf = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false }).promise;
  const runs: string[] = [];
  const links: string[] = [];
  for (let n = 1; n <= pdf.numPages; n += 1) {
    const page = await pdf.getPage(n);
    const content = await page.getTextContent();
    for (const item of content.items) if ('str' in item) runs.push(item.str);
    for (const annotation of (await page.getAnnotations()) as { url?: string }[]) {
      if (annotation.url) links.push(annotation.url);
    }
  }
  const pages = pdf.numPages;
  await pdf.destroy();
  return { pages, text: runs.join(' ').replace(/\s+/g, ' '), links };
};
