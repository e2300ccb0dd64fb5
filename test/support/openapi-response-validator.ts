import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';

/** One request/response pair as the server produced it (see contract-recorder.ts). */
export interface RecordedExchange {
  method: string;
  /** The URL as requested, for messages. */
  url: string;
  /** Fastify's route pattern (`/api/v1/programs/:id`); undefined when no route matched (404, early 400/413/415). */
  route: string | undefined;
  status: number;
  headers: Record<string, unknown>;
  body: string;
  /** The Jest test that sent the request, for messages. */
  test?: string;
}

type Json = Record<string, unknown>;
interface ResponseObject {
  content?: Record<string, { schema?: Json }>;
  headers?: Record<string, { required?: boolean; schema?: Json }>;
}
interface WebhookOperation {
  parameters?: { name: string; in: string; required?: boolean }[];
}
interface OperationObject {
  operationId?: string;
  responses?: Record<string, ResponseObject>;
}

export const DOCUMENT_ID = 'https://contract.test/openapi.json';
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** `/api/v1/programs/:id` (Fastify) → `/api/v1/programs/{id}` (OpenAPI). */
export function toOpenApiPath(route: string): string {
  return route.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

const pointer = (...parts: string[]) =>
  parts.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

/**
 * Responses may carry additive fields only when the document declares them: every object schema with
 * `properties` is closed (`unevaluatedProperties: false`) for validation, unless it says otherwise. The served
 * document stays open, so that clients tolerate fields we add later.
 */
function closeObjectSchemas(node: unknown, partOfAllOf = false): void {
  if (Array.isArray(node)) return node.forEach((item) => closeObjectSchemas(item, partOfAllOf));
  if (typeof node !== 'object' || node === null) return;
  const schema = node as Json;
  if (
    !partOfAllOf &&
    typeof schema.properties === 'object' &&
    schema.additionalProperties === undefined &&
    schema.unevaluatedProperties === undefined
  ) {
    schema.unevaluatedProperties = false;
  }
  // A member of an allOf cannot see its siblings' properties: only the composed schema may be closed.
  for (const [key, value] of Object.entries(schema)) closeObjectSchemas(value, key === 'allOf');
}

/** Header values are text: compare numbers as numbers. */
function headerValue(raw: unknown, schema: Json | undefined): unknown {
  const text = Array.isArray(raw) ? raw.join(', ') : String(raw);
  const type = schema?.type;
  if ((type === 'integer' || type === 'number') && /^-?\d+(\.\d+)?$/.test(text)) return Number(text);
  return text;
}

/**
 * Checks recorded responses against the OpenAPI document: the operation of the route exists, the status is
 * documented for it, the body matches that status's schema (JSON Schema 2020-12, formats included) and every
 * header the document declares for that status is present when required and matches its schema.
 */
export class OpenApiResponseValidator {
  private readonly ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
  private readonly compiled = new Map<string, ValidateFunction>();

  constructor(
    private readonly document: Json,
    /** Fastify routes that are deliberately not in the document (Swagger UI, the document itself). */
    private readonly undocumented: (route: string) => boolean,
  ) {
    addFormats(this.ajv);
    const copy = structuredClone(document);
    closeObjectSchemas(copy.components);
    closeObjectSchemas(copy.paths);
    closeObjectSchemas(copy.webhooks);
    this.ajv.addSchema({ ...copy, $id: DOCUMENT_ID });
  }

  /** Violations of one exchange, as readable sentences (empty when it conforms). */
  check(x: RecordedExchange): string[] {
    if (x.route !== undefined && this.undocumented(x.route)) return [];
    const where = `${x.method} ${x.url} → ${x.status}${x.test ? ` (test: ${x.test})` : ''}`;
    if (x.route === undefined) {
      // No route matched: a JSON 404, or an error raised before routing. It must still be an ErrorResponse.
      return this.validateBody(where, this.errorSchemaPointer(), x);
    }
    const path = toOpenApiPath(x.route);
    const method = x.method === 'HEAD' ? 'get' : x.method.toLowerCase();
    const operation = (this.document.paths as Record<string, Record<string, OperationObject>> | undefined)?.[
      path
    ]?.[method];
    if (!operation) return [`${where}: ${method.toUpperCase()} ${path} is not in the document`];
    const responses = operation.responses ?? {};
    const key = [String(x.status), `${String(x.status)[0]}XX`, 'default'].find(
      (k) => responses[k] !== undefined,
    );
    if (key === undefined) {
      return [`${where}: status ${x.status} is not documented for ${operation.operationId ?? path}`];
    }
    const response = responses[key]!;
    const violations = this.checkHeaders(where, response, x);
    if (x.method === 'HEAD' || x.status === 204 || x.status === 304) return violations;
    const mediaTypes = Object.keys(response.content ?? {});
    if (mediaTypes.length === 0) {
      if (x.body.length > 0) violations.push(`${where}: a body was sent, the document declares none`);
      return violations;
    }
    const contentType = String(x.headers['content-type'] ?? '')
      .split(';')[0]!
      .trim();
    if (!mediaTypes.includes(contentType)) {
      violations.push(
        `${where}: content-type ${contentType || '(none)'} is not one of ${mediaTypes.join(', ')}`,
      );
      return violations;
    }
    if (contentType !== 'application/json' || !response.content![contentType]!.schema) return violations;
    const schemaPointer = pointer('paths', path, method, 'responses', key, 'content', contentType, 'schema');
    return [...violations, ...this.validateBody(where, schemaPointer, x)];
  }

  /**
   * Violations of one delivered webhook against the document's `webhooks` object: the event type has an entry,
   * its required headers (the Standard Webhooks signature headers) were sent, and the body matches its schema.
   */
  checkWebhook(delivery: { headers: Record<string, unknown>; body: string }): string[] {
    let type: unknown;
    try {
      type = (JSON.parse(delivery.body) as { type?: unknown }).type;
    } catch {
      return [`webhook: the body is not JSON: ${delivery.body.slice(0, 80)}`];
    }
    const where = `webhook ${String(type)}`;
    const webhooks = (this.document.webhooks ?? {}) as Record<string, { post?: WebhookOperation }>;
    const operation = typeof type === 'string' ? webhooks[type]?.post : undefined;
    if (!operation) return [`${where}: no entry in the document's webhooks object`];
    const missing = (operation.parameters ?? [])
      .filter((p) => p.in === 'header' && p.required && delivery.headers[p.name.toLowerCase()] === undefined)
      .map((p) => `${where}: required header ${p.name} is missing`);
    const schema = pointer(
      'webhooks',
      type as string,
      'post',
      'requestBody',
      'content',
      'application/json',
      'schema',
    );
    return [...missing, ...this.validateBody(where, schema, { body: delivery.body })];
  }

  private checkHeaders(where: string, response: ResponseObject, x: RecordedExchange): string[] {
    const violations: string[] = [];
    for (const [name, header] of Object.entries(response.headers ?? {})) {
      const raw = x.headers[name.toLowerCase()];
      if (raw === undefined) {
        if (header.required) violations.push(`${where}: required header ${name} is missing`);
        continue;
      }
      if (!header.schema) continue;
      const validate = this.ajv.compile(header.schema);
      if (!validate(headerValue(raw, header.schema))) {
        violations.push(`${where}: header ${name}: ${String(raw)} ${this.ajv.errorsText(validate.errors)}`);
      }
    }
    return violations;
  }

  private validateBody(where: string, schemaPointer: string, x: { body: string }): string[] {
    let body: unknown;
    try {
      body = JSON.parse(x.body);
    } catch {
      return [`${where}: the body is not JSON: ${x.body.slice(0, 80)}`];
    }
    const validate = this.validatorFor(schemaPointer);
    if (validate(body)) return [];
    const errors = validate.errors ?? [];
    const more = errors.length > 4 ? ` (and ${errors.length - 4} more)` : '';
    return [`${where}: body ${this.ajv.errorsText(errors.slice(0, 4), { dataVar: 'body' })}${more}`];
  }

  private validatorFor(schemaPointer: string): ValidateFunction {
    let validate = this.compiled.get(schemaPointer);
    if (!validate) {
      validate = this.ajv.compile({ $ref: `${DOCUMENT_ID}#/${schemaPointer}` });
      this.compiled.set(schemaPointer, validate);
    }
    return validate;
  }

  /** The error schema used for responses of no route: the 404 of getProgramById (spec 7: ErrorResponse). */
  private errorSchemaPointer(): string {
    const paths = (this.document.paths ?? {}) as Record<string, Record<string, OperationObject>>;
    for (const [path, item] of Object.entries(paths)) {
      for (const method of METHODS) {
        const schema = item[method]?.responses?.['404']?.content?.['application/json']?.schema;
        if (schema)
          return pointer('paths', path, method, 'responses', '404', 'content', 'application/json', 'schema');
      }
    }
    throw new Error('The document declares no 404 ErrorResponse to check unrouted responses against');
  }
}
