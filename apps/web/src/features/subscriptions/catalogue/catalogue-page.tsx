import { Alert, Anchor, Badge, Center, Group, Loader, Stack, Tabs, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppAbility } from '../../../lib/ability';
import { errorMessage } from '../../../lib/error-message';
import { AddonDialog } from './addon-dialog';
import { AddonsTable } from './addons-table';
import { useCatalogueQuery } from './api';
import { NewButton, type Editing } from './catalogue-parts';
import { PlanDialog } from './plan-dialog';
import { PlansTable } from './plans-table';
import { VariantDialog } from './variant-dialog';

/**
 * Subscriptions › Catalogue: every plan (current, legacy, retired) with its variants, and the
 * add-ons. An SU changes them; an ADMIN reads. A price change is a new version.
 */
export default function CataloguePage() {
  const { t } = useTranslation();
  const canChange = useAppAbility().can('update', 'Plan');
  const { data, error, isLoading } = useCatalogueQuery();
  const [editing, setEditing] = useState<Editing | null>(null);
  const close = () => setEditing(null);

  return (
    <Stack data-testid="catalogue-page">
      <Group justify="space-between">
        <Group gap="xs">
          <Anchor
            component={Link}
            to="/subscriptions"
            aria-label={t('subscriptions.catalogue.back')}
          >
            <IconArrowLeft size={20} />
          </Anchor>
          <Title order={1} size="h2">
            {t('subscriptions.catalogue.title')}
          </Title>
        </Group>
        {!canChange && <Badge variant="light">{t('subscriptions.catalogue.readOnly')}</Badge>}
      </Group>
      {error ? (
        <Alert color="red">{errorMessage(error)}</Alert>
      ) : isLoading || !data ? (
        <Center py="xl">
          <Loader size="sm" />
        </Center>
      ) : (
        <Tabs defaultValue="plans" keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="plans">
              {t('subscriptions.catalogue.plans', { n: data.plans.length })}
            </Tabs.Tab>
            <Tabs.Tab value="addons">
              {t('subscriptions.catalogue.addonsTab', { n: data.addons.length })}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="plans" pt="md">
            {canChange && (
              <NewButton
                label={t('subscriptions.catalogue.newPlan')}
                onClick={() => setEditing({ kind: 'plan', plan: null })}
                testId="new-plan"
              />
            )}
            <PlansTable plans={data.plans} canChange={canChange} onEdit={setEditing} />
          </Tabs.Panel>
          <Tabs.Panel value="addons" pt="md">
            {canChange && (
              <NewButton
                label={t('subscriptions.catalogue.newAddon')}
                onClick={() => setEditing({ kind: 'addon', addon: null })}
                testId="new-addon"
              />
            )}
            <AddonsTable addons={data.addons} canChange={canChange} onEdit={setEditing} />
          </Tabs.Panel>
        </Tabs>
      )}
      {editing?.kind === 'plan' && data && (
        <PlanDialog plan={editing.plan} addons={data.addons} onClose={close} />
      )}
      {editing?.kind === 'variant' && (
        <VariantDialog plan={editing.plan} variant={editing.variant} onClose={close} />
      )}
      {editing?.kind === 'addon' && <AddonDialog addon={editing.addon} onClose={close} />}
    </Stack>
  );
}
