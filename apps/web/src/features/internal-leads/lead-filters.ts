import {
  internalLeadSources,
  internalLeadStages,
  type InternalLeadSearchQuery,
} from '@switchboard/contract/internal-leads';

/** The lead lists' filters, as strings ('' for none): the URL's parameters on the page. */
export const leadFilterNames = ['text', 'stage', 'source', 'owner', 'from', 'to'] as const;
export type LeadFilterName = (typeof leadFilterNames)[number];
export type LeadFilterValues = Record<LeadFilterName, string>;
export const noLeadFilters: LeadFilterValues = {
  text: '',
  stage: '',
  source: '',
  owner: '',
  from: '',
  to: '',
};
/** The owner filter's value for leads nobody owns (the API's `owner_id=0`). */
export const UNOWNED = '0';

const isoDay = (value: string) => (/^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);

/**
 * The search request for these filters. A stage, source, owner or day the contract does not
 * know (an old or hand-edited link) is dropped rather than sent, so the list still shows.
 */
export function leadSearchQuery(
  values: LeadFilterValues,
): Pick<InternalLeadSearchQuery, 'text' | 'stage' | 'source' | 'owner_id' | 'from' | 'to'> {
  const owner = /^\d+$/.test(values.owner) ? Number(values.owner) : undefined;
  return {
    ...(values.text ? { text: values.text } : {}),
    stage: internalLeadStages.find((s) => s === values.stage),
    source: internalLeadSources.find((s) => s === values.source),
    owner_id: owner,
    from: isoDay(values.from),
    to: isoDay(values.to),
  };
}

export const isFiltered = (values: LeadFilterValues) =>
  Object.values(values).some((value) => value !== '');
