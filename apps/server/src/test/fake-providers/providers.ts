import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { registrationLinkRefusal } from '../../platform/providers/adapters/razorpay-requests';
import { fixtureJson } from '../provider-fixtures';
import { startHttpFake, type FakeRequest, type HttpFake } from './http-fake';

/**
 * Local stand-ins for the providers, speaking their documented APIs: the auth each expects,
 * the request shape it validates, the body it answers. Nothing leaves 127.0.0.1.
 */

export const MSG91_KEY = 'msg91-test-auth-key';

type Msg91Body = {
  template_id?: string;
  recipients?: { mobiles?: string }[];
  DLT_TE_ID?: string;
  sender?: string;
  route?: string;
  sms?: { message?: string; to?: string[] }[];
};

/** Why MSG91's Flow API refuses a request, or null: a template and recipients with their numbers. */
function flowRefusal(body: Msg91Body | null): string | null {
  if (!body?.template_id) return 'template_id is required';
  const recipients = body.recipients ?? [];
  if (recipients.length === 0 || recipients.some((r) => !/^\d{10,15}$/.test(r.mobiles ?? '')))
    return 'recipients must carry mobiles in international format';
  return null;
}

/** Why the Send SMS API refuses a request, or null: sender, route, messages, and India's DLT template id. */
function sendSmsRefusal(body: Msg91Body | null): string | null {
  if (!/^[A-Z]{6}$/.test(body?.sender ?? '')) return 'sender must be a six-letter sender id';
  if (!['1', '4'].includes(body?.route ?? '')) return 'route must be 1 or 4';
  if (!/^\d{19}$/.test(body?.DLT_TE_ID ?? '')) return 'DLT_TE_ID is required';
  const sms = body?.sms ?? [];
  if (sms.length === 0 || sms.some((m) => !m.message || !m.to?.length))
    return 'sms must carry a message and its numbers';
  return null;
}

/**
 * MSG91 on one of its hosts (fixtures/msg91): the Flow API (`POST /api/v5/flow`, on
 * control.msg91.com), the Send SMS API (`POST /api/v2/sendsms`, on api.msg91.com), or both.
 * `authkey` header; answers `{type, message}` (refusals too, with 400), each refusing what
 * MSG91 documents as required.
 */
export const startMsg91 = (serves: 'flow' | 'send-sms' | 'both' = 'both') =>
  startHttpFake((r) => {
    const error = (status: number, message: string, code?: string) => ({
      status,
      body: { type: 'error', message, ...(code ? { code } : {}) },
    });
    if (r.headers.authkey !== MSG91_KEY) return error(401, 'Authentication failure', '418');
    const body = r.json as Msg91Body | null;
    const flow = r.method === 'POST' && r.path === '/api/v5/flow' && serves !== 'send-sms';
    const sendSms = r.method === 'POST' && r.path === '/api/v2/sendsms' && serves !== 'flow';
    if (!flow && !sendSms) return error(404, 'Not found');
    const refusal = flow ? flowRefusal(body) : sendSmsRefusal(body);
    if (refusal) return error(400, refusal);
    return {
      status: 200,
      body: { type: 'success', message: randomUUID().replace(/-/g, '').slice(0, 24) },
    };
  });

export const SWITCH_KEY = 'switch-test-api-key-0123456789abcdef';

/**
 * The switch's command API: bearer key, and an Idempotency-Key it honours: a repeated key
 * answers the first command's id and runs nothing again. `executed` counts commands run.
 */
export async function startSwitch(): Promise<HttpFake & { executed: Map<string, number> }> {
  const byKey = new Map<string, string>();
  const executed = new Map<string, number>();
  const fake = await startHttpFake((r: FakeRequest) => {
    if (r.headers.authorization !== `Bearer ${SWITCH_KEY}`)
      return { status: 401, body: { error: 'invalid API key' } };
    const key = String(r.headers['idempotency-key'] ?? '');
    if (!key) return { status: 400, body: { error: 'Idempotency-Key is required' } };
    const earlier = byKey.get(key);
    if (earlier) return { status: 202, body: { id: earlier, replayed: true } };
    const id = `cmd_${randomUUID().slice(0, 8)}`;
    byKey.set(key, id);
    executed.set(key, (executed.get(key) ?? 0) + 1);
    return { status: 202, body: { id } };
  });
  return Object.assign(fake, { executed });
}

