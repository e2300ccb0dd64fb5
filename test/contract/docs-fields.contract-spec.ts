import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createTestApp, type TestApp } from '../support/test-app';
import { resolve } from './compare-schema';
import { servedDocument, type OpenApiDocument } from './served-document';

type Json = Record<string, unknown>;

const GUIDE = readFileSync(join(__dirname, '..', '..', 'docs', 'using-the-api.md'), 'utf8');

/**
 * Sentences of the guide of the form "`GET /api/vN/…` gives `field`": a reader copies the field name into
 * code, so it must be a property of that operation's 200 answer as served (the guide named the
 * push key `applicationServerKey`, the service answers `publicKey`).
 */
const CLAIMS = [...GUIDE.matchAll(/`GET (\/api\/(v[12])\/[^`?]+)` gives `([A-Za-z][A-Za-z0-9]*)`/g)].map(
  (m) => ({ path: m[1]!, version: m[2] as 'v1' | 'v2', field: m[3]! }),
);

describe('docs/using-the-api.md names the fields the service answers', () => {
  let t: TestApp;
  const documents: Partial<Record<'v1' | 'v2', OpenApiDocument>> = {};
  beforeAll(async () => {
    t = await createTestApp();
    documents.v1 = await servedDocument(t, 'v1');
    documents.v2 = await servedDocument(t, 'v2');
  });
  afterAll(async () => t?.close());

  it('finds such sentences (the push key among them)', () => {
    expect(CLAIMS.map((c) => c.path)).toContain('/api/v2/notifications/push/vapid-key');
  });

  it.each(CLAIMS.map((c) => [`${c.path} -> ${c.field}`, c] as const))('%s', (_, claim) => {
    const document = documents[claim.version]!;
    const ok = (document.paths[claim.path]?.get?.responses as Json | undefined)?.['200'] as Json | undefined;
    const content = ok?.content as Record<string, { schema?: Json }> | undefined;
    const schema = resolve(document, content?.['application/json']?.schema);
    expect(Object.keys((schema?.properties as Json | undefined) ?? {})).toContain(claim.field);
  });
});
