import { JWT } from 'google-auth-library';
import { callProvider } from '../delivery/http';
import type { Adapter } from '../delivery/types';

/** The fields of a Firebase service-account key file the adapter uses. */
export type ServiceAccount = {
  project_id: string;
  client_email: string;
  private_key: string;
  token_uri?: string;
};

export type FcmSettings = {
  serviceAccount: ServiceAccount;
  /** FCM's address; its own by default. */
  baseUrl: string;
  timeoutMs: number;
};

const GOOGLE_TOKEN_URL = 'https://oauth2.googleapis.com/token';
const SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';

type FcmError = {
  error?: { message?: string; status?: string; details?: { errorCode?: string }[] };
};

/**
 * Push notifications through FCM HTTP v1 (`POST /v1/projects/{id}/messages:send`), with an
 * OAuth token google-auth-library obtains from the service account (and renews). The key
 * file's `token_uri` is honoured, as Google's own clients do for keys of other endpoints.
 */
export function fcmAdapter(settings: FcmSettings): Adapter {
  const account = settings.serviceAccount;
  const auth = new JWT({ email: account.client_email, key: account.private_key, scopes: [SCOPE] });
  const tokenUri = account.token_uri;
  if (tokenUri && tokenUri !== GOOGLE_TOKEN_URL) {
    auth.transporter.interceptors.request.add({
      resolved: async (config) => {
        if (config.url.href === GOOGLE_TOKEN_URL) config.url = new URL(tokenUri);
        return config;
      },
    });
  }
  return {
    provider: 'fcm',
    sandbox: false,
    async deliver(message) {
      let token: string | null | undefined;
      try {
        token = (await auth.getAccessToken()).token;
      } catch (error) {
        const response = (error as { response?: { status?: number; data?: unknown } }).response;
        const status = response?.status;
        const data = response?.data as { error?: string; error_description?: string } | undefined;
        const reason = data?.error
          ? [data.error, data.error_description].filter(Boolean).join(': ')
          : error instanceof Error
            ? error.message
            : String(error);
        return status && status >= 400 && status < 500
          ? { status: 'failed', reason: `authentication failed: ${reason}`, httpStatus: status }
          : { status: 'retry', reason: `no access token: ${reason}`, httpStatus: status };
      }
      const p = message.payload as { title: string; body: string; data?: Record<string, string> };
      // FCM's 4xx (UNREGISTERED token, INVALID_ARGUMENT) are final; 429 and 5xx come back later.
      const delivery = await callProvider(
        `${settings.baseUrl}/v1/projects/${account.project_id}/messages:send`,
        {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({
            message: {
              token: message.recipient,
              notification: { title: p.title, body: p.body },
              data: { ...p.data, outbox_id: String(message.id) },
            },
          }),
          timeoutMs: settings.timeoutMs,
        },
        {
          reasonOf: (answer) => {
            const error = (answer.body as FcmError | null)?.error;
            const code = error?.details?.find((d) => d.errorCode)?.errorCode ?? error?.status;
            return error ? `${code ?? 'error'}: ${error.message ?? ''}` : null;
          },
          onOk: (answer) => ({
            status: 'sent',
            ref: (answer.body as { name?: string } | null)?.name ?? null,
            httpStatus: answer.status,
          }),
        },
      );
      // UNREGISTERED: the app was uninstalled or the token expired; it will never work again.
      return delivery.status === 'failed' && /\bUNREGISTERED:/.test(delivery.reason)
        ? { ...delivery, recipientGone: true }
        : delivery;
    },
  };
}
