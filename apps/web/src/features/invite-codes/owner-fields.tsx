import { Group, NumberInput, Select, TextInput } from '@mantine/core';
import type { createInviteCodesBody, ownerKinds } from '@switchboard/contract/invite-codes';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useStaffMembersQuery } from '../../lib/api/staff-api';

export type Owner = z.input<typeof createInviteCodesBody>['owner'];

/** Who a code belongs to: a staff member, a partner org (by its id) or a campaign; or nobody. */
export function OwnerFields({
  value,
  onChange,
  error,
  kinds,
}: {
  value: Owner;
  onChange: (next: Owner) => void;
  error: ReactNode;
  kinds: typeof ownerKinds;
}) {
  const { t } = useTranslation();
  const { data: staff = [] } = useStaffMembersQuery(undefined, {
    skip: value?.kind !== 'STAFF',
  });
  // A kind chosen, its id not yet: the check then says "Required" beside the missing field.
  const blank = (kind: string | null): Owner =>
    kind === 'STAFF' || kind === 'ORG'
      ? ({ kind } as Owner)
      : kind === 'CAMPAIGN'
        ? { kind, campaign: '' }
        : undefined;
  return (
    <Group grow align="flex-start">
      <Select
        label={t('invite-codes.owner')}
        placeholder={t('invite-codes.noOwner')}
        clearable
        value={value?.kind ?? null}
        onChange={(kind) => onChange(blank(kind))}
        data={kinds.map((k) => ({ value: k, label: t(`invite-codes.ownerKind.${k}`) }))}
        data-testid="invite-code-owner-kind"
      />
      {value?.kind === 'STAFF' && (
        <Select
          label={t('invite-codes.ownerKind.STAFF')}
          searchable
          value={value.staff_id ? String(value.staff_id) : null}
          onChange={(id) => onChange({ kind: 'STAFF', staff_id: Number(id) } as Owner)}
          data={staff.map((s) => ({ value: String(s.id), label: s.name }))}
          error={error}
          required
        />
      )}
      {value?.kind === 'ORG' && (
        <NumberInput
          label={t('invite-codes.orgId')}
          value={value.org_id || ''}
          onChange={(id) => onChange({ kind: 'ORG', org_id: Number(id) || undefined } as Owner)}
          allowDecimal={false}
          allowNegative={false}
          error={error}
          required
        />
      )}
      {value?.kind === 'CAMPAIGN' && (
        <TextInput
          label={t('invite-codes.campaign')}
          value={value.campaign}
          onChange={(e) => onChange({ kind: 'CAMPAIGN', campaign: e.currentTarget.value })}
          maxLength={80}
          error={error}
          required
        />
      )}
    </Group>
  );
}