export { WHATSAPP_TOKEN, startWhatsAppBsp as startWhatsApp } from './whatsapp-bsp';

/**
 * FCM HTTP v1 and Google's token endpoint, with a freshly made service-account key. It answers
 * refusals with FCM's own error bodies (fixtures/fcm): a token it was told is no longer
 * registered (`unregistered`), a malformed token, a `data` value that is not a string.
 */
export async function startFcm() {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const accessToken = `ya29.${randomUUID()}`;
  const unregistered = new Set<string>();
  const fake = await startHttpFake((r) => {
    if (r.path === '/token') {
      const params = new URLSearchParams(r.body);
      return params.get('grant_type') === 'urn:ietf:params:oauth:grant-type:jwt-bearer' &&
        params.get('assertion')
        ? {
            status: 200,
            body: { access_token: accessToken, expires_in: 3600, token_type: 'Bearer' },
          }
        : { status: 400, body: { error: 'invalid_grant' } };
    }
    if (r.headers.authorization !== `Bearer ${accessToken}`)
      return {
        status: 401,
        body: {
          error: {
            code: 401,
            message: 'Request had invalid authentication credentials.',
            status: 'UNAUTHENTICATED',
          },
        },
      };
    const body = r.json as {
      message?: { token?: string; data?: Record<string, unknown> };
    } | null;
    const token = body?.message?.token ?? '';
    if (token.length < 32 || /\s/.test(token))
      return { status: 400, body: fixtureJson('fcm', 'error-invalid-registration-token.json') };
    if (Object.values(body?.message?.data ?? {}).some((v) => typeof v !== 'string'))
      return { status: 400, body: fixtureJson('fcm', 'error-invalid-data-value.json') };
    if (unregistered.has(token))
      return { status: 404, body: fixtureJson('fcm', 'error-unregistered.json') };
    return { status: 200, body: { name: `projects/sb-test/messages/${Date.now()}` } };
  });
  const serviceAccount = {
    project_id: 'sb-test',
    client_email: 'push@sb-test.iam.gserviceaccount.com',
    private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    token_uri: `${fake.url}/token`,
  };
  return Object.assign(fake, { serviceAccount, unregistered });
}

export const SMTP_USER = { user: 'mailer', pass: 'mailer-password' };

