import Ajv, { _, type KeywordCxt, type SchemaObject, type ValidateFunction } from 'ajv';
import { getMetadataStorage, ValidationTypes, type ValidationArguments } from 'class-validator';

type Ctor = abstract new (...args: never[]) => object;
type Rule = (value: unknown, object: unknown) => boolean;

/** A metadata entry as class-validator stores it (its `ValidationMetadata` type is not exported at the top). */
interface Meta {
  type: string;
  name?: string;
  propertyName: string;
  constraints: unknown[];
  constraintCls: Function; // eslint-disable-line @typescript-eslint/no-unsafe-function-type
  each: boolean;
  groups: string[];
  always?: boolean;
}

// class-transformer's `@Type` registry: its module has no declaration beside it (the types are elsewhere).
/* eslint-disable @typescript-eslint/no-require-imports */
const { defaultMetadataStorage } =
  require('class-transformer/cjs/storage') as typeof import('class-transformer/types/storage');
/* eslint-enable @typescript-eslint/no-require-imports */

/** The class `@Type(() => X)` names for a property, if any. */
export function nestedTypeOf(target: Ctor, property: string): Ctor | undefined {
  return defaultMetadataStorage.findTypeMetadata(target as never, property)?.typeFunction() as
    Ctor | undefined;
}

/** A DTO the compiler cannot express exactly: its bodies are checked by class-validator alone. */
export class NotCompilable extends Error {}

/**
 * class-validator's built-in rules that JSON Schema says exactly (each with the type check the rule makes
 * itself: `@Min(0)` refuses a string). `num` is a keyword of ours: JSON Schema's `number` admits `Infinity`
 * (JSON.parse('1e999')), which `@IsInt()` and `@IsNumber()` refuse, and NaN, which no rule accepts.
 */
const NATIVE: Record<string, (constraints: unknown[]) => SchemaObject | undefined> = {
  isString: () => ({ type: 'string' }),
  isBoolean: () => ({ type: 'boolean' }),
  isArray: () => ({ type: 'array' }),
  isObject: () => ({ type: 'object' }),
  isInt: () => ({ type: 'number', num: 'finite', multipleOf: 1 }),
  isNumber: ([options]) => {
    const o = (options ?? {}) as { allowNaN?: boolean; allowInfinity?: boolean; maxDecimalPlaces?: number };
    if (o.allowNaN || o.allowInfinity || o.maxDecimalPlaces !== undefined) return undefined;
    return { type: 'number', num: 'finite' };
  },
  min: ([min]) => (typeof min === 'number' ? { type: 'number', num: 'notNaN', minimum: min } : undefined),
  max: ([max]) => (typeof max === 'number' ? { type: 'number', num: 'notNaN', maximum: max } : undefined),
  isPositive: () => ({ type: 'number', num: 'notNaN', exclusiveMinimum: 0 }),
  arrayMinSize: ([n]) => (typeof n === 'number' ? { type: 'array', minItems: n } : undefined),
  arrayMaxSize: ([n]) => (typeof n === 'number' ? { type: 'array', maxItems: n } : undefined),
  isIn: ([values]) =>
    Array.isArray(values) && values.every((v) => ['string', 'boolean'].includes(typeof v))
      ? { enum: values as unknown[] }
      : undefined,
};

/** Values a `@ValidateIf` / `@IsOptional` condition is probed with: it must pass every one of them. */
const PROBES: unknown[] = [0, 1, -1, '', 'x', true, false, {}, [], [1]];

/**
 * Compiles a JSON schema per body DTO from class-validator's own metadata (the single source of the
 * contract) into one Ajv validator. It is checked against the instance class-transformer builds, exactly
 * what class-validator checks, so `@Type`, `@Transform` and the whitelist see the same object.
 *
 * - Built-in rules in `NATIVE` become JSON Schema; presence comes from `@IsOptional` / `@ValidateIf`
 *   (probed: skipped when the value is undefined, or null too) and `@IsDefined`; the whitelist with
 *   `forbidNonWhitelisted` is `additionalProperties: false`; `@ValidateNested` needs `@Type` and `@IsObject`.
 * - Every other rule (length rules, whose unit is validator.js's own, and the custom ones: whole cents,
 *   UUID, Land, registered event type) stays the rule's own function, called from the compiled validator
 *   (keyword `rule`), so no rule has a second implementation.
 * - Groups, async rules and anything else unknown make the whole DTO `NotCompilable`: class-validator alone.
 *
 * The property test (compiled-body-validator.spec.ts) proves accept/refuse identical to class-validator.
 */
export class CompiledBodyValidators {
  private readonly ajv: Ajv;
  private readonly rules: Rule[] = [];
  private readonly cache = new Map<Function, ValidateFunction | null>(); // eslint-disable-line @typescript-eslint/no-unsafe-function-type

  constructor() {
    this.ajv = new Ajv({ strict: false, allErrors: false, strictNumbers: false });
    this.ajv.addKeyword({
      keyword: 'num',
      type: 'number',
      schemaType: 'string',
      code(cxt: KeywordCxt) {
        cxt.fail(cxt.schema === 'finite' ? _`!isFinite(${cxt.data})` : _`${cxt.data} !== ${cxt.data}`);
      },
    });
    const rules = this.rules;
    this.ajv.addKeyword({
      keyword: 'rule',
      schemaType: 'number',
      errors: false,
      validate: (index: number, data: unknown, _parent?: unknown, cxt?: { parentData?: unknown }) =>
        rules[index]!(data, cxt?.parentData),
    });
  }

