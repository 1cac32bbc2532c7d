/** An operation's name in the API documents: a stable `operationId` and a one-line summary. */
export type OperationName = readonly [operationId: string, summary: string];
