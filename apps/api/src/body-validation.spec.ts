import 'reflect-metadata';
import type { Type } from '@nestjs/common';
import { getMetadataStorage, ValidationTypes } from 'class-validator';
import fc from 'fast-check';
import { CreateTenantRequestDto } from './access/dto/create-tenant.dto';
import { CreateOAuthClientRequestDto } from './access/dto/oauth-client.dto';
import { TokenRequestDto } from './access/dto/token.request.dto';
import './access/access.event-types';
import { CalculationRequestDto } from './calculations/dto/calculation.request.dto';
import { KalkulationRequestDto } from './calculations/dto/kalkulation.dto';
import './calculations/calculations.event-types';
import './catalogue/catalogue.event-types';
import {
  EraseRequestDto,
  ExtendRequestDto,
  PortabilityRequestDto,
} from './data-protection/dto/dsgvo-request.request.dto';
import { MatchRequestDto } from './matching/dto/match.request.dto';
import { registeredEventTypeNames } from './platform/events/event-types';
import { RequestValidationError } from './platform/errors/request-validation.error';
import { ApiValidationPipe } from './platform/validation/api-validation.pipe';
import { CompiledBodyValidators, nestedTypeOf } from './platform/validation/compiled-body-validator';
import {
  CreateWebhookEndpointRequestDto,
  TestWebhookRequestDto,
  UpdateWebhookEndpointRequestDto,
} from './webhooks/dto/webhook-endpoint.request.dto';
import './webhooks/webhooks.event-types';

/**
 * The validator compiled from the DTO metadata accepts exactly the bodies class-validator accepts.
 * For every POST (and the PATCH) body, RUNS generated bodies (3,000 in `npm test`; `VALIDATION_RUNS=10000`
 * for a long run; seed VALIDATION_SEED), built from the DTO's own rules: values at and around every bound, the
 * rule's valid and invalid values, wrong types, null, missing and extra fields (`__proto__`, `constructor`
 * among them), nested objects; the token request also as a form (strings and repeated fields).
 */
const RUNS = Number(process.env.VALIDATION_RUNS ?? 3_000);
const SEED = Number(process.env.VALIDATION_SEED ?? 1414);

type Ctor = Type<object>;
interface Meta {
  type: string;
  name?: string;
  propertyName: string;
  constraints?: unknown[];
  each?: boolean;
}

const metasOf = (cls: Ctor): Meta[] =>
  getMetadataStorage().getTargetValidationMetadatas(
    cls,
    undefined as unknown as string,
    false,
    false,
    undefined,
  ) as unknown as Meta[];

const ABSENT = Symbol('absent');
const UUID = '0b7c1a52-3d4e-4f60-8a9b-1c2d3e4f5a6b';

/** Numbers from the rules' constraints, and each one's neighbours. */
function boundsOf(metas: Meta[]): number[] {
  const numbers = metas.flatMap((m) =>
    (m.constraints ?? []).filter((c): c is number => typeof c === 'number'),
  );
  return [...new Set([0, 1, ...numbers.flatMap((n) => [n - 1, n, n + 1])])].filter((n) => n >= 0);
}

const anyJson = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.constantFrom(null, '', 0, -0, true, false, [], {}, Infinity, -Infinity, '5', 'true', [null]),
);

const strings = (bounds: number[]) =>
  fc.oneof(
    fc.string({ maxLength: 20 }),
    fc
      .constantFrom(...bounds)
      .chain((n) =>
        fc.constantFrom(
          'a'.repeat(n),
          'ä'.repeat(n),
          '😀'.repeat(n),
          `${'a'.repeat(Math.max(0, n - 1))}\uFE0F`,
        ),
      ),
    fc.constantFrom('\uFE0F', '\uD800', 'x\uFE0E', ' ', 'client_credentials'),
  );

