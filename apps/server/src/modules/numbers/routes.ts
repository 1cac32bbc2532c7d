import { envelope, idParam } from '@switchboard/contract/envelope';
import {
  addVoipNumberBody,
  addVoipNumberResult,
  numberActionResultSchema,
  reserveNumberBody,
  voipNumberParam,
  createVoiceMessageBody,
  importVoipNumbersBody,
  importVoipNumbersResult,
  customVoiceMessageBody,
  voiceMessageListSchema,
  voiceMessageSchema,
  voipHistoryPageSchema,
  voipHistoryQuery,
  voipNumberDetailSchema,
  voipNumberListSchema,
  voipNumberPageSchema,
  voipNumberSearchQuery,
} from '@switchboard/contract/numbers';
import { actorOf } from '../../platform/audit/audit';
import type { App } from '../../platform/http/types';
import { importVoipNumbers } from './import-service';
import {
  cancelVoipReservation,
  reserveVoipNumber,
  addVoipNumber,
  createCustomVoiceMessage,
  createTextVoiceMessage,
  numberHistoryOfOrg,
  numbersOfOrg,
  searchNumbers,
  voiceMessagesOfOrg,
  voipNumberDetail,
} from './service';

const tags = ['numbers'];

export async function numbersRoutes(app: App): Promise<void> {
  const { db } = app;
  app.post(
    '/api/admin/voip-numbers/import',
    {
      schema: {
        tags,
        body: importVoipNumbersBody,
        response: { 200: envelope(importVoipNumbersResult) },
      },
      config: { access: ['create', 'Number'] },
      bodyLimit: 2 * 1024 * 1024,
    },
    async (request) => ({ data: await importVoipNumbers(db, actorOf(request), request.body) }),
  );
  app.post(
    '/api/admin/voip-numbers',
    {
      schema: {
        tags,
        body: addVoipNumberBody,
        response: { 200: envelope(addVoipNumberResult) },
      },
      config: { access: ['create', 'Number'] },
    },
    async (request) => ({ data: await addVoipNumber(db, actorOf(request), request.body) }),
  );

  app.post(
    '/api/admin/voip-numbers/:number/reserve',
    {
      schema: {
        tags,
        params: voipNumberParam,
        body: reserveNumberBody,
        response: { 200: envelope(numberActionResultSchema) },
      },
      config: { access: ['update', 'Number'] },
    },
    async (request) => ({
      data: await reserveVoipNumber(
        db,
        actorOf(request),
        request.params.number,
        request.body,
        app.config.numberQuarantineDays,
      ),
    }),
  );

  app.post(
    '/api/admin/voip-numbers/:number/cancel-reservation',
    {
      schema: {
        tags,
        params: voipNumberParam,
        response: { 200: envelope(numberActionResultSchema) },
      },
      config: { access: ['update', 'Number'] },
    },
    async (request) => ({
      data: await cancelVoipReservation(db, actorOf(request), request.params.number),
    }),
  );

  app.get(
    '/api/admin/voip-numbers/:number',
    {
      schema: {
        tags,
        params: voipNumberParam,
        response: { 200: envelope(voipNumberDetailSchema) },
      },
      config: { access: ['read', 'Number'] },
    },
    async (request) => ({ data: await voipNumberDetail(db, request.params.number) }),
  );

  // Every org's numbers (menu "Voip Numbers"); a static path, so it never reads as an org id.
  app.get(
    '/api/numbers/voip',
    {
      schema: {
        tags,
        querystring: voipNumberSearchQuery,
        response: { 200: envelope(voipNumberPageSchema) },
      },
      config: { access: ['read', 'Number'] },
    },
    async (request) => ({ data: await searchNumbers(db, request.query) }),
  );

  app.get(
    '/api/numbers/voip/:id',
    {
      schema: { tags, params: idParam, response: { 200: envelope(voipNumberListSchema) } },
      config: { access: ['read', 'Number'] },
    },
    async (request) => ({ data: await numbersOfOrg(db, request.params.id) }),
  );

  app.get(
    '/api/org/:id/voip-history',
    {
      schema: {
        tags,
        params: idParam,
        querystring: voipHistoryQuery,
        response: { 200: envelope(voipHistoryPageSchema) },
      },
      config: { access: ['read', 'Number'] },
    },
    async (request) => ({
      data: await numberHistoryOfOrg(
        db,
        request.params.id,
        request.query.page,
        request.query.page_size,
      ),
    }),
  );

  app.get(
    '/api/voice-message/org/:id',
    {
      schema: { tags, params: idParam, response: { 200: envelope(voiceMessageListSchema) } },
      config: { access: ['read', 'Number'] },
    },
    async (request) => ({ data: await voiceMessagesOfOrg(db, request.params.id) }),
  );

  app.post(
    '/api/voice-message/org',
    {
      schema: {
        tags,
        body: createVoiceMessageBody,
        response: { 200: envelope(voiceMessageSchema) },
      },
      config: { access: ['create', 'Number'] },
    },
    async (request) => ({
      data: await createTextVoiceMessage(db, actorOf(request), request.body),
    }),
  );

  app.post(
    '/api/voice-message/custom',
    {
      schema: {
        tags,
        body: customVoiceMessageBody,
        response: { 200: envelope(voiceMessageSchema) },
      },
      config: { access: ['create', 'Number'] },
    },
    async (request) => ({
      data: await createCustomVoiceMessage(db, app.files, actorOf(request), request.body),
    }),
  );
}
