import type { PdfDocument } from './document.ts';

export type { DocumentRow, DocumentSection, PdfDocument } from './document.ts';

/**
 * The document set on A4 pages (pdf-pages.ts). The PDF and font libraries are loaded with the
 * first document, not at start: they hold about 25 MiB of the server's memory, and most servers
 * answer many requests for each document they set.
 */
export async function renderPdf(document: PdfDocument): Promise<Buffer> {
  const { setOnPages } = await import('./pdf-pages.ts');
  return setOnPages(document);
}
