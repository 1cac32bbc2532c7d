import { ActionIcon, Menu } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import type { Subscription } from '@switchboard/contract/subscriptions';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useProduct } from '../../lib/api/config-api';
import { AddonsDialog, FreebiesDialog, NumberDialog, ValidityDialog } from './action-dialogs';
import { useEndSubscriptionMutation, useOrgContextQuery } from './api';
import { useConfirmedAction } from './use-action';

type Form = 'validity' | 'addons' | 'freebies' | 'number';

/** The confirmed, audited actions on one subscription. */
export function SubscriptionActions({ subscription }: { subscription: Subscription }) {
  const { t } = useTranslation();
  const product = useProduct();
  const [form, setForm] = useState<Form | null>(null);
  const [end] = useEndSubscriptionMutation();
  const { run } = useConfirmedAction();
  const { data: org } = useOrgContextQuery(subscription.org_id, { skip: form !== 'number' });
  const ended = subscription.status === 'ended';
  const close = () => setForm(null);
  const titles: Record<Form, string> = {
    validity: t('subscriptions.actions.validity'),
    addons: t('subscriptions.actions.addons'),
    freebies: t('subscriptions.actions.freebies'),
    number: t('subscriptions.actions.number', { product: product.name }),
  };

  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon
            variant="subtle"
            aria-label={t('subscriptions.actions.menu', { id: subscription.id })}
            onClick={(e) => e.stopPropagation()}
          >
            <IconDots size={16} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {(Object.keys(titles) as Form[]).map((key) => (
            <Menu.Item key={key} onClick={() => setForm(key)} disabled={ended && key !== 'number'}>
              {titles[key]}
            </Menu.Item>
          ))}
          <Menu.Divider />
          <Menu.Item
            color="red"
            disabled={ended}
            onClick={() =>
              void run(
                {
                  title: t('subscriptions.actions.end'),
                  message: t('subscriptions.actions.confirmEnd', {
                    id: subscription.id,
                    plan: subscription.plan_name,
                    org: subscription.org_name,
                  }),
                  // Ending cannot be undone: the team's name is typed first.
                  typeToConfirm: subscription.org_name,
                },
                () => end(subscription.id).unwrap(),
              )
            }
          >
            {t('subscriptions.actions.end')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {form === 'validity' && <ValidityDialog subscription={subscription} onDone={close} />}
      {form === 'addons' && <AddonsDialog subscription={subscription} onDone={close} />}
      {form === 'freebies' && <FreebiesDialog subscription={subscription} onDone={close} />}
      {form === 'number' && org && (
        <NumberDialog
          orgId={subscription.org_id}
          currentNumber={org.product_number}
          title={titles.number}
          onDone={close}
        />
      )}
    </>
  );
}