const numbers = (bounds: number[]) =>
  fc.oneof(
    fc.integer({ min: -5, max: 1_000_000 }),
    fc.integer({ min: -100, max: 100_000_000 }).map((c) => c / 100),
    fc.double({ noNaN: true }),
    fc.constantFrom(...bounds).chain((n) => fc.constantFrom(n, n + 0.01, n - 0.01, n + 0.001, n + 0.5)),
    fc.constantFrom(
      0,
      -0,
      1.005,
      0.1 + 0.2,
      1e12,
      1e12 + 0.01,
      1e12 + 1,
      2 ** 53,
      1e300,
      Infinity,
      -Infinity,
    ),
  );

/** Values the named custom rules accept and refuse. */
const RULE_VALUES: Record<string, () => fc.Arbitrary<unknown>> = {
  isFederalState: () =>
    fc.constantFrom('SN', 'DE-SN', 'Sachsen', 'sachsen', 'BY', 'Bayern', 'XX', 'bundesweit', 'DE', ' SN'),
  isRegisteredEventType: () => fc.constantFrom(...registeredEventTypeNames(), 'calculation.unknown', ''),
  isRequestableIdentifier: () =>
    fc.constantFrom('actor_id', 'push_endpoint', 'external_id', 'email', 'phone', ''),
  isUUID: () =>
    fc.oneof(fc.uuid(), fc.constantFrom(UUID, UUID.toUpperCase(), `${UUID}0`, UUID.slice(1), 'not-a-uuid')),
};

/** A plausible value for one property, from its own rules, or any JSON value. */
function valueOf(
  cls: Ctor,
  property: string,
  metas: Meta[],
  form: boolean,
  depth: number,
): fc.Arbitrary<unknown> {
  const bounds = boundsOf(metas);
  const names = new Set(metas.map((m) => m.name));
  if (form) {
    const s = strings(bounds);
    return fc.oneof({ weight: 8, arbitrary: s }, { weight: 1, arbitrary: fc.array(s, { maxLength: 3 }) });
  }
  const element: fc.Arbitrary<unknown>[] = [];
  for (const m of metas) {
    if (m.name === 'isIn') element.push(fc.constantFrom(...(m.constraints![0] as unknown[]), 'other'));
    const rule = m.name ? RULE_VALUES[m.name] : undefined;
    if (rule) element.push(rule());
  }
  const plausible: fc.Arbitrary<unknown>[] = [...element];
  if (names.has('isString') || names.has('minLength') || names.has('maxLength') || names.has('isLength'))
    plausible.push(strings(bounds));
  if (['isInt', 'isNumber', 'min', 'max', 'isPositive'].some((n) => names.has(n)))
    plausible.push(numbers(bounds));
  if (names.has('isBoolean')) plausible.push(fc.boolean());
  if (metas.some((m) => m.type === ValidationTypes.NESTED_VALIDATION) && depth < 2) {
    const nested = nestedTypeOf(cls, property) as Ctor;
    plausible.push(bodyOf(nested, false, depth + 1));
  }
  if (names.has('isArray') || metas.some((m) => m.each)) {
    const max = Math.max(3, ...bounds.slice(-1));
    const item = element.length > 0 ? fc.oneof(...element) : anyJson;
    plausible.push(
      fc.array(fc.oneof({ weight: 9, arbitrary: item }, { weight: 1, arbitrary: anyJson }), { maxLength: 4 }),
    );
    plausible.push(fc.array(item, { minLength: max - 1, maxLength: max + 1 }));
  }
  return fc.oneof(
    { weight: 12, arbitrary: plausible.length > 0 ? fc.oneof(...plausible) : anyJson },
    { weight: 1, arbitrary: anyJson },
    { weight: 1, arbitrary: fc.constant(null) },
  );
}

const VALID_RULE_VALUES: Record<string, () => fc.Arbitrary<unknown>> = {
  isFederalState: () => fc.constantFrom('SN', 'DE-SN', 'Sachsen', 'BY'),
  isRegisteredEventType: () => fc.constantFrom(...registeredEventTypeNames()),
  isUUID: () => fc.uuid(),
  isRequestableIdentifier: () => fc.constantFrom('actor_id', 'push_endpoint', 'external_id'),
};

const constraint = (metas: Meta[], name: string, i = 0) =>
  metas.find((m) => m.name === name)?.constraints?.[i] as number | undefined;

