import { PDFDocument } from 'pdf-lib';

/** A real one-page PDF with a line of text: what uploads accept as a document. */
export async function onePagePdf(text = 'Sample document'): Promise<Buffer> {
  const document = await PDFDocument.create();
  document.addPage([595, 842]).drawText(text, { x: 50, y: 780 });
  return Buffer.from(await document.save());
}
