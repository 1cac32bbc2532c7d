import { createConfig, lintFromString } from '@redocly/openapi-core';
import {
  Document as SpectralDocument,
  Spectral,
  type RulesetDefinition,
} from '@stoplight/spectral-core';
import { truthy } from '@stoplight/spectral-functions';
import { Json } from '@stoplight/spectral-parsers';
import { oas } from '@stoplight/spectral-rulesets';
import { Ajv } from 'ajv';
import { beforeAll, describe, expect, it } from 'vitest';
import { toJsonSchema } from '../../test/answer-contract';
import { useTestApp } from '../../test/app';

// The document the server serves, read by the standard linters an integrator would run
// (redocly, Spectral), with 0 problems. What the document says is tested in openapi.test.ts.

type Parameterised = {
  parameters?: { in: string; name: string; schema?: Record<string, unknown> }[];
};
type Document = { paths: Record<string, Record<string, Parameterised>> };

const app = useTestApp();
let source = '';
let document: Document;

beforeAll(async () => {
  const response = await app.ctx.client().get('/api/docs/json');
  expect(response.statusCode).toBe(200);
  source = response.body;
  document = response.json();
});

describe('the OpenAPI document under lint', () => {
  it('passes redocly lint with the recommended-strict rules', { timeout: 120_000 }, async () => {
    const config = await createConfig({
      extends: ['recommended-strict'],
      rules: {
        // The API is proprietary: there is no licence to name (info.description says so).
        'info-license': 'off',
        // The spec's own paths (`/org/{id}/…` beside `/org/kyc/…`): the test below proves
        // that each such pair is told apart by an integer id against a word.
        'no-ambiguous-paths': 'off',
        // The short link and single sign-on only redirect: Spectral's
        // operation-success-response (2XX or 3XX) holds every operation to an answer.
        'operation-2xx-response': 'off',
      },
    });
    const problems = await lintFromString({ source, absoluteRef: 'openapi.json', config });
    const said = (p: (typeof problems)[number]) =>
      `${p.severity} ${p.ruleId} ${p.location[0]?.pointer}: ${p.message}`;
    expect(problems.map(said)).toEqual([]);
  });

  it(
    'passes Spectral (spectral:oas) with descriptions required, 0 warnings',
    { timeout: 120_000 },
    async () => {
      const spectral = new Spectral();
      const described = (given: string, field: string) => ({
        given,
        severity: 'warn' as const,
        then: { field, function: truthy },
      });
      spectral.setRuleset({
        // The package's ruleset is typed more loosely than the definition it is.
        extends: [oas as RulesetDefinition],
        rules: {
          // As for redocly: a proprietary API, no licence to name.
          'info-license': 'off',
          'license-url': 'off',
          // Descriptions required: operations and tags (oas), parameters, request bodies, answers.
          'operation-description': 'warn',
          'tag-description': 'warn',
          'oas3-parameter-description': 'warn',
          'request-body-description': described('$.paths[*][*].requestBody', 'description'),
          'request-body-example': described('$.paths[*][*].requestBody.content[*]', 'example'),
          'response-description': {
            given: '$.paths[*][*].responses[*]',
            severity: 'warn',
            then: {
              field: 'description',
              function: (value: unknown) =>
                typeof value === 'string' && value !== 'Default Response'
                  ? []
                  : [{ message: 'An answer says what it is (not "Default Response")' }],
            },
          },
        },
      });
      const results = await spectral.run(new SpectralDocument(source, Json, 'openapi.json'));
      expect(results.map((r) => `${r.code} ${r.path.join('.')}: ${r.message}`)).toEqual([]);
    },
  );

  it('tells apart the paths a template could confuse: the word is no value the parameter takes', () => {
    // The spec's own paths (`/org/{id}/voip-history` beside `/org/kyc/{id}`): a client tells
    // them apart because `kyc` is no id. Redocly's no-ambiguous-paths looks at no schema.
    const ajv = new Ajv({ strict: false, coerceTypes: true });
    const variable = (segment: string) => /^{.+}$/.test(segment);
    const schemaOf = (path: string, name: string) => {
      for (const operation of Object.values(document.paths[path] ?? {}) as Parameterised[])
        for (const p of operation.parameters ?? [])
          if (p.in === 'path' && p.name === name) return p.schema ?? {};
      return {};
    };
    const refuses = (path: string, param: string, word: string) =>
      !ajv.validate(toJsonSchema(schemaOf(path, param.slice(1, -1))) as object, word);
    const apart = (a: string, b: string) => {
      const [x, y] = [a.split('/'), b.split('/')];
      return x.some(
        (s, i) =>
          s !== y[i] &&
          ((variable(s) && !variable(y[i]!) && refuses(a, s, y[i]!)) ||
            (variable(y[i]!) && !variable(s) && refuses(b, y[i]!, s))),
      );
    };
    const confusable = (a: string, b: string) => {
      const [x, y] = [a.split('/'), b.split('/')];
      return (
        x.length === y.length && x.every((s, i) => s === y[i] || variable(s) || variable(y[i]!))
      );
    };
    const paths = Object.keys(document.paths);
    const pairs = paths.flatMap((a, i) => paths.slice(i + 1).map((b) => [a, b] as const));
    const close = pairs.filter(([a, b]) => confusable(a, b));
    expect(close.length).toBeGreaterThan(0);
    expect(close.filter(([a, b]) => !apart(a, b))).toEqual([]);
  });
});
