import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import request from 'supertest';
import { API_VERSIONS, VERSIONS, type ApiVersion } from '../../apps/api/src/platform/openapi/api-versions';
import { createTestApp, type TestApp } from '../support/test-app';
import { servedDocument, type OpenApiDocument } from './served-document';

const ROOT = join(__dirname, '..', '..');
/** Annotations OpenAPI 3.1 adds to JSON Schema 2020-12 (its "base" dialect). */
const OPENAPI_KEYWORDS = ['discriminator', 'xml', 'externalDocs', 'example'];

/** Every schema object in the document: components and the inline schemas of parameters, bodies, headers. */
function schemasOf(node: unknown, at = '#'): { at: string }[] {
  if (typeof node !== 'object' || node === null) return [];
  return Object.entries(node).flatMap(([key, value]) => {
    const here = `${at}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
    if (key === 'schema' && typeof value === 'object') return [{ at: here }];
    if (key === 'schemas' && at === '#/components')
      return Object.keys(value as object).map((name) => ({ at: `${here}/${name}` }));
    return schemasOf(value, here);
  });
}

// One app for the whole file: the documents do not depend on state.
let t: TestApp;

/** The text of a YAML answer (through Fastify: supertest hands back no text for `text/yaml`). */
const yamlAt = async (url: string): Promise<string> => {
  const res = await t.app.getHttpAdapter().getInstance().inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/yaml/);
  return res.body;
};
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

/** Both served descriptions (spec 9): v1 1.0.0 and v2 2.0.0. */
describe.each(VERSIONS)('the served %s OpenAPI document', (version: ApiVersion) => {
  let document: OpenApiDocument;
  let dir: string;
  beforeAll(async () => {
    document = await servedDocument(t, version);
    dir = mkdtempSync(join(tmpdir(), 'fm-contract-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('declares OpenAPI 3.1.0 and its version', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.version).toBe(API_VERSIONS[version].version);
  });

  it('is served as YAML too', async () => {
    const yaml = await yamlAt(API_VERSIONS[version].yaml);
    expect(yaml).toContain(`version: ${API_VERSIONS[version].version}`);
    expect(yaml).toContain('openapi: 3.1.0');
  });

  it('is valid OpenAPI 3.1 (@seriousme/openapi-schema-validator)', () => {
    // The validator is ESM-only and Jest runs CommonJS here: it runs as its own small process.
    const file = join(dir, 'openapi.json');
    writeFileSync(file, JSON.stringify(document));
    const cli = join(ROOT, 'node_modules/@seriousme/openapi-schema-validator/bin/validate-api-cli.js');
    let output: string;
    try {
      output = execFileSync(process.execPath, [cli, file], { encoding: 'utf8' });
    } catch (err) {
      output = String((err as { stdout?: string }).stdout ?? err);
    }
    expect(JSON.parse(output)).toEqual({ valid: true });
  });

  it('has only JSON Schema 2020-12 schemas: no OpenAPI 3.0 leftovers such as nullable or boolean bounds', () => {
    const ajv = new Ajv2020({ strict: true, strictTypes: false, strictRequired: false });
    addFormats(ajv);
    ajv.addVocabulary(OPENAPI_KEYWORDS);
    ajv.addVocabulary(Object.keys(document)); // the document's top level is no schema: only its parts are checked
    const id = 'https://contract.test/strict.json';
    ajv.addSchema({ ...structuredClone(document), $id: id }, undefined, undefined, false);
    const invalid = schemasOf(document).flatMap(({ at }) => {
      try {
        ajv.compile({ $ref: `${id}${at.replace(/[{}]/g, encodeURIComponent)}` });
        return [];
      } catch (err) {
        return [`${at}: ${(err as Error).message}`];
      }
    });
    expect(invalid).toEqual([]);
  });

  it('is what libs/sdk was generated from (npm run sdk:generate)', async () => {
    // The script checks both generated files at once: it reads v1.json and v2.json from the directory.
    for (const v of VERSIONS)
      writeFileSync(join(dir, `${v}.json`), JSON.stringify(await servedDocument(t, v)));
    const run = () =>
      execFileSync(process.execPath, [join(ROOT, 'scripts/sdk-types.mjs'), '--check', '--from', dir], {
        encoding: 'utf8',
        stdio: 'pipe',
      });
    expect(run).not.toThrow();
  });
});

describe('where the documents are served', () => {
  it('keeps /api/openapi.json (and .yaml) as the v1 document, for clients that read it', async () => {
    const v1 = await servedDocument(t, 'v1');
    expect((await request(t.http).get('/api/openapi.json').expect(200)).body).toEqual(v1);
    const yaml = await yamlAt('/api/openapi.yaml');
    expect(yaml).toContain('version: 1.0.0');
    expect(yaml).toBe(await yamlAt(API_VERSIONS.v1.yaml));
  });

  it('declares no webhooks in v1 (spec 6: an empty set), and the outbound events in v2', async () => {
    expect((await servedDocument(t, 'v1')).webhooks).toEqual({});
    expect(Object.keys((await servedDocument(t, 'v2')).webhooks ?? {})).toContain('calculation.created');
  });

  it('offers both documents in the Swagger UI at /api/docs', async () => {
    await request(t.http).get('/api/docs').expect(200);
    const init = (await request(t.http).get('/api/docs/swagger-ui-init.js').expect(200)).text;
    for (const version of VERSIONS) expect(init).toContain(`"url": "${API_VERSIONS[version].json}"`);
  });
});
