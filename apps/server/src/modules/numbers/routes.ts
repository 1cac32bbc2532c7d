import { envelope, idParam } from '@switchboard/contract/envelope';
import {
  createVoiceMessageBody,
  customVoiceMessageBody,
  voiceMessageListSchema,
  voiceMessageSchema,
  voipHistoryPageSchema,
  voipHistoryQuery,
  voipNumberListSchema,
} from '@switchboard/contract/numbers';
import { sql } from 'drizzle-orm';
import { actorOf } from '../../platform/audit/audit';
import { rowsOf } from '../../platform/db/client';
import { notFound } from '../../platform/errors';
import type { App } from '../../platform/http/types';
import { orgVoiceMessages, orgVoipHistory, orgVoipNumbers } from './repository';
import { createCustomVoiceMessage, createTextVoiceMessage } from './service';

const tags = ['numbers'];

export async function numbersRoutes(app: App): Promise<void> {
  const { db } = app;
  const requireOrg = async (id: number) => {
    const found = await rowsOf(db, sql`select 1 from orgs where id = ${id} and deleted_at is null`);
    if (found.length === 0) throw notFound('Org');
  };

  app.get(
    '/api/numbers/voip/:id',
    { schema: { tags, params: idParam, response: { 200: envelope(voipNumberListSchema) } }, config: { access: ['read', 'Number'] } },
    async (request) => {
      await requireOrg(request.params.id);
      return { data: await orgVoipNumbers(db, request.params.id) };
    },
  );

  app.get(
    '/api/org/:id/voip-history',
    {
      schema: { tags, params: idParam, querystring: voipHistoryQuery, response: { 200: envelope(voipHistoryPageSchema) } },
      config: { access: ['read', 'Number'] },
    },
    async (request) => {
      await requireOrg(request.params.id);
      return { data: await orgVoipHistory(db, request.params.id, request.query.page, request.query.page_size) };
    },
  );

  app.get(
    '/api/voice-message/org/:id',
    { schema: { tags, params: idParam, response: { 200: envelope(voiceMessageListSchema) } }, config: { access: ['read', 'Number'] } },
    async (request) => {
      await requireOrg(request.params.id);
      return { data: await orgVoiceMessages(db, request.params.id) };
    },
  );

  app.post(
    '/api/voice-message/org',
    { schema: { tags, body: createVoiceMessageBody, response: { 200: envelope(voiceMessageSchema) } }, config: { access: ['create', 'Number'] } },
    async (request) => {
      await requireOrg(request.body.org_id);
      return { data: await createTextVoiceMessage(db, actorOf(request), request.body) };
    },
  );

  app.post(
    '/api/voice-message/custom',
    { schema: { tags, body: customVoiceMessageBody, response: { 200: envelope(voiceMessageSchema) } }, config: { access: ['create', 'Number'] } },
    async (request) => {
      await requireOrg(request.body.org_id);
      return { data: await createCustomVoiceMessage(db, app.files, actorOf(request), request.body) };
    },
  );
}
