import {
  internalLeadSources,
  internalLeadStages,
  type InternalLeadSearchQuery,
} from '@switchboard/contract/internal-leads';

/** The lead lists' filters, as strings ('' for none): the URL's parameters on the page. */
export const leadFilterNames = ['text', 'stage', 'source'] as const;
export type LeadFilterName = (typeof leadFilterNames)[number];
export type LeadFilterValues = Record<LeadFilterName, string>;
export const noLeadFilters: LeadFilterValues = { text: '', stage: '', source: '' };

/**
 * The search request for these filters. A stage or source the contract does not know (an old
 * or hand-edited link) is dropped rather than sent, so the list still shows.
 */
export function leadSearchQuery(
  values: LeadFilterValues,
): Pick<InternalLeadSearchQuery, 'text' | 'stage' | 'source'> {
  return {
    ...(values.text ? { text: values.text } : {}),
    stage: internalLeadStages.find((s) => s === values.stage),
    source: internalLeadSources.find((s) => s === values.source),
  };
}
