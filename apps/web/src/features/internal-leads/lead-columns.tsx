import { ActionIcon, Anchor, Group, Text, Tooltip } from '@mantine/core';
import { formatDateTime } from '@switchboard/contract/format';
import type { InternalLead } from '@switchboard/contract/internal-leads';
import { IconPencil, IconUserCheck } from '@tabler/icons-react';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { selectColumn, type RowSelection } from '../../ui/data-table/row-selection';
import { DrawerLink } from '../../ui/object-drawer';

const column = createColumnHelper<InternalLead>();

/** The team a lead belongs to, linked to its leads tab; none yet, said so. */
function LeadOrgCell({ orgId, name }: { orgId: number | null; name: string | null }) {
  const { t } = useTranslation();
  if (orgId === null)
    return (
      <Text size="sm" c="dimmed">
        {t('internal-leads.noTeam')}
      </Text>
    );
  return (
    <Anchor
      component={Link}
      to={`/teams/${orgId}/internal-leads`}
      size="sm"
      // Following the team is not a click on the row: it must not open the drawer.
      onClick={(e) => e.stopPropagation()}
      data-testid="lead-org-link"
    >
      {name ?? `#${orgId}`}
    </Anchor>
  );
}

type Actions = {
  canEdit: boolean;
  canConvert: boolean;
  onEdit: (lead: InternalLead) => void;
  onConvert: (lead: InternalLead) => void;
};

/** A lead's edit and convert buttons; a won lead is a team now, its history stays as it is. */
function LeadActions({
  lead,
  canEdit,
  canConvert,
  onEdit,
  onConvert,
}: Actions & { lead: InternalLead }) {
  const { t } = useTranslation();
  if (lead.stage === 'WON') return null;
  return (
    <Group
      gap={4}
      wrap="nowrap"
      justify="flex-end"
      // An action is not a click on the row: it must not open the drawer.
      onClick={(e) => e.stopPropagation()}
    >
      {canEdit && (
        <Tooltip label={t('internal-leads.edit')}>
          <ActionIcon
            variant="subtle"
            aria-label={t('internal-leads.editTitle', { name: lead.name })}
            onClick={() => onEdit(lead)}
            data-testid="lead-edit"
          >
            <IconPencil size={16} />
          </ActionIcon>
        </Tooltip>
      )}
      {canConvert && lead.org_id === null && (
        <Tooltip label={t('internal-leads.convert')}>
          <ActionIcon
            variant="subtle"
            color="green"
            aria-label={t('internal-leads.convertTitle', { name: lead.name })}
            onClick={() => onConvert(lead)}
            data-testid="lead-convert"
          >
            <IconUserCheck size={16} />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}

/** The leads table's columns: ticks (for who may edit), the name opening the drawer, the rest. */
export function useLeadColumns({
  showOrg,
  selection,
  openLead,
  canEdit,
  canConvert,
  onEdit,
  onConvert,
}: Actions & { showOrg: boolean; selection: RowSelection; openLead: (id: number) => void }) {
  const { t } = useTranslation();
  return useMemo(
    () => [
      ...(canEdit ? [selectColumn<InternalLead>(selection, (lead) => lead.id)] : []),
      // The name is the row's link to its drawer (the whole row opens it too, for the mouse).
      column.accessor('name', {
        header: t('internal-leads.name'),
        cell: (c) => (
          <DrawerLink
            onOpen={() => openLead(c.row.original.id)}
            label={t('internal-leads.drawer.open', { name: c.getValue() })}
          >
            {c.getValue()}
          </DrawerLink>
        ),
      }),
      ...(showOrg
        ? [
            column.accessor('org_name', {
              header: t('internal-leads.team'),
              cell: (c) => <LeadOrgCell orgId={c.row.original.org_id} name={c.getValue()} />,
            }),
          ]
        : []),
      column.accessor('phone', { header: t('internal-leads.phone') }),
      column.accessor('email', {
        header: t('internal-leads.email'),
        cell: (c) => c.getValue() ?? '–',
      }),
      column.accessor('source', {
        header: t('internal-leads.source'),
        cell: (c) => t(`internal-leads.sources.${c.getValue()}`, c.getValue()),
      }),
      column.accessor('stage', {
        header: t('internal-leads.stage'),
        cell: (c) => (
          <Text size="sm" fw={500} c="blue">
            {t(`internal-leads.stages.${c.getValue()}`, c.getValue())}
          </Text>
        ),
      }),
      column.accessor('assigned_staff_name', {
        header: t('internal-leads.assigned'),
        cell: (c) => c.getValue() ?? t('internal-leads.unassigned'),
      }),
      column.accessor('created_at', {
        header: t('internal-leads.created'),
        cell: (c) => formatDateTime(c.getValue()),
      }),
      column.display({
        id: 'actions',
        header: '',
        cell: (c) => (
          <LeadActions
            lead={c.row.original}
            canEdit={canEdit}
            canConvert={canConvert}
            onEdit={onEdit}
            onConvert={onConvert}
          />
        ),
      }),
    ],
    [t, showOrg, canEdit, canConvert, selection, openLead, onEdit, onConvert],
  );
}
