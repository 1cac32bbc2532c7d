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
import { useState } from 'react';
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
import { EditOrgModal } from './edit-org-modal';
import { OdAccountModal } from './od-account-modal';
import { useTempOtp } from './temp-otp';
import { runAction } from '../../ui/run-action';

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
  const [restore] = useRestoreOrgMutation();
  // Outside the menu: its items unmount when clicked, and the one-time code must outlive them.
  const tempOtp = useTempOtp(org.id);
  const p = { product: product.name, name: org.name };
  const ask = (key: string, danger = false) => ({
    title: t(`teams.confirm.${key}Title`, p),
    message: t(`teams.confirm.${key}Text`, { ...p, number: org.product_number ?? '' }),
    danger,
  });

  if (org.deleted_at) {
    return ability.can('restore', 'Org') ? (
      <Button
        leftSection={<IconRestore size={16} />}
        data-testid="org-restore"
        onClick={() =>
          runAction({
            confirm: ask('restore'),
            run: () => restore(org.id),
            success: t('messages.orgRestored'),
          })
        }
      >
        {t('teams.actions.restore')}
      </Button>
    ) : null;
  }

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
          <Menu.Item
            leftSection={<IconCircleCheck size={16} />}
            disabled={Boolean(org.qualified_at)}
            data-testid="org-qualify"
            onClick={() =>
              runAction({
                confirm: ask('qualify'),
                run: () => qualify(org.id),
                success: t('messages.qualified'),
              })
            }
          >
            {t('teams.actions.qualify')}
          </Menu.Item>
          <Menu.Label>{t('teams.actions.telephony')}</Menu.Label>
          {[false, true].map((multi) => (
            <Menu.Item
              key={String(multi)}
              leftSection={<IconRefresh size={16} />}
              disabled={!org.product_number}
              data-testid={multi ? 'org-refresh-multi-trunk' : 'org-refresh-trunk'}
              onClick={() =>
                runAction({
                  confirm: ask(multi ? 'multiTrunk' : 'trunk'),
                  run: () => refresh({ org_id: org.id, multi }),
                  success: t(multi ? 'messages.multiTrunkRefreshed' : 'messages.trunkRefreshed'),
                })
              }
            >
              {t(multi ? 'teams.actions.refreshMultiTrunk' : 'teams.actions.refreshTrunk')}
            </Menu.Item>
          ))}
          <Menu.Item
            leftSection={<IconPhoneOff size={16} />}
            color="red"
            disabled={!org.product_number}
            data-testid="org-release-number"
            onClick={() =>
              runAction({
                confirm: { ...ask('release', true), typeToConfirm: org.product_number ?? '' },
                run: () => release(org.product_number ?? ''),
                success: t('messages.productReleased', { product: product.name }),
              })
            }
          >
            {t('teams.actions.releaseNumber', { product: product.name })}
          </Menu.Item>
          <Menu.Item
            leftSection={<IconSettings size={16} />}
            onClick={() => setModal('od')}
            data-testid="org-od-account"
          >
            {t('teams.actions.odAccount')}
          </Menu.Item>
          <Menu.Label>{t('teams.actions.plans')}</Menu.Label>
          <Menu.Item
            leftSection={<IconPlayerPlay size={16} />}
            data-testid="org-new-trial"
            onClick={() =>
              runAction({
                confirm: ask('newTrial'),
                run: () => newTrial(org.id),
                success: t('messages.newTrialStarted'),
              })
            }
          >
            {t('teams.actions.newTrial')}
          </Menu.Item>
          <Menu.Item
            leftSection={<IconPlayerPlay size={16} />}
            data-testid="org-crm-trial"
            onClick={() =>
              runAction({
                confirm: ask('crmTrial'),
                run: () => crmTrial({ org_id: org.id }),
                success: t('messages.crmTrialStarted'),
              })
            }
          >
            {t('teams.actions.crmTrial')}
          </Menu.Item>
          <Menu.Label>{t('teams.actions.access')}</Menu.Label>
          <Menu.Item
            leftSection={<IconRotateClockwise size={16} />}
            data-testid="org-reset-fup"
            onClick={() =>
              runAction({
                confirm: ask('resetFup'),
                run: () => resetFup(org.id),
                success: t('messages.resetFupDone'),
              })
            }
          >
            {t('teams.actions.resetFup')}
          </Menu.Item>
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
              <Menu.Item
                leftSection={<IconTrash size={16} />}
                color="red"
                data-testid="org-delete"
                onClick={() =>
                  runAction({
                    confirm: { ...ask('delete', true), typeToConfirm: org.name },
                    run: () => remove(org.id),
                    success: t('messages.orgDeleted'),
                    onDone: () => navigate('/teams'),
                  })
                }
              >
                {t('teams.actions.delete')}
              </Menu.Item>
            </>
          ) : null}
        </Menu.Dropdown>
      </Menu>
      {tempOtp.dialog}
      {/* Mounted while open, so each opening starts from the org as it is now. */}
      {modal === 'edit' ? <EditOrgModal org={org} opened onClose={() => setModal(null)} /> : null}
      {modal === 'od' ? (
        <OdAccountModal
          orgId={org.id}
          current={org.od_account}
          opened
          onClose={() => setModal(null)}
        />
      ) : null}
    </>
  );
}
