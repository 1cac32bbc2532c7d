import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIGIO_CLIENT, startDigio } from '../../../test/fake-providers/providers';
import { fixtureJson } from '../../../test/provider-fixtures';
import { ProviderError } from '../provider-error';
import { digio } from './digio';
import { sandboxKyc } from './sandbox-kyc';

// Digio answers while staff wait, so its failures become a ProviderError in its words (the
// route answers 502 with it): bad credentials, a refusal, a 5xx, no answer and a rate limit.

let fake: Awaited<ReturnType<typeof startDigio>>;
beforeAll(async () => {
  fake = await startDigio();
});
afterAll(() => fake.close());

const provider = (secret = DIGIO_CLIENT.secret, timeoutMs = 2000) =>
  digio({
    clientId: DIGIO_CLIENT.id,
    clientSecret: secret,
    baseUrl: fake.url,
    gatewayUrl: 'https://app.digio.in',
    kycTemplate: 'SWITCHBOARD_KYC',
    timeoutMs,
  });
const person = { phone: '+91 98765 44444', name: 'Kaveri Traders' };
const refusal = async (call: Promise<unknown>) => {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return (error as Error).message;
};

describe('the Digio adapter', () => {
  it('makes a KYC request with the ten-digit number and answers its id and page', async () => {
    const made = await provider().requestKyc(person);
    expect(made.id).toMatch(/^KID/);
    expect(made.link).toMatch(
      /^https:\/\/app\.digio\.in\/#\/gateway\/login\/KID\w+\/\w+\/9876544444\?token_id=GWT/,
    );
    expect(fake.requests.at(-1)!.json).toMatchObject({ customer_identifier: '9876544444' });
  });

  it('reads bad credentials, a refusal, a 5xx, no answer and a rate limit in words', async () => {
    expect(await refusal(provider('wrong-secret').requestKyc(person))).toBe(
      'Digio: authentication failed (HTTP 401): Invalid client credentials',
    );
    fake.next.push({
      status: 400,
      body: { code: 'INVALID', message: 'customer_identifier is invalid' },
    });
    expect(await refusal(provider().requestKyc(person))).toBe(
      'Digio: HTTP 400: customer_identifier is invalid',
    );
    fake.next.push({ status: 503, body: { message: 'Service unavailable' } });
    expect(await refusal(provider().requestKyc(person))).toBe(
      'Digio: HTTP 503: Service unavailable',
    );
    fake.next.push({ status: 200, hang: true });
    expect(await refusal(provider(DIGIO_CLIENT.secret, 300).requestKyc(person))).toBe(
      'Digio: no answer within 300 ms',
    );
    fake.next.push({
      status: 429,
      body: { message: 'Too many requests' },
      headers: { 'retry-after': '5' },
    });
    expect(await refusal(provider().requestKyc(person))).toBe(
      'Digio: rate limited: Too many requests',
    );
  });

  it('downloads a signed document, and names the one it cannot find', async () => {
    const signed = await provider().requestSignature({
      ...person,
      pdf: Buffer.from('%PDF-1.4 agreement'),
      fileName: 'fup.pdf',
      reason: 'Fair usage policy agreement',
    });
    expect((await provider().signedDocument(signed.id))?.toString()).toBe('%PDF-1.4 agreement');
    expect(fake.requests.at(-1)!.path).toBe(
      `/v2/client/document/download?document_id=${signed.id}`,
    );
    expect(await refusal(provider().signedDocument('DIDMISSING'))).toBe(
      'Digio: HTTP 404 while downloading signed document DIDMISSING',
    );
  });

  it('sends the requests recorded in fixtures/digio, which the fake takes; it refuses a signer without an identifier', async () => {
    await provider().requestKyc({ phone: '+91 98765 00000', name: 'Kaveri Traders' });
    expect(fake.requests.at(-1)!.json).toEqual(
      fixtureJson('digio', 'kyc-request-with-template.request.json'),
    );
    await provider().requestSignature({
      phone: '9876500000',
      name: 'Kaveri Traders',
      pdf: Buffer.from('%PDF-1.4 agreement'),
      fileName: 'fair-usage-policy.pdf',
      reason: 'Fair usage policy agreement',
    });
    const upload = fixtureJson<{ signers: Record<string, string>[] }>(
      'digio',
      'uploadpdf.request.json',
    );
    expect(fake.requests.at(-1)!.json).toEqual(upload);

    const auth = `Basic ${Buffer.from(`${DIGIO_CLIENT.id}:${DIGIO_CLIENT.secret}`).toString('base64')}`;
    const { identifier: _identifier, ...anonymous } = upload.signers[0]!;
    const refused = await fetch(`${fake.url}/v2/client/document/uploadpdf`, {
      method: 'POST',
      headers: { authorization: auth, 'content-type': 'application/json' },
      body: JSON.stringify({ ...upload, signers: [anonymous] }),
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      code: 'BAD_REQUEST',
      message: 'every signer needs an identifier',
    });
  });
});

describe("Digio's sandbox", () => {
  it('refuses what Digio refuses: a document that is not a PDF, a person without a mobile number', async () => {
    const sandbox = sandboxKyc();
    expect(
      await refusal(
        sandbox.requestSignature({
          ...person,
          pdf: Buffer.from('not a pdf'),
          fileName: 'fup.pdf',
          reason: 'Fair usage policy agreement',
        }),
      ),
    ).toBe('Digio: HTTP 400: file_data is not a PDF');
    expect(await refusal(sandbox.requestKyc({ phone: '12345', name: 'Nobody' }))).toBe(
      'Digio: HTTP 400: customer_identifier must be a mobile number or an email',
    );
    expect((await sandbox.requestKyc(person)).id).toMatch(/^KID/);
  });
});
