import type { InternalLeadSearch } from '@switchboard/contract/internal-leads';
import type { Db } from '../../platform/db/client';
import { searchInternalLeads } from './repository';

/** One org's leads (team tab, `org_id`) or every org's (menu "Internal leads"). */
export const searchLeads = (db: Db, query: InternalLeadSearch) => searchInternalLeads(db, query);
