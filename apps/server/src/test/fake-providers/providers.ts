import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { startHttpFake, type FakeRequest, type HttpFake } from './http-fake';

/**
 * Local stand-ins for the providers, speaking their documented APIs: the auth each expects,
 * the request shape it validates, the body it answers. Nothing leaves 127.0.0.1.
 */

export const MSG91_KEY = 'msg91-test-auth-key';

/** MSG91 Flow API: `authkey` header; answers `{type, message}` (errors too, with 200 or 4xx). */
export const startMsg91 = () =>
  startHttpFake((r) => {
    if (r.headers.authkey !== MSG91_KEY)
      return {
        status: 401,
        body: { type: 'error', message: 'Authentication failure', code: '418' },
      };
    const body = r.json as {
      template_id?: string;
      recipients?: { mobiles?: string }[];
      DLT_TE_ID?: string;
      sender?: string;
      sms?: { message?: string; to?: string[] }[];
    } | null;
    const flow = r.path === '/api/v5/flow' && body?.template_id && body.recipients?.[0]?.mobiles;
    // The Send SMS API (v2): sender, route, a DLT template id and the messages with their numbers.
    const sendSms =
      r.path === '/api/v2/sendsms' &&
      /^\d{19}$/.test(body?.DLT_TE_ID ?? '') &&
      body?.sender &&
      body.sms?.[0]?.message &&
      body.sms[0].to?.[0];
    if (!flow && !sendSms)
      return {
        status: 400,
        body: { type: 'error', message: 'template_id and recipients are required' },
      };
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

/** FCM HTTP v1 and Google's token endpoint, with a freshly made service-account key. */
export async function startFcm() {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const accessToken = `ya29.${randomUUID()}`;
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
    const body = r.json as { message?: { token?: string } } | null;
    if (!body?.message?.token)
      return {
        status: 400,
        body: {
          error: {
            code: 400,
            message: 'The registration token is not a valid FCM registration token',
            status: 'INVALID_ARGUMENT',
          },
        },
      };
    return { status: 200, body: { name: `projects/sb-test/messages/${Date.now()}` } };
  });
  const serviceAccount = {
    project_id: 'sb-test',
    client_email: 'push@sb-test.iam.gserviceaccount.com',
    private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    token_uri: `${fake.url}/token`,
  };
  return Object.assign(fake, { serviceAccount });
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
 * payment links (a reference_id used twice is refused), refunds of a payment, and the list of
 * a payment's refunds. `refunds` is what the gateway holds.
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
      const registration = body.subscription_registration as
        { method?: string; max_amount?: number } | undefined;
      if (registration?.method !== 'emandate' || !(Number(registration.max_amount) > 0))
        return error(400, 'The max amount field is required for emandate.');
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

/**
 * Digio's REST API: Basic auth; KYC requests from a template, e-sign requests from a base64
 * PDF, and the signed PDF's download. `documents` holds what was uploaded, by id.
 */
export async function startDigio() {
  const documents = new Map<string, Buffer>();
  const auth = `Basic ${Buffer.from(`${DIGIO_CLIENT.id}:${DIGIO_CLIENT.secret}`).toString('base64')}`;
  const id = (prefix: string) =>
    `${prefix}${randomUUID().replace(/-/g, '').slice(0, 18).toUpperCase()}`;
  const fake = await startHttpFake((r) => {
    if (r.headers.authorization !== auth)
      return { status: 401, body: { code: 'UNAUTHORIZED', message: 'Invalid client credentials' } };
    const body = (r.json ?? {}) as Record<string, unknown>;
    if (r.method === 'POST' && r.path === '/client/kyc/v2/request/with_template') {
      if (!/^\d{10}$/.test(String(body.customer_identifier)) || !body.template_name)
        return {
          status: 400,
          body: {
            code: 'BAD_REQUEST',
            message: 'customer_identifier and template_name are required',
          },
        };
      return {
        status: 200,
        body: {
          id: id('KID'),
          status: 'requested',
          customer_identifier: body.customer_identifier,
          access_token: { id: id('GWT') },
        },
      };
    }
    if (r.method === 'POST' && r.path === '/v2/client/document/uploadpdf') {
      const pdf = Buffer.from(String(body.file_data ?? ''), 'base64');
      if (!pdf.subarray(0, 5).equals(Buffer.from('%PDF-')))
        return { status: 400, body: { code: 'INVALID_FILE', message: 'file_data is not a PDF' } };
      const doc = id('DID');
      documents.set(doc, pdf);
      return {
        status: 200,
        body: {
          id: doc,
          is_agreement: true,
          signing_parties: body.signers,
          file_name: body.file_name,
        },
      };
    }
    const download = /^\/v2\/client\/document\/download\/(\w+)$/.exec(r.path);
    if (download && r.method === 'GET') {
      const pdf = documents.get(download[1]!);
      return pdf
        ? { status: 200, raw: pdf, headers: { 'content-type': 'application/pdf' } }
        : { status: 404, body: { code: 'NOT_FOUND', message: 'Document not found' } };
    }
    return { status: 404, body: { code: 'NOT_FOUND', message: 'Unknown path' } };
  });
  return Object.assign(fake, { documents });
}
