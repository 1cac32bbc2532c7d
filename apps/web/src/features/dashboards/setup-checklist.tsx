import {
  Anchor,
  Badge,
  Button,
  Group,
  List,
  Paper,
  Progress,
  Text,
  ThemeIcon,
} from '@mantine/core';
import type { SetupStep } from '@switchboard/contract/dashboards';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppAbility } from '../../lib/ability';
import { runAction } from '../../ui/run-action';
import { useDismissSetupMutation, useMarkSetupStepMutation, useSetupChecklistQuery } from './api';

/** Where each step is done. */
export const setupStepLinks: Record<SetupStep, string> = {
  catalogue: '/subscriptions/catalogue',
  numbers: '/voip-numbers',
  team: '/onboard',
  kyc: '/kyc',
  plan: '/teams',
  providers: '/outbox',
  staff: '/staff',
};

/**
 * A new company's first days on its dashboard: each step links to where it is done and ticks
 * itself from the data (the server says which). Gone once every step is done, or once this
 * staff member dismissed it.
 */
export function SetupChecklist() {
  const { t } = useTranslation();
  const ability = useAppAbility();
  const { data } = useSetupChecklistQuery(undefined, { refetchOnMountOrArgChange: true });
  const [dismiss, dismissing] = useDismissSetupMutation();
  const [mark, marking] = useMarkSetupStepMutation();
  if (!data || data.complete || data.dismissed) return null;
  const done = data.steps.filter((s) => s.done).length;
  return (
    <Paper withBorder p="lg" radius="md" data-testid="setup-checklist">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <div>
          <Text fw={600} component="h2" size="lg" m={0}>
            {t('dashboards.setup.title')}
          </Text>
          <Text c="dimmed" size="sm">
            {t('dashboards.setup.subtitle')}
          </Text>
        </div>
        <Button
          variant="subtle"
          size="xs"
          loading={dismissing.isLoading}
          onClick={() =>
            void runAction({
              run: () => dismiss({ dismissed: true }),
              success: t('dashboards.setup.dismissed'),
            })
          }
        >
          {t('dashboards.setup.dismiss')}
        </Button>
      </Group>
      <Group gap="xs" mt="sm" wrap="nowrap">
        <Progress
          value={(done / data.steps.length) * 100}
          flex={1}
          aria-label={t('dashboards.setup.progress', { done, total: data.steps.length })}
        />
        <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {t('dashboards.setup.progress', { done, total: data.steps.length })}
        </Text>
      </Group>
      <List spacing="sm" mt="md" listStyleType="none" p={0}>
        {data.steps.map(({ step, done: ticked }) => (
          <List.Item
            key={step}
            data-testid={`setup-step-${step}`}
            data-done={ticked}
            icon={
              <ThemeIcon
                size={22}
                radius="xl"
                color={ticked ? 'teal' : 'gray'}
                variant={ticked ? 'filled' : 'light'}
                aria-hidden
              >
                {ticked ? '✓' : ''}
              </ThemeIcon>
            }
          >
            <Group gap="xs" wrap="wrap">
              <Anchor
                component={Link}
                to={setupStepLinks[step]}
                fw={500}
                td={ticked ? 'line-through' : undefined}
              >
                {t(`dashboards.setup.steps.${step}.title`)}
              </Anchor>
              {ticked && (
                <Badge color="teal" variant="light" size="sm">
                  {t('dashboards.setup.done')}
                </Badge>
              )}
              {step === 'catalogue' && !ticked && ability.can('update', 'Plan') && (
                <Button
                  size="compact-xs"
                  variant="light"
                  loading={marking.isLoading}
                  onClick={() =>
                    void runAction({
                      run: () => mark({ step: 'catalogue' }),
                      success: t('dashboards.setup.catalogueMarked'),
                    })
                  }
                >
                  {t('dashboards.setup.markReviewed')}
                </Button>
              )}
            </Group>
            <Text size="sm" c="dimmed">
              {t(`dashboards.setup.steps.${step}.hint`)}
            </Text>
          </List.Item>
        ))}
      </List>
    </Paper>
  );
}
