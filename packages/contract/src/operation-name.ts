/** An operation's name in the API documents: a stable `operationId` and a one-line summary. */
export type OperationName = readonly [operationId: string, summary: string];

/**
 * An area's operations, declared in its contract file (`<area>Operations`, gathered by
 * operations.ts): `METHOD /path` as the server registers it (`:param` style), to its name.
 */
export type AreaOperations = Readonly<Record<string, OperationName>>;
