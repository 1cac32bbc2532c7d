import { Group, Image, Text } from '@mantine/core';

/** The product mark and name; the name is configuration (PRODUCT_NAME). */
export function Logo({ name, size = 32 }: { name?: string; size?: number }) {
  return (
    <Group gap="xs" wrap="nowrap" data-testid="logo">
      <Image src="/logo.svg" alt="" w={size} h={size} />
      {name ? (
        <Text fw={700} size="lg">
          {name}
        </Text>
      ) : null}
    </Group>
  );
}
