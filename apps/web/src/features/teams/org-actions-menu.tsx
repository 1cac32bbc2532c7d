import { Button, Menu } from '@mantine/core';
import {
  IconChevronDown,
  IconCircleCheck,
  IconEdit,
  IconKey,
  IconPhoneOff,
  IconPlayerPlay,
  IconRefresh,
  IconRestore,
  IconRotateClockwise,
  IconSettings,
  IconTrash,
} from '@tabler/icons-react';
import type { OrgDetails } from '@switchboard/contract/teams';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAppAbility } from '../../lib/ability';
import { useProduct } from '../../lib/api/config-api';
import {
  useDeleteOrgMutation,
  useQualifyOrgMutation,
  useRefreshTrunkMutation,
  useReleaseNumberMutation,
  useResetFupMutation,
  useRestoreOrgMutation,
  useStartCrmTrialMutation,
  useStartNewTrialMutation,
} from './api';
import { EditOrgDialog } from './edit-org-dialog';
import { OdAccountDialog } from './od-account-dialog';
import { useTempOtp } from './temp-otp';
import type { ConfirmOptions } from '../../ui/confirm-dialog';
import { runAction } from '../../ui/run-action';

/** A menu item that asks first, runs, and answers like every action of the console. */
function AskedItem({
  icon,
  label,
  testId,
  disabled,
  color,
  ...action
}: {
  icon: ReactNode;
  label: string;
  testId: string;
  disabled?: boolean;
  color?: string;
  confirm: ConfirmOptions;
  run: () => Promise<{ data?: unknown; error?: unknown }>;
  success: string;
  onDone?: () => void;
}) {
  return (
    <Menu.Item
      leftSection={icon}
      color={color}
      disabled={disabled}
      data-testid={testId}
      onClick={() => void runAction(action)}
    >
      {label}
    </Menu.Item>
  );
}

/** A deleted team's one action: bring it back, asked first (for those who may). */
function RestoreOrgButton({ org }: { org: OrgDetails }) {
  const { t } = useTranslation();
  const product = useProduct();
  const [restore] = useRestoreOrgMutation();
  if (!useAppAbility().can('restore', 'Org')) return null;
  return (
    <Button
      leftSection={<IconRestore size={16} />}
      data-testid="org-restore"
      onClick={() =>
        runAction({
          confirm: {
            title: t('teams.confirm.restoreTitle', { product: product.name, name: org.name }),
            message: t('teams.confirm.restoreText', {
              product: product.name,
              name: org.name,
              number: org.product_number ?? '',
            }),
            danger: false,
          },
          run: () => restore(org.id),
          success: t('messages.orgRestored'),
        })
      }
    >
      {t('teams.actions.restore')}
    </Button>
  );
}

