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
  },
});
