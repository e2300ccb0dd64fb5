import type { RequestOptions, ResponseKind } from './client.js';

/**
 * The input and output of one operation of openapi-typescript's `operations` (generated/v2.d.ts), for the
 * methods generated from the v2 document (generated/v2-operations.ts). A method takes what its operation
 * declares and nothing else: `path` when the URL has parameters, `query` and `body` when the operation has
 * them (required exactly when the document says so), `headers` for the declared headers (If-Match, …).
 */
type IsNever<T> = [T] extends [never] ? true : false;
type Params<O> = O extends { parameters: infer P } ? P : never;
type Part<O, K extends string> = Params<O> extends { [P in K]?: infer V } ? NonNullable<V> : never;

/** Present when the operation has it; optional when every member is optional (or the document says so). */
type Field<K extends string, T, Optional extends boolean> =
  IsNever<T> extends true ? unknown : Optional extends true ? { [P in K]?: T } : { [P in K]: T };

type BodyOf<O> = O extends { requestBody?: infer B }
  ? NonNullable<B> extends { content: infer C }
    ? C[keyof C]
    : never
  : never;
type BodyOptional<O> = O extends { requestBody?: infer B } ? (undefined extends B ? true : false) : true;

/** Headers the caller may set; the tenant and the idempotency key have options of their own. */
type OwnHeaders<O> = Omit<Part<O, 'header'>, 'X-Tenant-Id' | 'Idempotency-Key'>;

export type OperationInput<O> = Field<'path', Part<O, 'path'>, false> &
  Field<'query', Part<O, 'query'>, {} extends Part<O, 'query'> ? true : false> &
  Field<'body', BodyOf<O>, BodyOptional<O>> &
  Field<'headers', OwnHeaders<O>, true>;

/** True when the operation needs no input at all (its methods then take none). */
export type NoInput<O> = {} extends OperationInput<O> ? true : false;

type SuccessCode = 200 | 201 | 202 | 204 | 304;
type Answer<R> = R extends { content: infer C }
  ? 'application/json' extends keyof C
    ? C['application/json']
    : keyof C extends 'text/html' | 'text/csv' | 'image/svg+xml' | 'text/plain' | 'text/event-stream'
      ? string
      : Blob
  : undefined;

/**
 * The answer of a successful call: the JSON body of each success status (a union where there are several, as
 * 200 for a direct answer beside 202 for a queued job), `undefined` for 204 and 304, a string for text and a
 * `Blob` for binary content (an archive, a video).
 */
export type OperationResult<O> = O extends { responses: infer R }
  ? { [S in Extract<keyof R, SuccessCode>]: S extends 204 | 304 ? undefined : Answer<R[S]> }[Extract<
      keyof R,
      SuccessCode
    >]
  : never;

/** Per-call options of a generated method. */
export interface CallOptions {
  signal?: AbortSignal;
  /** `Idempotency-Key` for operations that accept one; generated per call when not given. */
  idempotencyKey?: string;
}

/** How a generated method is sent: the static description the generator writes for each operation. */
export interface OperationSpec {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  /** The operation accepts `Idempotency-Key`: every call carries one, so a retry cannot run it twice. */
  idempotent: boolean;
  /** How the success body is read. */
  response: ResponseKind;
  /** The `Accept` header for a non-JSON answer (an archive, a document). */
  accept?: string;
}

export type Send = <T>(method: string, path: string, options?: RequestOptions) => Promise<T>;

interface LooseInput {
  path?: Record<string, string | number>;
  query?: Record<string, unknown>;
  body?: unknown;
  headers?: Record<string, string | undefined>;
}

/** Runs one generated method: fills the path template, passes query, body, headers and the key. */
export function callOperation<T>(
  send: Send,
  spec: OperationSpec,
  input: LooseInput = {},
  options: CallOptions = {},
): Promise<T> {
  const path = spec.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = input.path?.[name];
    if (value === undefined)
      throw new TypeError(`${spec.method} ${spec.path}: path parameter ${name} missing`);
    return encodeURIComponent(String(value));
  });
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(input.headers ?? {}))
    if (value !== undefined) headers[name] = value;
  if (spec.accept) headers.accept = spec.accept;
  return send<T>(spec.method, path, {
    query: input.query as RequestOptions['query'],
    body: input.body,
    headers,
    response: spec.response,
    signal: options.signal,
    idempotencyKey: spec.idempotent
      ? (options.idempotencyKey ?? globalThis.crypto.randomUUID())
      : options.idempotencyKey,
  });
}
