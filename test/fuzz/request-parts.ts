import fc from 'fast-check';
import { asText, describePath, type RequestParts } from './fuzz-request';
import type { FuzzOperation, Schema } from './openapi-operations';
import { locationsOf, validValue, type KnownValues } from './schema-arbitrary';

/** What every case may use: real values and a credential that passes every guard. */
export interface FuzzFixture {
  known: KnownValues;
  /** Headers of an `api admin` key of an `unlimited` tenant: quotas and scopes never decide a case. */
  auth: Record<string, string>;
}

/** Raw JSON text to put where a value would go (numbers JSON.stringify cannot write, deep nesting, ...). */
export class RawJson {
  constructor(readonly text: string) {}
}

/** One place a mutation can hit. */
export interface Target {
  where: 'path' | 'query' | 'header' | 'body';
  name: string;
  path: (string | number)[];
  schema: Schema;
}

export function targetsOf(op: FuzzOperation): Target[] {
  const params = op.params
    .filter((p) => p.in !== 'cookie')
    .map((p) => ({ where: p.in as Target['where'], name: p.name, path: [], schema: p.schema }));
  const body = op.body
    ? locationsOf(op.body.schema, op).map((l) => ({ where: 'body' as const, name: 'body', ...l }))
    : [];
  return [...params, ...body];
}

export const describeTarget = (t: Target) =>
  t.where === 'body' ? describePath('body', t.path) : `${t.where}.${t.name}`;

/** A request that the document says is valid, or nearly so (see `validValue`). */
export function validParts(op: FuzzOperation, fixture: FuzzFixture): fc.Arbitrary<RequestParts> {
  const ctx = { resolve: op.resolve, known: fixture.known };
  const text = (schema: Schema, name: string) => validValue(schema, ctx, name).map(asText);
  const paramsIn = (where: string) => op.params.filter((p) => p.in === where);
  const path = fc.record(Object.fromEntries(paramsIn('path').map((p) => [p.name, text(p.schema, p.name)])));
  const optional = (p: { name: string; required: boolean; schema: Schema }, omitWeight: number) =>
    p.required
      ? text(p.schema, p.name).map((v) => [[p.name, v]] as [string, string][])
      : fc.oneof(
          { weight: 1, arbitrary: text(p.schema, p.name).map((v) => [[p.name, v]] as [string, string][]) },
          { weight: omitWeight, arbitrary: fc.constant([] as [string, string][]) },
        );
  const query = fc.tuple(...paramsIn('query').map((p) => optional(p, 1))).map((q) => q.flat());
  // Header parameters (X-Tenant-Id) are optional and mostly left out, as clients do.
  const headers = fc.tuple(...paramsIn('header').map((p) => optional(p, 2))).map((h) => ({
    ...(op.secured ? fixture.auth : {}),
    ...Object.fromEntries(h.flat().map(([k, v]) => [k.toLowerCase(), v])),
  }));
  const body = op.body
    ? fc.record({ json: validValue(op.body.schema, ctx), mediaType: fc.constantFrom(...op.body.mediaTypes) })
    : fc.constant(undefined);
  const maybeBody = op.body?.required === false ? fc.option(body, { nil: undefined }) : body;
  return fc.record({ path, query, headers, body: maybeBody });
}

const MARK = '"__fuzz_raw_value__"';

function setAt(root: unknown, path: (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [key, ...rest] = path as [string | number, ...(string | number)[]];
  const fresh = typeof key === 'number' ? [] : {};
  const copy =
    typeof root === 'object' && root !== null ? (Array.isArray(root) ? [...root] : { ...root }) : fresh;
  const container = copy as Record<string | number, unknown>;
  container[key] = setAt(container[key], rest, value);
  return container;
}

/** The parts with one place set to `value`; a `RawJson` goes into the body as text, verbatim. */
export function withValue(parts: RequestParts, target: Target, value: unknown): RequestParts {
  const text = value instanceof RawJson ? value.text : asText(value);
  switch (target.where) {
    case 'path':
      return { ...parts, path: { ...parts.path, [target.name]: text } };
    case 'query':
      return { ...parts, query: [...parts.query.filter(([k]) => k !== target.name), [target.name, text]] };
    case 'header':
      return { ...parts, headers: { ...parts.headers, [target.name.toLowerCase()]: text } };
    case 'body': {
      const base =
        parts.body && 'json' in parts.body ? parts.body : { json: {}, mediaType: 'application/json' };
      if (!(value instanceof RawJson))
        return { ...parts, body: { ...base, json: setAt(base.json, target.path, value) } };
      const json = JSON.stringify(setAt(base.json, target.path, JSON.parse(MARK)));
      return {
        ...parts,
        body: { raw: json.replace(MARK, () => value.text), contentType: 'application/json' },
      };
    }
  }
}

/** The parts with a body property written twice (`"limit":1,"limit":"x"`): JSON allows it, parsers differ. */
export function withDuplicateKey(
  parts: RequestParts,
  target: Target,
  first: unknown,
  second: unknown,
): RequestParts {
  const key = target.path[target.path.length - 1];
  if (target.where !== 'body' || typeof key !== 'string') return withValue(parts, target, second);
  const base = parts.body && 'json' in parts.body ? parts.body.json : {};
  const json = JSON.stringify(setAt(base, target.path, JSON.parse(MARK)));
  const duplicated = `${JSON.stringify(first)},${JSON.stringify(key)}:${JSON.stringify(second)}`;
  return { ...parts, body: { raw: json.replace(MARK, () => duplicated), contentType: 'application/json' } };
}
