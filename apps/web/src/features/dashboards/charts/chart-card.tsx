import { Alert, Anchor, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/error-message';

/** A headline number of a card: a link to the list it counts, when there is one. */
export type Figure = { label: string; value: string; to?: string | undefined; testId: string };

type Props = {
  title: string;
  /** What the figures count, in a line under the title. */
  hint?: string;
  figures?: Figure[];
  loading: boolean;
  error: Parameters<typeof errorMessage>[0];
  /** Nothing to draw: the card says so instead of showing an empty chart. */
  empty: boolean;
  testId: string;
  children: ReactNode;
};

/** One chart with its figures, its loading and error states, and an empty state. */
export function ChartCard({
  title,
  hint,
  figures,
  loading,
  error,
  empty,
  testId,
  children,
}: Props) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" radius="md" data-testid={testId}>
      <Stack gap="sm">
        <div>
          <Title order={2} size="h5">
            {title}
          </Title>
          {hint && (
            <Text size="xs" c="dimmed">
              {hint}
            </Text>
          )}
        </div>
        {figures && !error && (
          <Group gap="xl">
            {figures.map((f) => (
              <div key={f.testId}>
                <Text size="xs" c="dimmed">
                  {f.label}
                </Text>
                {loading ? (
                  <Skeleton h={22} w={80} mt={2} />
                ) : (
                  <Text fw={700} size="lg" data-testid={f.testId}>
                    {f.to ? (
                      <Anchor component={Link} to={f.to} inherit underline="hover">
                        {f.value}
                      </Anchor>
                    ) : (
                      f.value
                    )}
                  </Text>
                )}
              </div>
            ))}
          </Group>
        )}
        {error ? (
          <Alert color="red" title={t('messages.oops')}>
            {errorMessage(error)}
          </Alert>
        ) : loading ? (
          <Skeleton h={220} />
        ) : empty ? (
          <Text c="dimmed" size="sm" ta="center" py="xl" data-testid={`${testId}-empty`}>
            {t('dashboards.charts.empty')}
          </Text>
        ) : (
          children
        )}
      </Stack>
    </Paper>
  );
}
