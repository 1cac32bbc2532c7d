import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // Every test renders into a fresh store and DOM (setup.ts cleans up): a fresh jsdom and module
    // graph per file cost 100 s of the 120 s this project took.
    isolate: false,
    // A test that renders the whole console (sign-in, the shell, a page) takes a few seconds in
    // jsdom, and several times that while the API tests share the machine: it waits for what it
    // looks for, and this only bounds a test that hangs.
    testTimeout: 20_000,
  },
});
