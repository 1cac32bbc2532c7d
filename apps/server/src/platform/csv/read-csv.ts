import { parse } from 'csv-parse/sync';
import { formatMessage, type MessageKey } from '@switchboard/contract/messages';
import { badRequest } from '../errors';

type CsvShape = {
  /** Columns the header must name (any case, any order); others are kept too. */
  required: readonly string[];
  /** The message when a required column is missing. */
  needsHeader: MessageKey;
  maxRows: number;
};

/**
 * The rows of an uploaded CSV file (the imports' first step), keyed by the header's lower-cased
 * names. A file that is not CSV, lacks a required column or is too long is refused as a whole.
 */
export function readCsv(csv: string, shape: CsvShape): Record<string, string>[] {
  let records: Record<string, string>[];
  try {
    records = parse(csv, {
      bom: true,
      columns: (header: string[]) => header.map((h) => h.trim().toLowerCase()),
      skip_empty_lines: true,
      trim: true,
      relax_column_count: true,
    });
  } catch (error) {
    throw badRequest(formatMessage('csvInvalid', { reason: (error as Error).message }));
  }
  const first = records[0];
  if (!first || shape.required.some((column) => !(column in first)))
    throw badRequest(formatMessage(shape.needsHeader));
  if (records.length > shape.maxRows)
    throw badRequest(formatMessage('importTooManyRows', { max: shape.maxRows }));
  return records;
}
