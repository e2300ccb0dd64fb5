import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
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

describe('the served OpenAPI document', () => {
  let t: TestApp;
  let document: OpenApiDocument;
  let dir: string;
  beforeAll(async () => {
    t = await createTestApp();
    document = await servedDocument(t);
    dir = mkdtempSync(join(tmpdir(), 'fm-contract-'));
  });
  afterAll(async () => {
    rmSync(dir, { recursive: true, force: true });
    await t?.close();
  });

  it('declares OpenAPI 3.1.0', () => {
    expect(document.openapi).toBe('3.1.0');
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

  it('is what libs/sdk was generated from (npm run sdk:generate)', () => {
    const file = join(dir, 'served.json');
    writeFileSync(file, JSON.stringify(document));
    const run = () =>
      execFileSync(process.execPath, [join(ROOT, 'scripts/sdk-types.mjs'), '--check', '--from', file], {
        encoding: 'utf8',
        stdio: 'pipe',
      });
    expect(run).not.toThrow();
  });
});
