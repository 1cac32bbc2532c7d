import { Readable, pipeline } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Answers with a CSV streamed from `rows` (page by page, so a large export never sits in
 * memory), named `{name}-{date}.csv`, never cached. pipeline, not pipe: a failed page destroys
 * the response instead of leaving it hanging.
 */
export function sendCsv(
  request: FastifyRequest,
  reply: FastifyReply,
  options: { name: string; columns: readonly string[]; rows: AsyncIterable<object> },
) {
  const csv = pipeline(
    Readable.from(options.rows),
    stringify({ header: true, columns: [...options.columns] }),
    (error) => {
      if (error) request.log.error({ err: error }, `${options.name} export failed`);
    },
  );
  const day = new Date().toISOString().slice(0, 10);
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${options.name}-${day}.csv"`)
    .header('cache-control', 'private, no-store')
    .send(csv);
}
