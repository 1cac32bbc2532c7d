import { useTranslation } from 'react-i18next';
import { useLeadGroupTypesQuery, useLeadStageTypesQuery } from './api';

/** The server's catalogue of stage or group types, labelled in the console's language. */
export function useTypeOptions(kind: 'stage' | 'group') {
  const { t } = useTranslation();
  const stages = useLeadStageTypesQuery(undefined, { skip: kind !== 'stage' });
  const groups = useLeadGroupTypesQuery(undefined, { skip: kind !== 'group' });
  const list = (kind === 'stage' ? stages.data : groups.data) ?? [];
  const prefix = kind === 'stage' ? 'lead-stages.stageTypes' : 'lead-stages.groupTypes';
  return list.map((o) => ({
    value: o.type,
    label: t(`${prefix}.${o.type}`, { defaultValue: o.label }),
  }));
}
