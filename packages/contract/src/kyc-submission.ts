import { z } from 'zod';
import { allowedFileTypes, safeFileName } from './files';
import { bvModifiableFields, kycChangedSchema, kycModifiableFields } from './kyc';

// The product app's KYC (POST /app/kyc): a team's documents and details as the app collects
// them, with the app's own id of the submission. The fields are the reviewers' own
// (kycModifiableFields, bvModifiableFields), so the app is held to exactly what staff edits
// are; a field the API does not know is refused by name rather than dropped.

/** What a reviewer needs to review each part; the backs are for two-sided documents only. */
const requiredKyc = ['poa_id', 'poa_front', 'poi_id', 'poi_front', 'photo'] as const;
const requiredBusiness = ['pob_id', 'pob_front'] as const;
/** The fields of the regular KYC; the template alone does not make a KYC submission. */
const kycDocumentFields = Object.keys(kycModifiableFields).filter((f) => f !== 'kyc_template');

/** Which parts a submission carries: one without `business_kyc` is a KYC submission. */
export function submittedParts(body: { business_kyc?: object | undefined }): {
  kyc: boolean;
  business: boolean;
} {
  const fields = body as Record<string, unknown>;
  const business = body.business_kyc !== undefined;
  return { kyc: !business || kycDocumentFields.some((f) => fields[f] !== undefined), business };
}

const requireFields = (
  body: object,
  fields: readonly string[],
  ctx: z.RefinementCtx,
  path: string[] = [],
) => {
  for (const field of fields)
    if ((body as Record<string, unknown>)[field] == null)
      ctx.addIssue({ code: 'custom', path: [...path, field], message: 'is required' });
};

export const appBusinessKycBody = z.strictObject(bvModifiableFields);

/** The app's own id of one submission: a repeat with it answers the first result. */
export const submissionId = z
  .string()
  .trim()
  .regex(/^[\w-]{1,100}$/, 'must be 1 to 100 letters, digits, underscores or dashes');

/**
 * A submission carries the KYC documents, the business verification (`business_kyc`), or both:
 * each part it carries is complete, and one without `business_kyc` is a KYC submission.
 */
export const appKycBody = z
  .strictObject({
    submission_id: submissionId,
    org_id: z.number().int().positive().max(2_147_483_647),
    ...kycModifiableFields,
    business_kyc: appBusinessKycBody.optional(),
  })
  .superRefine((body, ctx) => {
    const parts = submittedParts(body);
    if (parts.kyc) requireFields(body, requiredKyc, ctx);
    if (body.business_kyc)
      requireFields(body.business_kyc, requiredBusiness, ctx, ['business_kyc']);
  });
export type AppKycBody = z.infer<typeof appKycBody>;

/**
 * The KYC after the submission (the staff routes' answer) with the submission's id; a repeat
 * answers the same with `repeated: true` and changes nothing.
 */
export const appKycResultSchema = kycChangedSchema.extend({
  submission_id: z.string(),
  repeated: z.boolean(),
});
export type AppKycResult = z.infer<typeof appKycResultSchema>;

/**
 * POST /app/kyc/uploads: a slot to upload one KYC document to (the file service's presigned
 * PUT, as the console gets with GET /s3/presignURL); the answer's `file_name` is what the
 * submission names the document by.
 */
export const appKycUploadBody = z.strictObject({
  file_name: safeFileName,
  file_type: z.enum(allowedFileTypes.document as [string, ...string[]]),
});