/** Every action on the org, each confirmed where it changes money, numbers or access. */
export function OrgActionsMenu({ org }: { org: OrgDetails }) {
  const { t } = useTranslation();
  const product = useProduct();
  const navigate = useNavigate();
  const ability = useAppAbility();
  const [modal, setModal] = useState<'edit' | 'od' | null>(null);
  const [release] = useReleaseNumberMutation();
  const [newTrial] = useStartNewTrialMutation();
  const [crmTrial] = useStartCrmTrialMutation();
  const [refresh] = useRefreshTrunkMutation();
  const [qualify] = useQualifyOrgMutation();
  const [resetFup] = useResetFupMutation();
  const [remove] = useDeleteOrgMutation();
  // Outside the menu: its items unmount when clicked, and the one-time code must outlive them.
  const tempOtp = useTempOtp(org.id);
  const p = { product: product.name, name: org.name };
  const ask = (key: string, danger = false) => ({
    title: t(`teams.confirm.${key}Title`, p),
    message: t(`teams.confirm.${key}Text`, { ...p, number: org.product_number ?? '' }),
    danger,
  });

  if (org.deleted_at) return <RestoreOrgButton org={org} />;

  return (
    <>
      <Menu position="bottom-end" shadow="md" width={250}>
        <Menu.Target>
          <Button rightSection={<IconChevronDown size={16} />} data-testid="org-actions">
            {t('teams.actions.title')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item
            leftSection={<IconEdit size={16} />}
            onClick={() => setModal('edit')}
            data-testid="org-edit"
          >
            {t('teams.actions.edit')}
          </Menu.Item>
          <AskedItem
            icon={<IconCircleCheck size={16} />}
            disabled={Boolean(org.qualified_at)}
            testId="org-qualify"
            label={t('teams.actions.qualify')}
            confirm={ask('qualify')}
            run={() => qualify(org.id)}
            success={t('messages.qualified')}
          />
          <Menu.Label>{t('teams.actions.telephony')}</Menu.Label>
          {[false, true].map((multi) => (
            <AskedItem
              key={String(multi)}
              icon={<IconRefresh size={16} />}
              disabled={!org.product_number}
              testId={multi ? 'org-refresh-multi-trunk' : 'org-refresh-trunk'}
              label={t(multi ? 'teams.actions.refreshMultiTrunk' : 'teams.actions.refreshTrunk')}
              confirm={ask(multi ? 'multiTrunk' : 'trunk')}
              run={() => refresh({ org_id: org.id, multi })}
              success={t(multi ? 'messages.multiTrunkRefreshed' : 'messages.trunkRefreshed')}
            />
          ))}
          {/* Only a team that holds a number has one to release. */}
          {org.product_number && (
            <AskedItem
              icon={<IconPhoneOff size={16} />}
              color="red"
              testId="org-release-number"
              label={t('teams.actions.releaseNumber', { product: product.name })}
              confirm={{ ...ask('release', true), typeToConfirm: org.product_number }}
              run={() => release(org.product_number ?? '')}
              success={t('messages.productReleased', { product: product.name })}
            />
          )}
          <Menu.Item
            leftSection={<IconSettings size={16} />}
            onClick={() => setModal('od')}
            data-testid="org-od-account"
          >
            {t('teams.actions.odAccount')}
          </Menu.Item>
          <Menu.Label>{t('teams.actions.plans')}</Menu.Label>
          <AskedItem
            icon={<IconPlayerPlay size={16} />}
            testId="org-new-trial"
            label={t('teams.actions.newTrial')}
            confirm={ask('newTrial')}
            run={() => newTrial(org.id)}
            success={t('messages.newTrialStarted')}
          />
          <AskedItem
            icon={<IconPlayerPlay size={16} />}
            testId="org-crm-trial"
            label={t('teams.actions.crmTrial')}
            confirm={ask('crmTrial')}
            run={() => crmTrial({ org_id: org.id })}
            success={t('messages.crmTrialStarted')}
          />
          <Menu.Label>{t('teams.actions.access')}</Menu.Label>
          <AskedItem
            icon={<IconRotateClockwise size={16} />}
            testId="org-reset-fup"
            label={t('teams.actions.resetFup')}
            confirm={ask('resetFup')}
            run={() => resetFup(org.id)}
            success={t('messages.resetFupDone')}
          />
          <Menu.Item
            leftSection={<IconKey size={16} />}
            onClick={tempOtp.issue}
            data-testid="org-temp-otp"
          >
            {t('teams.actions.tempOtp')}
          </Menu.Item>
          {ability.can('delete', 'Org') ? (
            <>
              <Menu.Divider />
              <AskedItem
                icon={<IconTrash size={16} />}
                color="red"
                testId="org-delete"
                label={t('teams.actions.delete')}
                confirm={{ ...ask('delete', true), typeToConfirm: org.name }}
                run={() => remove(org.id)}
                success={t('messages.orgDeleted')}
                onDone={() => navigate('/teams')}
              />
            </>
          ) : null}
        </Menu.Dropdown>
      </Menu>
      {tempOtp.dialog}
      {/* Mounted while open, so each opening starts from the org as it is now. */}
      {modal === 'edit' ? <EditOrgDialog org={org} opened onClose={() => setModal(null)} /> : null}
      {modal === 'od' ? (
        <OdAccountDialog
          orgId={org.id}
          current={org.od_account}
          opened
          onClose={() => setModal(null)}
        />
      ) : null}
    </>
  );
}