/** A value one property's rules accept (mostly: the rules decide, not this), read from the same metadata. */
function validOf(cls: Ctor, property: string, metas: Meta[], depth: number): fc.Arbitrary<unknown> {
  const names = new Set(metas.map((m) => m.name));
  const custom = metas.map((m) => (m.name ? VALID_RULE_VALUES[m.name] : undefined)).find(Boolean);
  const inList = metas.find((m) => m.name === 'isIn')?.constraints?.[0] as unknown[] | undefined;
  let item: fc.Arbitrary<unknown> | undefined =
    custom?.() ?? (inList ? fc.constantFrom(...inList) : undefined);
  if (!item && metas.some((m) => m.type === ValidationTypes.NESTED_VALIDATION)) {
    const nested = nestedTypeOf(cls, property) as Ctor;
    item = validBodyOf(nested, depth + 1);
  }
  if (!item && names.has('isBoolean')) item = fc.boolean();
  if (!item && ['isInt', 'isNumber', 'min', 'max', 'isPositive'].some((n) => names.has(n))) {
    const min = constraint(metas, 'min') ?? (names.has('isPositive') ? 1 : 0);
    const max = Math.min(constraint(metas, 'max') ?? 1e9, 1e9);
    item = names.has('isInt')
      ? fc.integer({ min, max })
      : fc.integer({ min: min * 100, max: max * 100 }).map((c) => c / 100);
  }
  if (!item) {
    const min = constraint(metas, 'minLength') ?? constraint(metas, 'isLength') ?? 0;
    const max = constraint(metas, 'maxLength') ?? constraint(metas, 'isLength', 1) ?? min + 20;
    item = fc.string({ minLength: min, maxLength: Math.min(max, min + 40) });
  }
  if (names.has('isArray')) {
    const min = constraint(metas, 'arrayMinSize') ?? 0;
    const max = Math.min(constraint(metas, 'arrayMaxSize') ?? 5, 5);
    return fc.uniqueArray(item, { minLength: min, maxLength: Math.max(min, max) });
  }
  return item;
}

function validBodyOf(cls: Ctor, depth = 0): fc.Arbitrary<Record<string, unknown>> {
  const metas = metasOf(cls);
  const properties = [...new Set(metas.map((m) => m.propertyName))];
  const optional = (p: string) =>
    metas.some((m) => m.propertyName === p && m.type === ValidationTypes.CONDITIONAL_VALIDATION);
  const fields = properties.map((p) => {
    const valid = validOf(
      cls,
      p,
      metas.filter((m) => m.propertyName === p),
      depth,
    );
    return optional(p) ? fc.option(valid, { nil: ABSENT as unknown as undefined }) : valid;
  });
  return fc.tuple(...fields).map((values) => {
    const body: Record<string, unknown> = {};
    properties.forEach((p, i) => values[i] !== ABSENT && (body[p] = values[i]));
    return body;
  });
}

/** A valid body, a valid body with one field mutated or an extra field, or a wild one. */
function bodiesOf(cls: Ctor, form: boolean): fc.Arbitrary<Record<string, unknown>> {
  if (form) return bodyOf(cls, true);
  const mutated = fc.tuple(validBodyOf(cls), bodyOf(cls, false), fc.nat()).map(([valid, wild, n]) => {
    const keys = Object.keys(wild);
    if (keys.length === 0) return valid;
    const key = keys[n % keys.length]!;
    const body = { ...valid };
    Object.defineProperty(body, key, {
      value: wild[key],
      enumerable: true,
      writable: true,
      configurable: true,
    });
    return body;
  });
  return fc.oneof(validBodyOf(cls), mutated, bodyOf(cls, false));
}

