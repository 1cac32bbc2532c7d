import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from '../../db/schema/index';

// The database handle types on their own, so the code that client.ts runs at migration
// (reference data) can name them without importing the client back.
export type Schema = typeof schema;
/** Both drivers share this type: one SQL dialect, one set of queries. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle has the same query surface as the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;
