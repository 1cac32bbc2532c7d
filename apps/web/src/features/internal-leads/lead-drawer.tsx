import { Badge } from '@mantine/core';
import { formatDateTime } from '@switchboard/contract/format';
import type { InternalLeadDetail } from '@switchboard/contract/internal-leads';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { EntityNotes } from '../../lib/slots';
import { FieldMoves } from '../../ui/field-moves';
import { DrawerSection, ObjectDrawer, type LinkedItem } from '../../ui/object-drawer';
import { useDrawerParam } from '../../ui/use-drawer-param';
import { useInternalLeadQuery } from './api';

/** The lead drawer's URL parameter: `?lead=12` opens it, on the menu page and a team's tab. */
export const useLeadDrawer = () => useDrawerParam('lead');

/** Its team (the one it belongs to or was converted into) and the customer it became. */
function linksOf({ lead, customer }: InternalLeadDetail, t: TFunction): LinkedItem[] {
  const items: LinkedItem[] = [];
  if (lead.org_id !== null)
    items.push({
      key: 'org',
      kind: t('internal-leads.team'),
      label: lead.org_name ?? `#${lead.org_id}`,
      to: `/teams/${lead.org_id}/internal-leads`,
    });
  if (customer)
    items.push({
      key: 'customer',
      kind: t('internal-leads.drawer.customer'),
      label: customer.name ?? `#${customer.id}`,
      to: `/teams/users/${customer.id}`,
      detail: customer.phone ?? undefined,
    });
  return items;
}

const StageBadge = ({ stage }: { stage: string }) => {
  const { t } = useTranslation();
  return <Badge variant="light">{t(`internal-leads.stages.${stage}`, stage)}</Badge>;
};

/** A lead's facts, team and customer, stage moves, its team's notes and who did what. */
export function LeadDrawer() {
  const { t } = useTranslation();
  const { id, close } = useLeadDrawer();
  const query = useInternalLeadQuery(id ?? 0, { skip: id === null });
  return (
    <ObjectDrawer
      opened={id !== null}
      onClose={close}
      title={t('internal-leads.drawer.title', { name: query.data?.lead.name ?? `#${id ?? ''}` })}
      testId="lead-drawer"
      query={query}
      parts={(data) => {
        const { lead } = data;
        return {
          facts: [
            { label: t('internal-leads.stage'), value: <StageBadge stage={lead.stage} /> },
            {
              label: t('internal-leads.assigned'),
              value: lead.assigned_staff_name ?? t('internal-leads.unassigned'),
            },
            { label: t('internal-leads.phone'), value: lead.phone },
            { label: t('internal-leads.email'), value: lead.email ?? '–' },
            {
              label: t('internal-leads.source'),
              value: t(`internal-leads.sources.${lead.source}`, lead.source),
            },
            { label: t('internal-leads.created'), value: formatDateTime(lead.created_at) },
            ...(lead.converted_at
              ? [
                  {
                    label: t('internal-leads.drawer.converted'),
                    value: formatDateTime(lead.converted_at),
                  },
                ]
              : []),
          ],
          linked: linksOf(data, t),
          sections: (
            <>
              <DrawerSection title={t('internal-leads.drawer.stages')} testId="stage-moves">
                <FieldMoves
                  entries={data.history}
                  field="stage"
                  label={(stage) => <StageBadge stage={stage} />}
                  empty={t('internal-leads.drawer.noStageMoves')}
                />
              </DrawerSection>
              {/* A lead has no notes of its own: the notes are its team's, once it has one. */}
              {lead.org_id !== null && (
                <DrawerSection title={t('internal-leads.drawer.notes')} testId="lead-notes">
                  <EntityNotes target="org" id={lead.org_id} />
                </DrawerSection>
              )}
            </>
          ),
          history: data.history,
          actionsKey: 'internal-leads.drawer.actions',
        };
      }}
    />
  );
}
