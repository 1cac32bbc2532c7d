import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    // Each file builds its own database (PGlite in memory, or a fresh PostgreSQL database).
    globalSetup: ['src/test/pglite-template.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
    // Its own group: the other projects keep their defaults and run alongside.
    sequence: { groupOrder: 1 },
  },
});