  /** The compiled check of a DTO class, or null when it is not compilable (cached either way). */
  for(target: Ctor): ValidateFunction | null {
    if (!this.cache.has(target)) {
      let compiled: ValidateFunction | null = null;
      try {
        compiled = this.ajv.compile(this.schemaOf(target, []));
      } catch (error) {
        if (!(error instanceof NotCompilable)) throw error;
      }
      this.cache.set(target, compiled);
    }
    return this.cache.get(target)!;
  }

  /** The JSON schema of a DTO class (exported for the tests and for reading). */
  schemaOf(target: Ctor, path: Ctor[]): SchemaObject {
    if (path.includes(target)) throw new NotCompilable(`recursive ${target.name}`);
    const storage = getMetadataStorage();
    const metas = storage.getTargetValidationMetadatas(
      target as unknown as Function, // eslint-disable-line @typescript-eslint/no-unsafe-function-type
      undefined as unknown as string,
      false,
      false,
      undefined,
    ) as unknown as Meta[];
    if (metas.length === 0) throw new NotCompilable(`${target.name} has no rules`);
    const byProperty = new Map<string, Meta[]>();
    for (const m of metas) {
      if (m.groups?.length || m.always) throw new NotCompilable(`${target.name}.${m.propertyName}: groups`);
      byProperty.set(m.propertyName, [...(byProperty.get(m.propertyName) ?? []), m]);
    }
    const properties: Record<string, SchemaObject> = {};
    const required: string[] = [];
    for (const [property, list] of byProperty) {
      const { schema, refusesUndefined } = this.propertySchema(target, property, list, [...path, target]);
      properties[property] = schema;
      if (refusesUndefined) required.push(property);
    }
    return { type: 'object', properties, required, additionalProperties: false };
  }

  private propertySchema(
    target: Ctor,
    property: string,
    list: Meta[],
    path: Ctor[],
  ): { schema: SchemaObject; refusesUndefined: boolean } {
    const where = `${target.name}.${property}`;
    const conditions = list.filter((m) => m.type === ValidationTypes.CONDITIONAL_VALIDATION);
    const passes = (value: unknown) =>
      conditions.every((m) =>
        (m.constraints[0] as (o: object, v: unknown) => boolean)({ [property]: value }, value),
      );
    if (!PROBES.every(passes)) throw new NotCompilable(`${where}: condition depends on more than absence`);
    const skipUndefined = !passes(undefined);
    const skipNull = !passes(null);

    const parts: SchemaObject[] = [];
    let refusesUndefined = false;
    for (const m of list) {
      switch (m.type) {
        case ValidationTypes.CONDITIONAL_VALIDATION:
        case ValidationTypes.WHITELIST:
          break;
        case ValidationTypes.IS_DEFINED:
          parts.push({ not: { type: 'null' } });
          refusesUndefined = true;
          break;
        case ValidationTypes.NESTED_VALIDATION: {
          const nested = nestedTypeOf(target, property);
          if (m.each || !nested || !list.some((o) => o.name === 'isObject'))
            throw new NotCompilable(`${where}: nested without @Type and @IsObject`);
          parts.push(this.schemaOf(nested, path));
          refusesUndefined = true;
          break;
        }
        case ValidationTypes.CUSTOM_VALIDATION: {
          const { schema, acceptsUndefined } = this.ruleSchema(m, where);
          parts.push(m.each ? { if: { type: 'array' }, then: { items: schema }, else: schema } : schema);
          if (!acceptsUndefined) refusesUndefined = true;
          break;
        }
        default:
          throw new NotCompilable(`${where}: ${m.type}`);
      }
    }
    const value: SchemaObject = parts.length === 1 ? parts[0]! : { allOf: parts };
    return {
      schema: skipNull ? { anyOf: [{ type: 'null' }, value] } : value,
      refusesUndefined: refusesUndefined && !skipUndefined,
    };
  }

  private ruleSchema(m: Meta, where: string): { schema: SchemaObject; acceptsUndefined: boolean } {
    const native = m.name ? NATIVE[m.name]?.(m.constraints ?? []) : undefined;
    if (native) return { schema: native, acceptsUndefined: false };
    const constraint = getMetadataStorage().getTargetValidatorConstraints(m.constraintCls)[0];
    if (!constraint || constraint.async) throw new NotCompilable(`${where}: ${m.name ?? 'rule'}`);
    const instance = constraint.instance as {
      validate(value: unknown, args: ValidationArguments): unknown;
    };
    const rule: Rule = (value, object) => {
      const result = instance.validate(value, {
        value,
        constraints: m.constraints,
        targetName: where.split('.')[0]!,
        property: m.propertyName,
        object: object as object,
      });
      // A promise here would be an async rule the metadata did not say: refused, so class-validator decides.
      return !!result && typeof (result as { then?: unknown }).then !== 'function';
    };
    this.rules.push(rule);
    return { schema: { rule: this.rules.length - 1 }, acceptsUndefined: rule(undefined, {}) };
  }
}
