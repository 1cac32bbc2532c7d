import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHourglassHigh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MenuEntry } from '../menu';

/** An area in the menu that is not built yet: say so inside the layout, never a blank page. */
export function ComingSoonPage({ entry }: { entry: MenuEntry }) {
  const { t } = useTranslation();
  return (
    <Stack align="center" py={64} gap="md" data-testid="coming-soon">
      <ThemeIcon size={64} radius="xl" variant="light">
        <IconHourglassHigh size={36} />
      </ThemeIcon>
      <Title order={1} size="h2" ta="center">
        {t('shell.comingSoonTitle', { page: t(entry.label) })}
      </Title>
      <Text c="dimmed" ta="center" maw={480}>
        {t('shell.comingSoonText')}
      </Text>
      <Button component={Link} to="/" variant="light">
        {t('shell.backToDashboard')}
      </Button>
    </Stack>
  );
}
