import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    // Each file builds its own database (PGlite in memory, or a fresh PostgreSQL database).
    globalSetup: ['src/test/database-template.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Each file builds its own app and database, so files share only imported modules: loading
    // them once per worker instead of once per file halves the run.
    isolate: false,
    maxWorkers: 2,
    // Its own group: the other projects keep their defaults and run alongside.
    sequence: { groupOrder: 1 },
  },
});
