import type { NestFastifyApplication } from '@nestjs/platform-fastify';

/** The part of JSON Schema 2020-12 the fuzzer reads; everything else in a schema is ignored. */
export interface Schema {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  examples?: unknown[];
  default?: unknown;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema: Schema;
}

/** One operation of a served document, with its schemas' `$ref`s resolvable against that document. */
export interface FuzzOperation {
  method: string;
  /** The OpenAPI path template, e.g. `/api/v1/programs/{id}`. */
  path: string;
  /** `GET /api/v1/programs/{id}`: the name in reports and in `FUZZ_ONLY`. */
  name: string;
  params: Parameter[];
  body: { required: boolean; mediaTypes: string[]; schema: Schema } | undefined;
  /** False when the operation declares `security: []` or none at all (public routes). */
  secured: boolean;
  resolve(schema: Schema): Schema;
}

type Json = Record<string, unknown>;

/**
 * Where documents may be served. Today one document; versioned documents are expected next to it. Every URL
 * that answers 200 with an OpenAPI document is fuzzed, so a new document is one more line here and a new route
 * in any document is covered without a test written for it.
 */
export const DOCUMENT_URLS = ['/api/openapi.json', '/api/v1/openapi.json', '/api/v2/openapi.json'];

export async function servedDocuments(app: NestFastifyApplication): Promise<Json[]> {
  const fastify = app.getHttpAdapter().getInstance();
  const documents: Json[] = [];
  for (const url of DOCUMENT_URLS) {
    const res = await fastify.inject({ method: 'GET', url });
    if (res.statusCode !== 200) continue;
    const document = res.json<Json>();
    if (typeof document.openapi === 'string' && typeof document.paths === 'object') documents.push(document);
  }
  if (documents.length === 0) throw new Error(`No OpenAPI document at ${DOCUMENT_URLS.join(', ')}`);
  return documents;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

function resolverOf(document: Json): (schema: Schema) => Schema {
  const resolve = (schema: Schema, seen = 0): Schema => {
    if (!schema.$ref) return schema;
    if (seen > 20 || !schema.$ref.startsWith('#/')) throw new Error(`Cannot resolve ${schema.$ref}`);
    const target = schema.$ref
      .slice(2)
      .split('/')
      .reduce<unknown>(
        (node, key) => (node as Json | undefined)?.[key.replace(/~1/g, '/').replace(/~0/g, '~')],
        document,
      );
    if (typeof target !== 'object' || target === null) throw new Error(`Dangling ${schema.$ref}`);
    return resolve(target as Schema, seen + 1);
  };
  return (schema) => resolve(schema);
}

/** Every operation of every document, once (a path served by two documents is fuzzed once). */
export function operationsOf(documents: Json[]): FuzzOperation[] {
  const byName = new Map<string, FuzzOperation>();
  for (const document of documents) {
    const resolve = resolverOf(document);
    const rootSecurity = document.security as unknown[] | undefined;
    for (const [path, item] of Object.entries(document.paths as Record<string, Json>)) {
      const shared = (item.parameters as Json[] | undefined) ?? [];
      for (const method of METHODS.filter((m) => item[m] !== undefined)) {
        const op = item[method] as Json;
        const params = [...shared, ...((op.parameters as Json[] | undefined) ?? [])]
          .map((p) => resolve(p as Schema) as unknown as Json)
          .map((p) => ({
            name: String(p.name),
            in: p.in as Parameter['in'],
            required: p.required === true,
            schema: resolve((p.schema as Schema | undefined) ?? {}),
          }));
        const requestBody = op.requestBody
          ? (resolve(op.requestBody as Schema) as unknown as Json)
          : undefined;
        const content = (requestBody?.content as Record<string, { schema?: Schema }> | undefined) ?? {};
        const mediaTypes = Object.keys(content);
        const security = (op.security as unknown[] | undefined) ?? rootSecurity ?? [];
        const name = `${method.toUpperCase()} ${path}`;
        byName.set(name, {
          method: method.toUpperCase(),
          path,
          name,
          params,
          body: requestBody
            ? {
                required: requestBody.required === true,
                mediaTypes,
                schema: content[mediaTypes[0]!]?.schema ?? {},
              }
            : undefined,
          secured: security.length > 0,
          resolve,
        });
      }
    }
  }
  return [...byName.values()];
}
