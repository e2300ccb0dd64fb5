import fc from 'fast-check';
import type { Schema } from './openapi-operations';

/** Values the fixture knows to be real (a program id, the tenant's own id), by field or parameter name. */
export type KnownValues = Record<string, readonly string[]>;

export interface SchemaContext {
  resolve(schema: Schema): Schema;
  known: KnownValues;
}

/** The JSON type a schema asks for; `['integer', 'null']` counts as integer (null is the rare case). */
export function typeOf(schema: Schema): string | undefined {
  if (schema.enum) return typeof schema.enum[0] === 'number' ? 'number' : 'string';
  const types = [schema.type ?? []].flat().filter((t) => t !== 'null');
  if (types[0]) return types[0];
  if (schema.properties) return 'object';
  if (schema.items) return 'array';
  return undefined;
}

/** All composed members of a schema merged, `$ref`s resolved: `allOf` adds, `anyOf`/`oneOf` take the first. */
export function flatten(schema: Schema, ctx: Pick<SchemaContext, 'resolve'>): Schema {
  const s = ctx.resolve(schema);
  const parts = [...(s.allOf ?? []), ...(s.anyOf ?? s.oneOf ?? []).slice(0, 1)].map((p) => flatten(p, ctx));
  return parts.reduce<Schema>(
    (merged, p) => ({
      ...p,
      ...merged,
      properties: { ...p.properties, ...merged.properties },
      required: [...(p.required ?? []), ...(merged.required ?? [])],
    }),
    { ...s, allOf: undefined, anyOf: undefined, oneOf: undefined },
  );
}

function numberArbitrary(s: Schema, integer: boolean): fc.Arbitrary<number> {
  const min = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + (integer ? 1 : 0) : -1e6);
  const max =
    s.maximum ?? (s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - (integer ? 1 : 0) : min + 1e7);
  if (integer) return fc.integer({ min: Math.ceil(min), max: Math.floor(max) });
  const double = fc.double({
    min,
    max,
    minExcluded: s.exclusiveMinimum !== undefined && s.minimum === undefined,
    noNaN: true,
    noDefaultInfinity: true,
  });
  // Mostly whole numbers of an everyday size: fast-check's doubles favour the extremes (subnormals, 1e-300),
  // which the boundary class covers; a valid-ish request should usually get past validation to the handler.
  const lo = Math.max(Math.floor(min) + (s.exclusiveMinimum !== undefined ? 1 : 0), Math.ceil(min), -1e6);
  const hi = Math.floor(Math.min(max, lo + 1e6));
  if (lo > hi) return double;
  return fc.oneof(
    { weight: 3, arbitrary: fc.integer({ min: lo, max: hi }) },
    { weight: 1, arbitrary: double },
  );
}

function stringArbitrary(s: Schema, name: string | undefined, ctx: SchemaContext): fc.Arbitrary<string> {
  const known = (name !== undefined && ctx.known[name]) || [];
  const examples = (s.examples ?? []).filter((e): e is string => typeof e === 'string');
  const fixed = [...known, ...examples, ...(typeof s.default === 'string' ? [s.default] : [])];
  let generated: fc.Arbitrary<string>;
  if (s.format === 'uuid') generated = fc.uuid();
  else if (s.format === 'date')
    generated = fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
  else if (s.format === 'date-time') generated = fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  else if (s.format === 'uri' || s.format === 'url') generated = fc.webUrl();
  else {
    const minLength = s.minLength ?? 0;
    generated = fc.string({ minLength, maxLength: Math.min(s.maxLength ?? minLength + 24, minLength + 24) });
  }
  // Known and documented values first: a field the schema cannot describe (a Land, a WZ code) is then valid.
  if (fixed.length === 0) return generated;
  return fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...fixed) }, { weight: 1, arbitrary: generated });
}

/**
 * Values that satisfy the schema (mostly: formats like "a German Land" are not in it, so a generated string
 * may still be refused). The start of every case: mutations then change one place of such a value.
 */
export function validValue(
  schema: Schema,
  ctx: SchemaContext,
  name?: string,
  depth = 0,
): fc.Arbitrary<unknown> {
  const s = flatten(schema, ctx);
  if (s.enum && s.enum.length > 0) return fc.constantFrom(...s.enum);
  switch (typeOf(s)) {
    case 'integer':
      return numberArbitrary(s, true);
    case 'number':
      return numberArbitrary(s, false);
    case 'boolean':
      return fc.boolean();
    case 'string':
      return stringArbitrary(s, name, ctx);
    case 'array': {
      const minLength = s.minItems ?? 0;
      const maxLength = Math.min(s.maxItems ?? minLength + 3, minLength + 3);
      return depth > 6
        ? fc.constant([])
        : fc.array(validValue(s.items ?? {}, ctx, name, depth + 1), { minLength, maxLength });
    }
    case 'object': {
      if (depth > 6) return fc.constant({});
      const properties = s.properties ?? {};
      const model = Object.fromEntries(
        Object.entries(properties).map(([key, p]) => [key, validValue(p, ctx, key, depth + 1)]),
      );
      return fc.record(model, { requiredKeys: (s.required ?? []).filter((k) => k in properties) });
    }
    default:
      return fc.oneof(fc.string({ maxLength: 8 }), fc.integer(), fc.boolean());
  }
}

/** Every place in a value of this schema a mutation can hit: the root and each property, depth first. */
export function locationsOf(
  schema: Schema,
  ctx: Pick<SchemaContext, 'resolve'>,
  prefix: (string | number)[] = [],
): { path: (string | number)[]; schema: Schema }[] {
  const s = flatten(schema, ctx);
  const here = [{ path: prefix, schema: s }];
  if (prefix.length > 4) return here;
  if (typeOf(s) === 'array' && s.items) return [...here, ...locationsOf(s.items, ctx, [...prefix, 0])];
  const nested = Object.entries(s.properties ?? {}).flatMap(([key, p]) =>
    locationsOf(p, ctx, [...prefix, key]),
  );
  return [...here, ...nested];
}