/** An SMTP server that takes mail after AUTH; `failNext` answers the next message with a code. */
export async function startSmtp() {
  const received: { from: string; to: string[]; raw: string }[] = [];
  const failNext: { code: number; message: string }[] = [];
  const server = new SMTPServer({
    authOptional: false,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, done) {
      if (auth.username === SMTP_USER.user && auth.password === SMTP_USER.pass)
        done(null, { user: auth.username });
      else done(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
    },
    onData(stream, session, done) {
      let raw = '';
      stream.on('data', (c: Buffer) => (raw += c.toString('utf8')));
      stream.on('end', () => {
        const failure = failNext.shift();
        if (failure)
          return done(Object.assign(new Error(failure.message), { responseCode: failure.code }));
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        });
        done();
      });
    },
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    received,
    failNext,
    url: (user = SMTP_USER.user, pass = SMTP_USER.pass) =>
      `smtp://${user}:${pass}@127.0.0.1:${port}`,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

export const RAZORPAY_KEY = { id: 'rzp_test_switchboard', secret: 'razorpay-test-secret' };

type FakeRefund = {
  id: string;
  entity: 'refund';
  amount: number;
  payment_id: string;
  receipt: string;
  status: string;
};

/**
 * Razorpay's REST API as the official SDK calls it: Basic auth with the key id and secret;
 * payment links (a reference_id used twice is refused), registration links (refused without
 * the fields Razorpay documents as mandatory), refunds of a payment, and the list of a
 * payment's refunds. `refunds` is what the gateway holds.
 */
export async function startRazorpay() {
  const refunds: FakeRefund[] = [];
  const references = new Set<string>();
  const registrations = new Map<string, string>();
  const deletedTokens: string[] = [];
  const auth = `Basic ${Buffer.from(`${RAZORPAY_KEY.id}:${RAZORPAY_KEY.secret}`).toString('base64')}`;
  const error = (status: number, description: string, code = 'BAD_REQUEST_ERROR') => ({
    status,
    body: {
      error: {
        code,
        description,
        source: 'business',
        step: 'payment_initiation',
        reason: 'input_validation_failed',
      },
    },
  });
  const fake = await startHttpFake((r) => {
    if (r.headers.authorization !== auth) return error(401, 'The api key provided is invalid');
    const body = (r.json ?? {}) as Record<string, unknown>;
    if (r.method === 'POST' && r.path === '/v1/payment_links') {
      if (!(Number(body.amount) >= 100)) return error(400, 'The amount must be atleast INR 1.00.');
      const reference = String(body.reference_id ?? '');
      if (references.has(reference))
        return error(400, `Payment Link with reference id ${reference} already exists`);
      references.add(reference);
      const id = `plink_${randomUUID().replace(/-/g, '').slice(0, 14)}`;
      return {
        status: 200,
        body: {
          id,
          short_url: `https://rzp.io/rzp/${id.slice(6, 14)}`,
          status: 'created',
          amount: body.amount,
          reference_id: reference,
        },
      };
    }
    if (r.method === 'POST' && r.path === '/v1/subscription_registration/auth_links') {
      const refusal = registrationLinkRefusal(body);
      if (refusal) return error(400, refusal);
      const id = `inv_${randomUUID().replace(/-/g, '').slice(0, 14)}`;
      registrations.set(id, 'issued');
      return {
        status: 200,
        body: {
          id,
          entity: 'invoice',
          customer_id: `cust_${id.slice(4, 16)}`,
          order_id: `order_${id.slice(4, 16)}`,
          short_url: `https://rzp.io/i/${id.slice(4, 12)}`,
          status: 'issued',
          receipt: body.receipt,
        },
      };
    }
    const cancel = /^\/v1\/invoices\/(inv_\w+)\/cancel$/.exec(r.path);
    if (cancel && r.method === 'POST') {
      if (!registrations.has(cancel[1]!)) return error(400, 'The id provided does not exist');
      registrations.set(cancel[1]!, 'cancelled');
      return { status: 200, body: { id: cancel[1], entity: 'invoice', status: 'cancelled' } };
    }
    const token = /^\/v1\/customers\/(cust_\w+)\/tokens\/(token_\w+)$/.exec(r.path);
    if (token && r.method === 'DELETE') {
      deletedTokens.push(token[2]!);
      return { status: 200, body: { deleted: true } };
    }
    const refund = /^\/v1\/payments\/(pay_\w+)\/refunds?(\?.*)?$/.exec(r.path);
    if (refund && r.method === 'POST') {
      const made: FakeRefund = {
        id: `rfnd_${randomUUID().replace(/-/g, '').slice(0, 14)}`,
        entity: 'refund',
        amount: Number(body.amount),
        payment_id: refund[1]!,
        receipt: String(body.receipt ?? ''),
        status: 'processed',
      };
      refunds.push(made);
      return { status: 200, body: made };
    }
    if (refund && r.method === 'GET') {
      const items = refunds.filter((x) => x.payment_id === refund[1]);
      return { status: 200, body: { entity: 'collection', count: items.length, items } };
    }
    return error(404, 'The requested URL was not found on the server.', 'NOT_FOUND');
  });
  return Object.assign(fake, { refunds, registrations, deletedTokens });
}

export const DIGIO_CLIENT = { id: 'digio-test-client', secret: 'digio-test-secret' };

const digioRefusal = (code: string, message: string) => ({ status: 400, body: { code, message } });

/** Why Digio refuses a KYC request from a template, or null (the fields integrations always send). */
function kycRequestRefusal(body: Record<string, unknown>) {
  const identifier = String(body.customer_identifier ?? '');
  if (!/^\d{10}$/.test(identifier) && !/^[^@\s]+@[^@\s]+$/.test(identifier))
    return digioRefusal('BAD_REQUEST', 'customer_identifier must be a mobile number or an email');
  if (!body.template_name) return digioRefusal('BAD_REQUEST', 'template_name is required');
  return null;
}

/** Why Digio refuses a PDF to sign, or null: signers with an identifier, a file name and a PDF. */
function uploadRefusal(body: Record<string, unknown>, pdf: Buffer) {
  const signers = body.signers;
  if (!Array.isArray(signers) || signers.length === 0)
    return digioRefusal('BAD_REQUEST', 'signers are required');
  if (signers.some((s) => !(s as { identifier?: unknown } | null)?.identifier))
    return digioRefusal('BAD_REQUEST', 'every signer needs an identifier');
  if (!body.file_name) return digioRefusal('BAD_REQUEST', 'file_name is required');
  if (!pdf.subarray(0, 5).equals(Buffer.from('%PDF-')))
    return digioRefusal('INVALID_FILE', 'file_data is not a PDF');
  return null;
}

/**
 * Digio's REST API as its integrations call it (fixtures/digio): Basic auth; KYC requests from
 * a template, e-sign requests from a base64 PDF (answered as Digio answers a document), the
 * signed PDF's download by `?document_id=`, each refusing what Digio refuses. `documents`
 * holds what was uploaded, by id.
 */
export async function startDigio(port = 0) {
  const documents = new Map<string, Buffer>();
  const auth = `Basic ${Buffer.from(`${DIGIO_CLIENT.id}:${DIGIO_CLIENT.secret}`).toString('base64')}`;
  const id = (prefix: string) =>
    `${prefix}${randomUUID().replace(/-/g, '').slice(0, 18).toUpperCase()}`;
  const now = () => new Date().toISOString().slice(0, 19).replace('T', ' ');
  const fake = await startHttpFake((r) => {
    if (r.headers.authorization !== auth)
      return { status: 401, body: { code: 'UNAUTHORIZED', message: 'Invalid client credentials' } };
    const body = (r.json ?? {}) as Record<string, unknown>;
    if (r.method === 'POST' && r.path === '/client/kyc/v2/request/with_template') {
      const refusal = kycRequestRefusal(body);
      if (refusal) return refusal;
      const kid = id('KID');
      return {
        status: 200,
        body: {
          id: kid,
          created_at: now(),
          status: 'requested',
          customer_identifier: body.customer_identifier,
          customer_name: body.customer_name,
          reference_id: body.reference_id ?? null,
          transaction_id: body.transaction_id ?? null,
          expire_in_days: body.expire_in_days ?? 10,
          reminder_registered: false,
          access_token: { created_at: now(), id: id('GWT'), entity_id: kid, valid_till: now() },
          workflow_name: body.template_name,
          auto_approved: false,
        },
      };
    }
    if (r.method === 'POST' && r.path === '/v2/client/document/uploadpdf') {
      const pdf = Buffer.from(String(body.file_data ?? ''), 'base64');
      const refusal = uploadRefusal(body, pdf);
      if (refusal) return refusal;
      const doc = id('DID');
      documents.set(doc, pdf);
      const signers = body.signers as { identifier: string; name?: string }[];
      return {
        status: 200,
        body: {
          id: doc,
          is_agreement: true,
          agreement_type: 'outbound',
          agreement_status: 'requested',
          file_name: body.file_name,
          created_at: now(),
          self_signed: false,
          signing_parties: signers.map((s) => ({
            name: s.name ?? s.identifier,
            status: 'requested',
            type: 'self',
            identifier: s.identifier,
          })),
          channel: 'api',
        },
      };
    }
    const url = new URL(r.path, 'http://digio.local');
    if (r.method === 'GET' && url.pathname === '/v2/client/document/download') {
      const pdf = documents.get(url.searchParams.get('document_id') ?? '');
      return pdf
        ? { status: 200, raw: pdf, headers: { 'content-type': 'application/pdf' } }
        : { status: 404, body: { code: 'NOT_FOUND', message: 'Document not found' } };
    }
    return { status: 404, body: { code: 'NOT_FOUND', message: 'Unknown path' } };
  }, port);
  return Object.assign(fake, { documents });
}
