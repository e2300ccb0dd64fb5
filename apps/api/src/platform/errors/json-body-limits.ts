/**
 * What a JSON request body may hold, checked before it is parsed (docs/adr/0003, listed in the OpenAPI
 * description). Real requests stay far below: the deepest DTO is three levels, the widest fifteen fields.
 */
export const JSON_BODY_LIMITS = {
  /** Nested objects and arrays; the body itself is level 1. */
  maxDepth: 32,
  /** Fields of one object. */
  maxKeys: 256,
  /** Items of one array. */
  maxItems: 1000,
} as const;

export type JsonBodyLimits = { readonly [K in keyof typeof JSON_BODY_LIMITS]: number };
