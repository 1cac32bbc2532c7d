import { crc32, deflateSync } from 'node:zlib';
import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';
import { APP_KEY } from './helpers';

// What the product app does to send a team's KYC (the only way a customer's documents reach a
// never-seeded server): an upload slot per document, the scan PUT to it, then the submission.

export const SCAN = { width: 320, height: 200 };

/** A scanned document as the app's camera would send it: a real PNG of one colour. */
export function scanPng(rgb: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(SCAN.width, 0);
  header.writeUInt32BE(SCAN.height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.alloc(1 + SCAN.width * 3);
  for (let x = 0; x < SCAN.width; x += 1) row.set(rgb, 1 + x * 3);
  const pixels = Buffer.concat(Array.from({ length: SCAN.height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The app's key, as every app request sends it. */
export const byApp = { 'x-api-key': APP_KEY };

/**
 * Uploads a business KYC's five scans as the app does and answers the submission body that
 * names them (a GSTIN's business KYC, Aadhaar and PAN), ready to POST to /api/app/kyc.
 */
export async function appKycSubmission(
  request: APIRequestContext,
  orgId: number,
  submissionId: string,
) {
  const upload = async (fileName: string, rgb: [number, number, number]) => {
    const slot = await request.post('/api/app/kyc/uploads', {
      headers: byApp,
      data: { file_name: fileName, file_type: 'image/png' },
    });
    expect(slot.ok(), await slot.text()).toBe(true);
    const { url, file_name: stored } = (await slot.json()).data as Record<string, string>;
    const put = await request.put(url!, {
      headers: { 'content-type': 'image/png' },
      data: scanPng(rgb),
    });
    expect(put.ok(), await put.text()).toBe(true);
    return stored!;
  };
  return {
    submission_id: submissionId,
    org_id: orgId,
    kyc_template: 'BUSINESS',
    poa_id: 'AADHAAR',
    poa_front: await upload('aadhaar-front.png', [40, 110, 190]),
    poa_back: await upload('aadhaar-back.png', [60, 140, 90]),
    poi_id: 'PAN',
    poi_front: await upload('pan.png', [190, 120, 40]),
    photo: await upload('selfie.png', [150, 60, 120]),
    business_kyc: {
      gstin: '27AAPFU0939F1ZV',
      pob_id: 'GST_CERTIFICATE',
      pob_front: await upload('gst-certificate.png', [90, 90, 160]),
    },
  };
}
