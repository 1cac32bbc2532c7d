import type { OrgActionResponse } from '@switchboard/contract/teams';
import type { App } from '../../platform/http/types';
import { notFound } from '../../platform/errors';
import { findOrgRow } from './repository';

/** An org action's answer: the spec's success message and the org as it now is. */
export async function actionResult(app: App, orgId: number, message: string): Promise<OrgActionResponse> {
  const org = await findOrgRow(app.db, orgId, app.config.product.key);
  if (!org) throw notFound('Org');
  return { message, org };
}
