/** Picks bodies out of openapi-typescript's operation types (the generated v1.d.ts and v2.d.ts). */
export type JsonBody<T> = T extends { content: { 'application/json': infer B } } ? B : never;

type Success<R> = R extends { 200: infer S }
  ? S
  : R extends { 201: infer S }
    ? S
    : R extends { 202: infer S }
      ? S
      : never;

/** The JSON body of an operation's success answer (200, else 201, else 202). */
export type OkBody<Op extends { responses: unknown }> = JsonBody<Success<Op['responses']>>;

/** The JSON request body of an operation. */
export type RequestBody<Op extends { requestBody?: unknown }> = JsonBody<NonNullable<Op['requestBody']>>;

/** The query parameters of an operation. */
export type QueryOf<Op extends { parameters: { query?: unknown } }> = NonNullable<Op['parameters']['query']>;
