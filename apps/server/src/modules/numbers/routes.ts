import { envelope, idParam } from '@switchboard/contract/envelope';
import {
  createVoiceMessageBody,
  customVoiceMessageBody,
  voiceMessageListSchema,
  voiceMessageSchema,
  voipHistoryPageSchema,
  voipHistoryQuery,
  voipNumberListSchema,
  voipNumberPageSchema,
  voipNumberSearchQuery,
} from '@switchboard/contract/numbers';
import { sql } from 'drizzle-orm';
import { actorOf } from '../../platform/audit/audit';
import { rowsOf } from '../../platform/db/client';
import { conflict, notFound } from '../../platform/errors';
import type { App } from '../../platform/http/types';
import { orgVoiceMessages, orgVoipHistory, orgVoipNumbers, searchVoipNumbers } from './repository';
import { createCustomVoiceMessage, createTextVoiceMessage } from './service';

const tags = ['numbers'];

export async function numbersRoutes(app: App): Promise<void> {
  const { db } = app;
  /**
   * A soft-deleted org keeps its numbers and messages, so they stay readable (an SU looks before
   * restoring it); a change waits for the restore (409), as every org change does.
   */
  const requireOrg = async (id: number, forChange = false) => {
    const [org] = await rowsOf<{ deleted: boolean }>(db, sql`select deleted_at is not null as deleted from orgs where id = ${id}`);
    if (!org) throw notFound('Org');
    if (forChange && org.deleted) throw conflict('This org is deleted; restore it first');
  };

  // Every org's numbers (menu "Voip Numbers"); a static path, so it never reads as an org id.
  app.get(
    '/api/numbers/voip',
    {
      schema: { tags, querystring: voipNumberSearchQuery, response: { 200: envelope(voipNumberPageSchema) } },
      config: { access: ['read', 'Number'] },
    },
    async (request) => ({ data: await searchVoipNumbers(db, request.query) }),
  );

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
      await requireOrg(request.body.org_id, true);
      return { data: await createTextVoiceMessage(db, actorOf(request), request.body) };
    },
  );

  app.post(
    '/api/voice-message/custom',
    { schema: { tags, body: customVoiceMessageBody, response: { 200: envelope(voiceMessageSchema) } }, config: { access: ['create', 'Number'] } },
    async (request) => {
      await requireOrg(request.body.org_id, true);
      return { data: await createCustomVoiceMessage(db, app.files, actorOf(request), request.body) };
    },
  );
}
