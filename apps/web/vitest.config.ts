import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // A test that loads the console's lazy parts (the store, the other areas' strings) has them
    // transformed on first use: seconds on a busy 2-core machine, past the default 5 s. Tests
    // wait for what they look for; this is only how long before one is called stuck.
    testTimeout: 20_000,
    // Every test renders into a fresh store and DOM (setup.ts cleans up): a fresh jsdom and module
    // graph per file cost 100 s of the 120 s this project took.
    isolate: false,
  },
});
