import { eq } from 'drizzle-orm';
import { messages } from '@switchboard/contract/messages';
import { callHistory } from '../../db/schema/calls';
import { badRequest, notFound } from '../../platform/errors';
import type { App } from '../../platform/http/types';

/** Recording links are short-lived: long enough to listen, too short to pass around. */
const RECORDING_URL_TTL_SECONDS = 15 * 60;

/**
 * A signed, expiring URL to a call's recording. A call without a recording id is refused
 * with the spec's message; a recording id whose file is missing answers null ('No url found').
 */
export async function recordingUrl(app: App, callId: number): Promise<string | null> {
  const [call] = await app.db.select({ key: callHistory.recordingId }).from(callHistory).where(eq(callHistory.id, callId));
  if (!call) throw notFound('Call');
  if (!call.key) throw badRequest(messages.invalidRecordingId, [{ field: 'id', message: `call ${callId} has no recording` }]);
  if (!(await app.files.exists(call.key))) return null;
  return app.files.downloadUrl(call.key, RECORDING_URL_TTL_SECONDS);
}
