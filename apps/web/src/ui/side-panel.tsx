import { Card, Group, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type Props = {
  icon: ReactNode;
  title: string;
  /** A button or link at the right of the title. */
  action?: ReactNode;
  testId: string;
  children: ReactNode;
};

/** The bordered panels beside a team or user (notes, reminders, activity, messages sent). */
export function SidePanel({ icon, title, action, testId, children }: Props) {
  return (
    <Card withBorder data-testid={testId}>
      <Group justify="space-between" mb="sm">
        <Group gap={6}>
          {icon}
          <Title order={2} size="h5">
            {title}
          </Title>
        </Group>
        {action}
      </Group>
      {children}
    </Card>
  );
}
