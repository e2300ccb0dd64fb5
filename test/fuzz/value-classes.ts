import fc from 'fast-check';
import { preview, toRequest, type FuzzRequest, type RequestParts } from './fuzz-request';
import { boundaryValues, hugeValues, nulAndSurrogateValues, wrongTypeValues } from './mutation-values';
import type { FuzzOperation, Schema } from './openapi-operations';
import {
  describeTarget,
  targetsOf,
  validParts,
  withDuplicateKey,
  withValue,
  RawJson,
  type FuzzFixture,
  type Target,
} from './request-parts';
import { typeOf } from './schema-arbitrary';

/** A family of cases; each operation of the document gets `FUZZ_RUNS` of them. */
export interface FuzzClass {
  name: string;
  cases(op: FuzzOperation, fixture: FuzzFixture): fc.Arbitrary<FuzzRequest>;
}

/** An operation without a request body gets the mutation as a body too: a body it does not take. */
const NO_TARGET: Target = { where: 'body', name: 'body', path: [], schema: {} };

function targetsWithFallback(op: FuzzOperation): Target[] {
  return op.body ? targetsOf(op) : [...targetsOf(op), NO_TARGET];
}

/** One place of a valid request set to one of `values(schema of that place)`. */
function atOnePlace(name: string, values: (schema: Schema) => unknown[]): FuzzClass {
  return {
    name,
    cases: (op, fixture) =>
      fc
        .tuple(validParts(op, fixture), fc.constantFrom(...targetsWithFallback(op)))
        .chain(([parts, target]) =>
          fc
            .constantFrom(...values(target.schema))
            .map((v) =>
              toRequest(
                op,
                withValue(parts, target, v),
                `${name} at ${describeTarget(target)}: ${preview(v)}`,
              ),
            ),
        ),
  };
}

/** Valid-ish requests: the baseline that reaches the handlers (and may answer 2xx). */
export const validClass: FuzzClass = {
  name: 'valid',
  cases: (op, fixture) => validParts(op, fixture).map((parts) => toRequest(op, parts, 'valid-ish request')),
};

/** A required body field left out, or a field the schema does not know added. */
function missingOrUnknown(op: FuzzOperation, parts: RequestParts, target: Target): fc.Arbitrary<FuzzRequest> {
  const s = target.schema;
  const objectPlace = target.where === 'body' && typeOf(s) === 'object';
  const actions: [string, RequestParts][] = [];
  if (objectPlace) {
    for (const key of s.required ?? []) {
      actions.push([
        `missing ${key}`,
        withValue(parts, { ...target, path: [...target.path, key] }, undefined),
      ]);
    }
    actions.push([
      'unknown field',
      withValue(parts, { ...target, path: [...target.path, 'unbekanntesFeld'] }, 1),
    ]);
  }
  if (target.where === 'query') {
    actions.push([
      `without ${target.name}`,
      { ...parts, query: parts.query.filter(([k]) => k !== target.name) },
    ]);
  }
  if (target.where === 'header') {
    const headers = Object.fromEntries(
      Object.entries(parts.headers).filter(([k]) => k !== target.name.toLowerCase()),
    );
    actions.push([`without ${target.name}`, { ...parts, headers }]);
  }
  if (target.where === 'path') actions.push([`empty ${target.name}`, withValue(parts, target, '')]);
  if (actions.length === 0) actions.push(['body null', withValue(parts, NO_TARGET, null)]);
  return fc
    .constantFrom(...actions)
    .map(([what, p]) => toRequest(op, p, `${what} at ${describeTarget(target)}`));
}

export const wrongTypeClass: FuzzClass = {
  name: 'wrong-type',
  cases: (op, fixture) =>
    fc
      .tuple(validParts(op, fixture), fc.constantFrom(...targetsWithFallback(op)), fc.boolean())
      .chain(([parts, target, drop]) =>
        drop
          ? missingOrUnknown(op, parts, target)
          : fc
              .constantFrom(...wrongTypeValues(target.schema))
              .map((v) =>
                toRequest(
                  op,
                  withValue(parts, target, v),
                  `wrong type at ${describeTarget(target)}: ${preview(v)}`,
                ),
              ),
      ),
};

export const boundaryClass = atOnePlace('boundary', boundaryValues);
export const hugeClass = atOnePlace('huge', () => hugeValues());
export const nulClass = atOnePlace('nul-surrogate', nulAndSurrogateValues);

const PROTO_KEYS = ['{"__proto__":{"polluted":true}', '{"constructor":{"prototype":{"polluted":true}}'];

/** A body property written twice, or the keys that poison a prototype when merged naively. */
export const duplicateKeyClass: FuzzClass = {
  name: 'duplicate-keys',
  cases: (op, fixture) =>
    fc
      .tuple(validParts(op, fixture), fc.constantFrom(...targetsWithFallback(op)), fc.nat({ max: 9 }))
      .chain(([parts, target, n]) => {
        if (n < 2 || target.path.length === 0) {
          const json = parts.body && 'json' in parts.body ? (JSON.stringify(parts.body.json) ?? '{}') : '{}';
          const rest = json.startsWith('{') && json !== '{}' ? `,${json.slice(1)}` : '}';
          const raw = `${PROTO_KEYS[n % 2]}${rest}`;
          return fc.constant(
            toRequest(
              op,
              { ...parts, body: { raw, contentType: 'application/json' } },
              `prototype key: ${preview(new RawJson(raw))}`,
            ),
          );
        }
        const pool = [...boundaryValues(target.schema).slice(0, 6), ...wrongTypeValues(target.schema)].filter(
          (v) => !(v instanceof RawJson),
        );
        return fc
          .tuple(fc.constantFrom(...pool), fc.constantFrom(...pool))
          .map(([a, b]) =>
            toRequest(
              op,
              withDuplicateKey(parts, target, a, b),
              `duplicate key at ${describeTarget(target)}: ${preview(a)} then ${preview(b)}`,
            ),
          );
      }),
};
