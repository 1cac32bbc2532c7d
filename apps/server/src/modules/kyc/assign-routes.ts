import { envelope } from '@switchboard/contract/envelope';
import {
  assignKycBody,
  kycAssignedSchema,
  kycReviewersSchema,
  noListParams,
} from '@switchboard/contract/kyc';
import { actorOf } from '../../platform/audit/audit';
import type { App } from '../../platform/http/types';
import { assignKyc, kycReviewers } from './assign-service';

const tags = ['kyc'];

/**
 * Who reviews which KYC: the reviewers a review can go to, and the one-org assignment (the
 * queue's bulk "Assign" runs the same one per org, through POST /org/kyc/bulk). Assigning is
 * part of running the queue, so it takes the reviewer's own grant.
 */
export async function kycAssignRoutes(app: App): Promise<void> {
  app.get(
    '/api/org/kyc/reviewers',
    {
      schema: { tags, querystring: noListParams, response: { 200: envelope(kycReviewersSchema) } },
      config: { access: ['read', 'Kyc'] },
    },
    async () => ({ data: await kycReviewers(app.db) }),
  );
  app.post(
    '/api/org/kyc/assign',
    {
      schema: { tags, body: assignKycBody, response: { 200: envelope(kycAssignedSchema) } },
      config: { access: ['update', 'Kyc'] },
    },
    async (request) => ({
      data: await assignKyc(
        { db: app.db, actor: actorOf(request) },
        request.body.org_id,
        request.body.assignee_id,
      ),
    }),
  );
}
