import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Stack align="center" py={64} gap="md" data-testid="not-found">
      <Title order={1} size="h2">
        {t('shell.notFoundTitle')}
      </Title>
      <Text c="dimmed">{t('shell.notFoundText')}</Text>
      <Button component={Link} to="/" variant="light">
        {t('shell.backToDashboard')}
      </Button>
    </Stack>
  );
}
