import { deflateSync } from 'node:zlib';
import { PDFDocument, PDFName, PDFString } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';

// KYC PDFs that do something when opened (OWASP file-upload guidance: scripts, launched
// programs, files carried inside) are refused at upload, wherever in the file they hide.

const app = useTestApp();

async function upload(body: Buffer) {
  const presigned = await app.su.get(
    '/api/s3/presignURL?file_name=statement.pdf&file_type=application%2Fpdf',
  );
  expect(presigned.statusCode, presigned.body).toBe(200);
  return app.ctx.app.inject({
    method: 'PUT',
    url: presigned.json().data.url,
    payload: body,
    headers: { 'content-type': 'application/pdf' },
  });
}

async function statement(change?: (document: PDFDocument) => void | Promise<void>) {
  const document = await PDFDocument.create();
  document.addPage([595, 842]).drawText('Bank statement, November 2026', { x: 50, y: 780 });
  await change?.(document);
  // pdf-lib packs objects into compressed object streams: a byte search would not see them.
  return Buffer.from(await document.save({ useObjectStreams: true }));
}

const action = (document: PDFDocument, entries: Record<string, unknown>) =>
  document.context.register(document.context.obj(entries as never));

/** A PDF written by hand, uncompressed, its script named with a `#` escape (`J#61vaScript`). */
function handWritten() {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R /Names << /J#61vaScript 4 0 R >> >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>',
    '<< /Names [(run) 5 0 R] >>',
    '<< /S /J#61vaScript /J#53 (app.alert\\(1\\)) >>',
  ];
  let pdf = '%PDF-1.7\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(pdf.length);
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

describe('a KYC PDF with active content', () => {
  it('is stored when it only shows pages', async () => {
    expect((await upload(await statement())).statusCode).toBe(200);
  });

  it('is refused with a script that runs on opening, hidden in a compressed object stream', async () => {
    const pdf = await statement((document) => {
      const script = action(document, {
        S: PDFName.of('JavaScript'),
        JS: PDFString.of('app.launchURL("http://evil.example")'),
      });
      document.catalog.set(PDFName.of('OpenAction'), script);
    });
    expect(pdf.includes('JavaScript')).toBe(false);
    const answer = await upload(pdf);
    expect(answer.statusCode).toBe(415);
    expect(answer.json().message).toMatch(/^The PDF carries active content \((JS|JavaScript)\)/);
  });

  it('is refused with a link that launches a program', async () => {
    const pdf = await statement((document) => {
      const launch = action(document, { S: PDFName.of('Launch'), F: PDFString.of('calc.exe') });
      const link = action(document, {
        Type: PDFName.of('Annot'),
        Subtype: PDFName.of('Link'),
        Rect: [0, 0, 595, 842],
        A: launch,
      });
      document.getPage(0).node.set(PDFName.of('Annots'), document.context.obj([link]));
    });
    const answer = await upload(pdf);
    expect(answer.statusCode).toBe(415);
    expect(answer.json().message).toContain('(Launch)');
  });

  it('is refused with a file carried inside it', async () => {
    const pdf = await statement(async (document) => {
      await document.attach(deflateSync(Buffer.from('MZ not really a program')), 'setup.exe', {
        mimeType: 'application/octet-stream',
      });
    });
    const answer = await upload(pdf);
    expect(answer.statusCode).toBe(415);
    expect(answer.json().message).toMatch(/\(EmbeddedFiles?\)/);
  });

  it('is refused when the script is named with an escape, as a reader would still read it', async () => {
    const answer = await upload(handWritten());
    expect(answer.statusCode).toBe(415);
    expect(answer.json().message).toMatch(/\((JS|JavaScript)\)/);
  });

  it('is refused when it cannot be read as a PDF at all', async () => {
    const answer = await upload(Buffer.from('%PDF-1.7\nthis is not a PDF body at all'));
    expect(answer.statusCode).toBe(415);
  });
});
