import { Center, Loader, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconHourglassEmpty } from '@tabler/icons-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeamTab } from '../../lib/slots';

/** A tab whose area has not delivered it yet says so plainly instead of showing nothing. */
function TabNotReady({ tab }: { tab: TeamTab }) {
  const { t } = useTranslation();
  return (
    <Stack align="center" py="xl" gap="xs" data-testid="team-tab-empty">
      <ThemeIcon size={48} radius="xl" variant="light" color="gray">
        <IconHourglassEmpty size={26} />
      </ThemeIcon>
      <Text fw={500}>{t('teams.tabNotReadyTitle', { tab: t(tab.label) })}</Text>
      <Text c="dimmed" size="sm" ta="center" maw={420}>
        {t('teams.tabNotReadyText')}
      </Text>
    </Stack>
  );
}

export function TeamTabPanel({ tab, orgId }: { tab: TeamTab; orgId: number }) {
  const { Component } = tab;
  if (!Component) return <TabNotReady tab={tab} />;
  return (
    <Suspense
      fallback={
        <Center py="xl">
          <Loader size="sm" />
        </Center>
      }
    >
      <Component orgId={orgId} />
    </Suspense>
  );
}
