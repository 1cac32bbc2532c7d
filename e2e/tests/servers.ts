/**
 * Each Playwright worker has servers of its own, so two workers never share a database: worker
 * `slot` (its parallelIndex, 0 … workers − 1) runs a demo server on E2E_PORT + 10 × slot and a
 * first-day server on E2E_FIRST_DAY_PORT + 10 × slot, beside its BSP on E2E_BSP_PORT + 10 × slot
 * its fake Digio 5 above the BSP and its OpenID provider 6 above (start-server.mjs).
 * playwright.config.ts starts them; tests/fixtures.ts points each worker's tests at its own.
 */
export const WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));

const portOf = (name: string, fallback: number, slot: number) =>
  Number(process.env[name] ?? fallback) + 10 * slot;

export function serversOf(slot: number) {
  const port = portOf('E2E_PORT', 4173, slot);
  const firstDayPort = portOf('E2E_FIRST_DAY_PORT', 4174, slot);
  const bspPort = portOf('E2E_BSP_PORT', 4175, slot);
  return {
    port,
    firstDayPort,
    bspPort,
    demoURL: `http://127.0.0.1:${port}`,
    firstDayURL: `http://127.0.0.1:${firstDayPort}`,
  };
}

/** This worker's servers (TEST_PARALLEL_INDEX: Playwright sets it in every worker process). */
export const mine = serversOf(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
