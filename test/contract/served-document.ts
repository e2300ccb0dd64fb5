import request from 'supertest';
import type { TestApp } from '../support/test-app';

export type OpenApiDocument = Record<string, unknown> & {
  openapi: string;
  paths: Record<string, Record<string, Record<string, unknown>>>;
  components: Record<string, Record<string, Record<string, unknown>>>;
};

/** The document as clients get it: over HTTP from the running app. */
export async function servedDocument(t: TestApp): Promise<OpenApiDocument> {
  const res = await request(t.http).get('/api/openapi.json').set(t.headers).expect(200);
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
