import { eq, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../platform/db/client';
import type { FileService } from '../platform/files/file-service';
import { documentPng, textPdf } from '../modules/kyc/sample-documents';
import { kyc } from '../db/schema/kyc';

type Rgb = [number, number, number];
const accents: Record<string, Rgb> = {
  poa: [27, 94, 170],
  poi: [170, 90, 20],
  photo: [90, 90, 110],
  pob: [30, 130, 80],
};

/**
 * The demo's KYC documents as real files: a card-like PNG for every document the demo KYC
 * rows name, a back side for proofs of identity and business, and an extra business proof as a
 * PDF. Runs after the demo seed, once the file service exists.
 */
export async function seedKycDocuments(db: Db, files: FileService): Promise<void> {
  const rows = await db.select().from(kyc).orderBy(kyc.orgId);
  for (const row of rows) {
    if (row.status === 'NOT_SUBMITTED' && !row.pobId) continue;
    const base = `kyc/${row.orgId}`;
    const extra = row.pobId
      ? [
          {
            proof_id: 'UDYAM_CERTIFICATE',
            proof_name: 'Udyam Registration Certificate',
            proof_front: `${base}/udyam.pdf`,
            proof_back: null,
          },
        ]
      : [];
    const [org] = await rowsOf<{ name: string }>(
      db,
      sql`select name from orgs where id = ${row.orgId}`,
    );
    const updated = {
      poiBack: row.poiFront ? `${base}/poi-back.png` : null,
      pobBack: row.pobFront ? `${base}/pob-back.png` : null,
      extraDocuments: extra,
    };
    const documents: [string | null, 'front' | 'back', Rgb][] = [
      [row.poaFront, 'front', accents.poa!],
      [row.poaBack, 'back', accents.poa!],
      [row.poiFront, 'front', accents.poi!],
      [updated.poiBack, 'back', accents.poi!],
      [row.photo, 'front', accents.photo!],
      [row.pobFront, 'front', accents.pob!],
      [updated.pobBack, 'back', accents.pob!],
    ];
    for (const [key, side, accent] of documents) {
      if (key)
        await files.put(key, documentPng(row.orgId * 7 + key.length, side, accent), 'image/png');
    }
    if (extra.length > 0) {
      const pdf = textPdf([
        'Udyam Registration Certificate',
        '',
        `Enterprise: ${org?.name ?? ''}`,
        `UDYAM-MH-${String(row.orgId).padStart(2, '0')}-00${row.orgId * 131}`,
        'Type: Micro',
      ]);
      await files.put(`${base}/udyam.pdf`, pdf, 'application/pdf');
    }
    await db.update(kyc).set(updated).where(eq(kyc.orgId, row.orgId));
  }
}
