import request from 'supertest';
import { API_VERSIONS, type ApiVersion } from '../../apps/api/src/platform/openapi/api-versions';
import type { TestApp } from '../support/test-app';

export type OpenApiDocument = Record<string, unknown> & {
  openapi: string;
  info: { version: string; description?: string };
  webhooks?: Record<string, Record<string, Record<string, unknown>>>;
  paths: Record<string, Record<string, Record<string, unknown>>>;
  components: Record<string, Record<string, Record<string, unknown>>>;
};

/** A description as clients get it: over HTTP from the running app (v1 unless asked for v2). */
export async function servedDocument(t: TestApp, version: ApiVersion = 'v1'): Promise<OpenApiDocument> {
  const res = await request(t.http).get(API_VERSIONS[version].json).set(t.headers).expect(200);
  return res.body as OpenApiDocument;
}

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'] as const;

/** Every operation of the document with its method and path. */
export function operationsOf(
  document: OpenApiDocument,
): { method: string; path: string; operation: Record<string, unknown> }[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    HTTP_METHODS.filter((m) => item[m] !== undefined).map((method) => ({
      method,
      path,
      operation: item[method]!,
    })),
  );
}