/** A body for a DTO class: each property present (mostly) or absent, sometimes an extra field. */
function bodyOf(cls: Ctor, form: boolean, depth = 0): fc.Arbitrary<Record<string, unknown>> {
  const metas = metasOf(cls);
  const properties = [...new Set(metas.map((m) => m.propertyName))];
  const fields = properties.map((p) =>
    fc.oneof(
      {
        weight: 10,
        arbitrary: valueOf(
          cls,
          p,
          metas.filter((m) => m.propertyName === p),
          form,
          depth,
        ),
      },
      { weight: 1, arbitrary: fc.constant(ABSENT) },
    ),
  );
  const extra = fc.oneof(
    { weight: 12, arbitrary: fc.constant([] as [string, unknown][]) },
    {
      weight: 1,
      arbitrary: fc.array(
        fc.tuple(
          fc.oneof(
            fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'extra'),
            fc.string(),
          ),
          form ? fc.string() : anyJson,
        ),
        { minLength: 1, maxLength: 2 },
      ),
    },
  );
  return fc.tuple(fc.tuple(...fields), extra).map(([values, extras]) => {
    const body: Record<string, unknown> = {};
    const set = (key: string, value: unknown) =>
      Object.defineProperty(body, key, { value, enumerable: true, writable: true, configurable: true });
    properties.forEach((p, i) => values[i] !== ABSENT && set(p, values[i]));
    extras.forEach(([k, v]) => set(k, v));
    return body;
  });
}

/** A deep copy keeping own `__proto__` keys (as JSON.parse makes them). */
const copy = (value: unknown): unknown =>
  value === undefined ? undefined : JSON.parse(JSON.stringify(value));

const OPERATIONS: [string, Ctor, boolean][] = [
  ['POST /api/v1/calculations', CalculationRequestDto, false],
  ['POST /api/v1/kalkulation', KalkulationRequestDto, false],
  ['POST /api/v1/matches', MatchRequestDto, false],
  ['POST /api/v2/developer/webhooks', CreateWebhookEndpointRequestDto, false],
  ['PATCH /api/v2/developer/webhooks/{id}', UpdateWebhookEndpointRequestDto, false],
  ['POST /api/v2/developer/webhooks/test', TestWebhookRequestDto, false],
  ['POST oauth clients', CreateOAuthClientRequestDto, false],
  ['POST admin tenants', CreateTenantRequestDto, false],
  ['POST /oauth/token (JSON)', TokenRequestDto, false],
  ['POST /oauth/token (form)', TokenRequestDto, true],
  ['POST /api/v2/dsgvo/erase', EraseRequestDto, false],
  ['POST /api/v2/dsgvo/requests/{id}/extend', ExtendRequestDto, false],
  ['POST /api/v2/dsgvo/portability', PortabilityRequestDto, false],
];

describe('compiled body validation ⇔ class-validator', () => {
  const pipe = new ApiValidationPipe();

  const compiledAccepts = (body: unknown, metatype: Ctor): object | undefined => {
    try {
      return pipe.compiledTransform(copy(body) as Record<string, unknown>, metatype);
    } catch (error) {
      if (error instanceof RequestValidationError) return undefined; // a refusing @Transform
      throw error;
    }
  };
  const classValidatorAccepts = async (body: unknown, metatype: Ctor): Promise<object | undefined> => {
    try {
      return (await pipe.classValidatorTransform(copy(body), { type: 'body', metatype, data: '' })) as object;
    } catch (error) {
      if (error instanceof RequestValidationError) return undefined;
      throw error;
    }
  };

  it.each(OPERATIONS)('%s: every DTO compiles', (_name, metatype) => {
    expect(new CompiledBodyValidators().for(metatype)).not.toBeNull();
  });

  it.each(OPERATIONS)(`%s: ${RUNS} bodies, accepted and refused alike`, async (_name, metatype, form) => {
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(bodiesOf(metatype, form), async (body) => {
        const fast = compiledAccepts(body, metatype);
        const reference = await classValidatorAccepts(body, metatype);
        expect({ body, compiled: fast !== undefined }).toEqual({ body, compiled: reference !== undefined });
        if (fast && reference) {
          accepted++;
          expect(fast.constructor).toBe(reference.constructor);
          expect(JSON.stringify(fast)).toBe(JSON.stringify(reference));
        }
      }),
      { numRuns: RUNS, seed: SEED },
    );
    // Both sides of the boundary are exercised.
    expect(accepted).toBeGreaterThan(RUNS * 0.05);
    expect(accepted).toBeLessThan(RUNS * 0.95);
  });
});
