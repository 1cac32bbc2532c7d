import { crc32, deflateSync } from 'node:zlib';

/**
 * Small generated documents: the demo's KYC scans (a card-like PNG) and the agreement PDF the
 * built-in Digio provider stores when an FUP is signed. Real files, so the viewer shows real
 * images and PDFs; no binary assets are kept in the repository.
 */

type Rgb = [number, number, number];

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A document-like card: coloured header, a photo box (front) or a barcode (back), text lines. */
export function documentPng(seed: number, side: 'front' | 'back', accent: Rgb): Buffer {
  const width = 480;
  const height = 300;
  const pixels = Buffer.alloc((width * 3 + 1) * height);
  const put = (x: number, y: number, [r, g, b]: Rgb) => {
    const at = y * (width * 3 + 1) + 1 + x * 3;
    pixels[at] = r;
    pixels[at + 1] = g;
    pixels[at + 2] = b;
  };
  const rect = (x0: number, y0: number, w: number, h: number, color: Rgb) => {
    for (let y = y0; y < Math.min(height, y0 + h); y += 1)
      for (let x = x0; x < Math.min(width, x0 + w); x += 1) put(x, y, color);
  };
  rect(0, 0, width, height, [248, 246, 240]);
  rect(0, 0, width, 56, accent);
  rect(0, height - 10, width, 10, accent);
  if (side === 'front') {
    rect(24, 80, 110, 140, [205, 210, 218]);
    rect(52, 100, 54, 54, [150, 158, 170]);
    rect(40, 162, 78, 50, [150, 158, 170]);
  } else {
    for (let i = 0; i < 60; i += 1)
      if ((seed >> (i % 13)) & 1 || i % 3 === 0) rect(24 + i * 7, 200, 4, 60, [40, 40, 40]);
  }
  const left = side === 'front' ? 160 : 24;
  for (let line = 0; line < 5; line += 1) {
    const length = 120 + ((seed * (line + 3) * 37) % 160);
    rect(
      left,
      86 + line * 24,
      Math.min(length, width - left - 24),
      10,
      line === 0 ? [60, 60, 70] : [150, 150, 160],
    );
  }
  rect(24, 16, 60 + (seed % 80), 22, [255, 255, 255]);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const pdfText = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`);

/** A one-page PDF with the given lines of text (Helvetica), offsets computed for a valid xref. */
export function textPdf(lines: string[]): Buffer {
  const content = [
    'BT /F1 14 Tf 56 780 Td 20 TL',
    ...lines.map((l) => `(${pdfText(l)}) '`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(content)} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out);
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

export const agreementPdf = (reference: string, phone: string) =>
  textPdf([
    'Fair Usage Policy Agreement',
    '',
    `Digio document: ${reference}`,
    `Signed with Aadhaar e-sign by the holder of mobile ${phone}`,
    `Signed at: ${new Date().toISOString()}`,
  ]);

/** The fair usage policy agreement the org owner is asked to e-sign (sent to Digio as a PDF). */
export const fupAgreementToSign = (orgName: string, phone: string) =>
  textPdf([
    'Fair Usage Policy Agreement',
    '',
    `Between the telephony provider and ${orgName}.`,
    'Talk time is for the business use of the team and its own customers; resale, bulk',
    'robocalls and SIM-box routing are not allowed, and excessive use may be limited.',
    '',
    `To be signed with Aadhaar e-sign by the holder of mobile ${phone}.`,
  ]);
