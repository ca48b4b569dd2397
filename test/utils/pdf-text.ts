/**
 * The text of a PDF, page by page, read back with pdf-parse (pdf.js underneath), for tests that check what a rendered
 * document says. Under jest, pdf.js loads its worker with a dynamic import, so the tests run with
 * `NODE_OPTIONS=--experimental-vm-modules` (as `npm run test:unit` and `npm run test:integration` do).
 */
import { PDFParse } from 'pdf-parse';

/** Each page's text, in page order: items on one line joined by tabs, lines by newlines (pdf-parse's layout). */
export async function pdfText(buffer: Buffer | Uint8Array): Promise<{ pages: string[] }> {
  // pdf.js takes ownership of (detaches) the array it is given: hand it a copy, so the caller's buffer stays usable.
  const parser = new PDFParse({ data: new Uint8Array(buffer) });
  try {
    const result = await parser.getText();
    return { pages: [...result.pages].sort((a, b) => a.num - b.num).map((page) => page.text) };
  } finally {
    await parser.destroy();
  }
}
