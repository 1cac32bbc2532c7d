/**
 * Request bodies whose example the document cannot make from the schema alone (a choice
 * between fields, a rule across fields), by operationId. Every other body's example is made
 * from its schema (apps/server/src/platform/http/openapi-examples.ts); a test checks that
 * each example, made or given, passes its own request schema.
 */
export const requestExamples: Record<string, unknown> = {};
