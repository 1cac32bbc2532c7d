import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIGIO_CLIENT, startDigio } from '../../../test/fake-providers/providers';
import { ProviderError } from '../provider-error';
import { digio } from './digio';

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
    expect(await refusal(provider().signedDocument('DIDMISSING'))).toBe(
      'Digio: HTTP 404 while downloading signed document DIDMISSING',
    );
  });
});
