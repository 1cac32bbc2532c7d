import { expect } from 'vitest';
import type { useTestApp } from '../../test/app';
import { documentPng } from './sample-documents';

/** The product app's key in the KYC submission tests. */
export const APP_KEY = 'kyc-app-test-key-0123456789abcdef';

/** What the KYC submission tests do again and again, as the product's app does it. */
export function appKycKit(app: ReturnType<typeof useTestApp>) {
  /** No session, the app's key (or the one given, or none). */
  const post = (url: string, body: unknown, key: string | null = APP_KEY) =>
    app.ctx.app.inject({
      method: 'POST',
      url,
      headers: key === null ? {} : { 'x-api-key': key },
      payload: body as object,
    });
  const submit = (body: unknown, key?: string | null) => post('/api/app/kyc', body, key);

  let serial = 0;
  /** An upload slot from the app's key, the document PUT to it: its file name. */
  async function upload(name: string): Promise<string> {
    serial += 1;
    const slot = await post('/api/app/kyc/uploads', { file_name: name, file_type: 'image/png' });
    expect(slot.statusCode, slot.body).toBe(200);
    const { url, file_name: fileName } = slot.json().data as { url: string; file_name: string };
    const put = await app.ctx.app.inject({
      method: 'PUT',
      url,
      payload: documentPng(serial, 'front', [30, 90, 160]),
      headers: { 'content-type': 'image/png' },
    });
    expect(put.statusCode, put.body).toBe(200);
    return fileName;
  }

  /** A complete KYC submission with freshly uploaded documents. */
  async function kycSubmission(orgId: number, submissionId: string) {
    return {
      submission_id: submissionId,
      org_id: orgId,
      kyc_template: 'INDIVIDUAL',
      poa_id: 'AADHAAR',
      poa_front: await upload('aadhaar-front.png'),
      poa_back: await upload('aadhaar-back.png'),
      poi_id: 'PAN',
      poi_front: await upload('pan.png'),
      photo: await upload('selfie.png'),
    };
  }

  /** The business verification part, with its GST certificate uploaded. */
  async function businessPart() {
    return {
      gstin: '27abcde1234f1z5',
      pob_id: 'GST_CERTIFICATE',
      pob_front: await upload('gst-certificate.png'),
      extra_documents: [
        {
          proof_id: 'UDYAM_CERTIFICATE',
          proof_name: 'Udyam registration',
          proof_front: await upload('udyam.png'),
          proof_back: null,
        },
      ],
    };
  }

  return { post, submit, upload, kycSubmission, businessPart };
}
