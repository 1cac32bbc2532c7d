import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from '../../db/schema';
import { classificationOf, dataMap } from './data-map';

const tables = (Object.values(schema) as unknown[])
  .filter((v): v is PgTable => v instanceof PgTable)
  .map((t) => getTableConfig(t));

describe('the data map', () => {
  it('classifies every column of every table, each exactly once', () => {
    const unclassified: string[] = [];
    const twice: string[] = [];
    for (const table of tables) {
      const entry = dataMap[table.name];
      for (const column of table.columns) {
        const groups = entry
          ? [
              column.name in entry.personal,
              entry.links.includes(column.name),
              entry.notPersonal.includes(column.name),
            ].filter(Boolean).length
          : 0;
        if (groups === 0) unclassified.push(`${table.name}.${column.name}`);
        if (groups > 1) twice.push(`${table.name}.${column.name}`);
      }
    }
    expect(unclassified).toEqual([]);
    expect(twice).toEqual([]);
  });

  it('names no table or column the schema does not have', () => {
    const columns = new Map(tables.map((t) => [t.name, new Set(t.columns.map((c) => c.name))]));
    const stale: string[] = [];
    for (const [table, entry] of Object.entries(dataMap)) {
      const real = columns.get(table);
      for (const name of [...Object.keys(entry.personal), ...entry.links, ...entry.notPersonal])
        if (!real?.has(name)) stale.push(`${table}.${name}`);
    }
    expect(stale).toEqual([]);
  });

  it('holds KYC records under PMLA and invoices and payments under GST', () => {
    expect(dataMap.kyc?.hold).toBe('PMLA');
    expect(dataMap.digio_requests?.hold).toBe('PMLA');
    expect(dataMap.invoices?.hold).toBe('GST');
    expect(dataMap.payments?.hold).toBe('GST');
    expect(classificationOf('kyc', 'poi_front')).toBe('document');
    expect(classificationOf('users', 'phone')).toBe('contact');
    expect(classificationOf('users', 'password_hash')).toBe('not-personal');
  });

  it('keeps through an erasure only personal columns, each with the reason', () => {
    const kept = Object.entries(dataMap).filter(([, entry]) => entry.keptOnErasure);
    expect(kept.map(([table]) => table).sort()).toEqual([
      'marketing_consents',
      'sms_opt_outs',
      'whatsapp_opt_outs',
    ]);
    for (const [table, entry] of kept) {
      expect(entry.keptOnErasure!.why.length, table).toBeGreaterThan(20);
      for (const column of entry.keptOnErasure!.columns)
        expect(column in entry.personal, `${table}.${column}`).toBe(true);
    }
  });
});
