import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** The text a reader copies out of a PDF (pdf.js, as Firefox reads it), one string, a line per line. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocument({ data: bytes, verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const { items } = await (await pdf.getPage(number)).getTextContent();
    pages.push(items.map((item) => ('str' in item ? `${item.str}${item.hasEOL ? '\n' : ''}` : '')).join(''));
  }
  await pdf.destroy();
  return pages.join('\n');
}
