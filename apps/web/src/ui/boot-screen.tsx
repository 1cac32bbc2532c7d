import { Center, Loader, Stack } from '@mantine/core';
import { Logo } from './logo';

/** Spec section 1: while the application loads, a spinner with the logo is shown. */
export function BootScreen() {
  return (
    <Center h="100vh" role="status" aria-busy="true" data-testid="boot-screen">
      <Stack align="center" gap="md">
        <Logo size={48} />
        <Loader />
      </Stack>
    </Center>
  );
}
