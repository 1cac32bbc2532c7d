import { envelope } from '@switchboard/contract/envelope';
import { idParam } from '@switchboard/contract/params';
import {
  dataAccessListQuery,
  dataAccessListSchema,
  consentChangeBody,
  consentListSchema,
  consentParams,
  correctionCreateBody,
  correctionListSchema,
  correctionSchema,
  dataExportQuery,
  erasureCreateBody,
  erasureListQuery,
  erasureListSchema,
  erasurePreviewSchema,
  erasureRejectBody,
  erasureRequestSchema,
  retentionStatusSchema,
} from '@switchboard/contract/personal-data';
import { actorOf } from '../../platform/audit/audit';
import type { App } from '../../platform/http/types';
import { accessRecords } from './access-service';
import { changeConsent, personConsents } from './consent-service';
import { correctPersonData, personCorrections } from './correction-service';
import {
  carryOutErasure,
  createErasureRequest,
  erasureRequestList,
  previewErasure,
  rejectErasureRequest,
} from './erasure-service';
import { exportPersonData } from './export-service';
import { retentionStatus } from './retention-service';
import { zipAnswers } from '../../platform/http/file-answers';

/** A person's data (DPDP Act): their export, and the records of who opened it. */
export async function personalDataRoutes(app: App): Promise<void> {
  app.get(
    '/api/admin/data-retention',
    {
      schema: { tags: ['personal-data'], response: { 200: envelope(retentionStatusSchema) } },
      config: { access: ['read', 'PersonalData'] },
    },
    async () => ({ data: await retentionStatus(app.db, app.config.retention) }),
  );

  app.get(
    '/api/admin/data-access-records',
    {
      schema: {
        tags: ['personal-data'],
        querystring: dataAccessListQuery,
        response: { 200: envelope(dataAccessListSchema) },
      },
      config: { access: ['read', 'PersonalData'] },
    },
    async (request) => ({ data: await accessRecords(app.db, request.query) }),
  );

  app.get(
    '/api/admin/people/:id/data-export',
    {
      schema: { tags: ['personal-data'], params: idParam, querystring: dataExportQuery },
      config: { access: ['read', 'PersonalData'], answers: zipAnswers },
    },
    async (request, reply) => {
      const archive = await exportPersonData(
        app.db,
        app.files,
        actorOf(request),
        request.params.id,
      );
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="${archive.fileName}"`)
        .header('cache-control', 'no-store')
        .send(archive.stream);
    },
  );

  app.get(
    '/api/admin/people/:id/consents',
    {
      schema: {
        tags: ['personal-data'],
        params: idParam,
        response: { 200: envelope(consentListSchema) },
      },
      config: { access: ['read', 'User'] },
    },
    async (request) => ({ data: await personConsents(app.db, request.params.id) }),
  );

  app.put(
    '/api/admin/people/:id/consents/:channel',
    {
      schema: {
        tags: ['personal-data'],
        params: consentParams,
        body: consentChangeBody,
        response: { 200: envelope(consentListSchema) },
      },
      config: { access: ['update', 'User'] },
    },
    async (request) => ({
      data: await changeConsent(
        app.db,
        actorOf(request),
        request.params.id,
        request.params.channel,
        request.body,
      ),
    }),
  );

  // Correction (DPDP Act s.12(2)(a)): staff who may handle personal data correct a person's
  // name, email or phone at their request, recorded old to new.
  app.post(
    '/api/admin/people/:id/corrections',
    {
      schema: {
        tags: ['personal-data'],
        params: idParam,
        body: correctionCreateBody,
        response: { 201: envelope(correctionSchema) },
      },
      config: { access: ['update', 'PersonalData'] },
    },
    async (request, reply) =>
      reply.code(201).send({
        data: await correctPersonData(app.db, actorOf(request), request.params.id, request.body),
      }),
  );

  app.get(
    '/api/admin/people/:id/corrections',
    {
      schema: {
        tags: ['personal-data'],
        params: idParam,
        response: { 200: envelope(correctionListSchema) },
      },
      config: { access: ['read', 'PersonalData'] },
    },
    async (request) => ({ data: await personCorrections(app.db, request.params.id) }),
  );

  // Erasure (DPDP Act s.12): requests are recorded and read by staff who may handle personal
  // data; only an SU carries one out.
  app.post(
    '/api/admin/people/:id/erasure-requests',
    {
      schema: {
        tags: ['personal-data'],
        params: idParam,
        body: erasureCreateBody,
        response: { 201: envelope(erasureRequestSchema) },
      },
      config: { access: ['create', 'PersonalData'] },
    },
    async (request, reply) =>
      reply.code(201).send({
        data: await createErasureRequest(app.db, actorOf(request), request.params.id, request.body),
      }),
  );

  app.get(
    '/api/admin/erasure-requests',
    {
      schema: {
        tags: ['personal-data'],
        querystring: erasureListQuery,
        response: { 200: envelope(erasureListSchema) },
      },
      config: { access: ['read', 'PersonalData'] },
    },
    async (request) => ({ data: await erasureRequestList(app.db, request.query) }),
  );

  app.get(
    '/api/admin/erasure-requests/:id/preview',
    {
      schema: {
        tags: ['personal-data'],
        params: idParam,
        response: { 200: envelope(erasurePreviewSchema) },
      },
      config: { access: ['read', 'PersonalData'] },
    },
    async (request) => ({ data: await previewErasure(app.db, request.params.id) }),
  );

  app.post(
    '/api/admin/erasure-requests/:id/carry-out',
    {
      schema: {
        tags: ['personal-data'],
        params: idParam,
        response: { 200: envelope(erasureRequestSchema) },
      },
      config: { access: ['delete', 'PersonalData'] },
    },
    async (request) => ({
      data: await carryOutErasure(
        app.db,
        app.files,
        { ...actorOf(request), isSu: request.user?.role === 'SU' },
        request.params.id,
      ),
    }),
  );

  app.post(
    '/api/admin/erasure-requests/:id/reject',
    {
      schema: {
        tags: ['personal-data'],
        params: idParam,
        body: erasureRejectBody,
        response: { 200: envelope(erasureRequestSchema) },
      },
      config: { access: ['update', 'PersonalData'] },
    },
    async (request) => ({
      data: await rejectErasureRequest(app.db, actorOf(request), request.params.id, request.body),
    }),
  );
}
