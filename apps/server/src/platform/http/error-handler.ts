import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorBody, ErrorCode, FieldIssue } from '@switchboard/contract/envelope';
import { AppError } from '../errors';
import { refusedValue } from './database-errors';
import { maskedError } from './mask-personal-data';

const codeByStatus: Record<number, ErrorCode> = {
  400: 'VALIDATION_ERROR',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

/**
 * One error handler: every failure leaves as `{ message, code, details? }`. A 400 names the
 * invalid fields; a 5xx never carries internals (they go to the log with the request id, with
 * personal data masked).
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      const body: ErrorBody = { message: error.message, code: error.code };
      if (error.details) body.details = error.details;
      return reply.status(error.statusCode).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const where = error.validationContext ?? 'request';
      const details: FieldIssue[] = error.validation.map((issue) => ({
        field: issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || where,
        message: issue.message ?? 'is invalid',
      }));
      const names = [...new Set(details.map((d) => d.field))].join(', ');
      return reply
        .status(400)
        .send({ message: `Invalid ${where}: ${names}`, code: 'VALIDATION_ERROR', details });
    }
    // A value PostgreSQL refused (SQLSTATE class 22) is the client's input, not our failure.
    const refused = refusedValue(error);
    if (refused) {
      request.log.warn({ sqlstate: refused.sqlstate }, 'database refused a value');
      return reply.status(400).send({ message: refused.message, code: 'VALIDATION_ERROR' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      // The request log already redacts cookies; the error's own text may quote personal data.
      request.log.error({ err: maskedError(error) }, 'request failed');
      return reply.status(500).send({ message: 'Something went wrong', code: 'INTERNAL_ERROR' });
    }
    // Fastify's own 4xx (bad JSON, body too large, rate limit...) keep their message.
    return reply
      .status(status)
      .send({ message: error.message, code: codeByStatus[status] ?? 'VALIDATION_ERROR' });
  });
}
