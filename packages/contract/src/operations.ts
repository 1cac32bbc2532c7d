import { accountOperations } from './operations/accounts';
import { growthOperations } from './operations/growth-and-integrations';
import { reviewAndBillingOperations } from './operations/review-and-billing';

import type { OperationName } from './operations/operation-name';

export type { OperationName };

/**
 * Every API operation by area: `METHOD /path` as the server registers it, to its name. The
 * OpenAPI document takes each operation's tag (its area), operationId and summary from here,
 * so a generated client gets names that stay put when a route moves between files. A route
 * missing here still gets a derived name, and a server test points at the missing entry.
 */
export const operationCatalogue = {
  ...accountOperations,
  ...reviewAndBillingOperations,
  ...growthOperations,
} as const satisfies Record<string, Record<string, OperationName>>;

export type CataloguedOperation = { area: string; operationId: string; summary: string };

const catalogue: Readonly<Record<string, Readonly<Record<string, OperationName>>>> =
  operationCatalogue;
const byRoute = new Map<string, CataloguedOperation>(
  Object.entries(catalogue).flatMap(([area, operations]) =>
    Object.entries(operations).map(([route, [operationId, summary]]) => [
      route,
      { area, operationId, summary },
    ]),
  ),
);

/** The area and name of `METHOD /path` (the path as registered, `:param` style), if catalogued. */
export function catalogued(method: string, path: string): CataloguedOperation | undefined {
  return byRoute.get(`${method.toUpperCase()} ${path}`);
}
