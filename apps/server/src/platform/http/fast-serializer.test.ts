import { callPageSchema } from '@switchboard/contract/calls';
import { kycPageSchema } from '@switchboard/contract/kyc';
import { envelope } from '@switchboard/contract/envelope';
import { orgSearchResponse } from '@switchboard/contract/teams';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { insertCalls, insertOrg } from '../../test/factories';
import { fastSerializer } from './fast-serializer';

// The hot lists are written by fast-json-stringify (fast-serializer.ts): what a client
// receives must be what the zod serializer writes, field for field, and nothing more.
const app = useTestApp();

const zodWrite = (schema: Parameters<typeof fastSerializer>[0]['schema']) =>
  serializerCompiler({ schema, method: 'GET', url: '/' } as never);

describe('the compiled serializer of the hot lists', () => {
  it('writes what the zod serializer writes, and drops what the contract does not declare', () => {
    const schema = envelope(callPageSchema);
    const page = {
      rows: [
        {
          id: 7,
          switch_call_id: 'sw-7',
          org_id: 3,
          org_name: null,
          user_id: null,
          agent_name: 'Asha "Rao"',
          is_trial: true,
          source: 'APP',
          call_type: 'OUTGOING',
          status: 'ANSWERED',
          from_number: '+919800000001',
          to_number: '+919800000002',
          duration: 42,
          started_at: '2026-11-26T10:00:00.000Z',
          ended_at: null,
          recording_id: 'rec/1 ☎',
          is_soft_deleted: false,
          deleted_at: null,
          // Not in the contract: a column a query might select must never reach the client.
          password_hash: 'secret',
        },
      ],
      total_items: 1,
      total_is_estimate: false,
      page: 0,
      page_size: 10,
      next_cursor: null,
      prev_cursor: 6,
    };
    const fast = fastSerializer({ schema })({ data: page });
    expect(fast).not.toContain('password_hash');
    expect(JSON.parse(fast)).toEqual(JSON.parse(zodWrite(schema)({ data: page })));
  });

  it('answers the team list, team search and KYC queue as their contract says', async () => {
    const org = await insertOrg(app.ctx.db, { name: 'Serializer Sharma Traders' }, {});
    await insertCalls(app.ctx.db, [
      { orgId: org.id, isTrial: 1 },
      { orgId: org.id, isTrial: 1 },
    ]);
    for (const [path, schema] of [
      ['/api/org/search?page=1&page_size=10', envelope(orgSearchResponse)],
      ['/api/org/search?page=1&page_size=10&text=sharma', envelope(orgSearchResponse)],
      ['/api/org/kyc/search?page=1&page_size=10', envelope(kycPageSchema)],
      ['/api/call-history/trial?page=0&page_size=10', envelope(callPageSchema)],
    ] as const) {
      const response = await app.su.get(path);
      expect(response.statusCode, path).toBe(200);
      const body = response.json();
      expect(body.data.rows.length, path).toBeGreaterThan(0);
      // The zod serializer's answer for the same data is the same bytes' meaning.
      expect(JSON.parse(zodWrite(schema)(body)), path).toEqual(body);
    }
  });
});
