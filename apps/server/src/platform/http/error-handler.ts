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

/** A 429 whose cause set no wait of its own. */
const DEFAULT_RETRY_AFTER_SECONDS = 60;

/**
 * One error handler: every failure leaves as `{ message, code, details? }`. A 400 names the
 * invalid fields; a 5xx never carries internals (they go to the log with the request id, with
 * personal data masked).
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // Every 429 says when to try again; one without its own wait says a minute.
    const status = error instanceof AppError ? error.statusCode : (error.statusCode ?? 500);
    if (status === 429 && !reply.hasHeader('retry-after'))
      reply.header(
        'retry-after',
        String(
          (error instanceof AppError && error.retryAfterSeconds) || DEFAULT_RETRY_AFTER_SECONDS,
        ),
      );
    if (error instanceof AppError) {
      const body: ErrorBody = { message: error.message, code: error.code };
      if (error.details) body.details = error.details;
      return reply.status(error.statusCode).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const where = error.validationContext ?? 'request';
      const details: FieldIssue[] = error.validation.flatMap((issue) => {
        const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
        // A strict object's unknown fields, each by its own name (zod reports them on the object).
        const unknown = issue.keyword === 'unrecognized_keys' ? issue.params.keys : undefined;
        if (Array.isArray(unknown))
          return unknown.map((key) => ({
            field: path ? `${path}.${String(key)}` : String(key),
            message: 'is not a known field',
          }));
        return [{ field: path || where, message: issue.message ?? 'is invalid' }];
      });
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
