import { Group, Image, Text } from '@mantine/core';

/** The product mark and name; the name is configuration (PRODUCT_NAME). */
export function Logo({
  name,
  size = 32,
  nameFrom,
}: {
  name?: string;
  size?: number;
  /** Below this breakpoint the mark stands alone (a phone's header has no room for the name). */
  nameFrom?: 'xs' | 'sm' | 'md';
}) {
  return (
    <Group gap="xs" wrap="nowrap" data-testid="logo">
      <Image src="/logo.svg" alt="" w={size} h={size} />
      {name ? (
        <Text fw={700} size="lg" visibleFrom={nameFrom}>
          {name}
        </Text>
      ) : null}
    </Group>
  );
}
