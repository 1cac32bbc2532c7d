import { Anchor, Paper, Skeleton, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

type Props = {
  label: string;
  value: ReactNode;
  hint?: string;
  /** The list the hint counts, when it is one. */
  hintTo?: string | undefined;
  to?: string | undefined;
  loading: boolean;
  testId: string;
};

/** One figure with what it means; a link when there is a list behind it. */
export function StatCard({ label, value, hint, hintTo, to, loading, testId }: Props) {
  return (
    <Paper withBorder p="md" radius="md" data-testid={testId}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      {loading ? (
        <Skeleton h={30} mt={6} w="60%" />
      ) : (
        <Text fz={28} fw={700} mt={4}>
          {to ? (
            <Anchor
              component={Link}
              to={to}
              inherit
              underline="hover"
              data-testid={`${testId}-link`}
            >
              {value}
            </Anchor>
          ) : (
            value
          )}
        </Text>
      )}
      {hint && (
        <Text size="sm" c="dimmed">
          {hintTo ? (
            <Anchor
              component={Link}
              to={hintTo}
              inherit
              c="dimmed"
              underline="always"
              data-testid={`${testId}-hint`}
            >
              {hint}
            </Anchor>
          ) : (
            hint
          )}
        </Text>
      )}
    </Paper>
  );
}
