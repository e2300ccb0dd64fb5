import { ValidationPipe, type ArgumentMetadata, type Type } from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
import { RequestValidationError } from '../errors/request-validation.error';
import { CompiledBodyValidators } from './compiled-body-validator';
import type { ValidationError } from 'class-validator';
import { toIssues } from './german-messages';
import { NO_PERSONAL_DATA } from './no-personal-data';

/** One per process: the compiled checks are cached per DTO class. */
const compiled = new CompiledBodyValidators();

/** Accepted queries (and bodies of `@ShareAccepted` DTOs) remembered per DTO class; past it the memo starts over. */
const ACCEPTED_KEPT = 1_000;
/** Longer bodies are checked each time: a match request with a full profile is well under this. */
const LONGEST_BODY_KEPT = 2_048;

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function freezeDeep<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) freezeDeep(child);
  }
  return value;
}

/** Body DTOs whose accepted instances may be shared by every call with the same JSON (`@ShareAccepted`). */
const SHARED = new WeakSet<Function>(); // eslint-disable-line @typescript-eslint/no-unsafe-function-type

/**
 * Marks a body DTO whose handlers only read it (a match request: integrators send the same applicant again
 * and again): an accepted body is then remembered by its JSON, deeply frozen, and the next equal body is
 * that instance, on the fast lane and the controller alike. Bodies over 2 kB are checked each time.
 */
export const ShareAccepted = (): ClassDecorator => (target) => void SHARED.add(target);

/** Whether a free-text rule refused personal data anywhere in the error tree. */
function refusesPersonalData(errors: ValidationError[]): boolean {
  return errors.some(
    (e) => NO_PERSONAL_DATA in (e.constraints ?? {}) || refusesPersonalData(e.children ?? []),
  );
}

/**
 * The global pipe: whitelist with unknown fields refused, no implicit type coercion (query integers are
 * parsed explicitly in the DTOs), and every failure as German `issues`. Two checks come before
 * class-validator because it cannot see them: a repeated query parameter (`?limit=1&limit=2` arrives as an
 * array) and a body that is not a JSON object.
 *
 * A body is first checked by the validator compiled from the same DTO metadata (compiled-body-validator.ts):
 * when it accepts, class-validator would too (property-tested), so the instance class-transformer built is
 * returned at once. Only a refused body (or a DTO that does not compile) goes through class-validator, which
 * then names the German issues.
 *
 * One instance per app (a kernel provider): Nest's routes and the fast lane (ADR 0028) call the same
 * `transform` of the same instance, so a query or body is accepted or refused alike on both paths.
 */
export class ApiValidationPipe extends ValidationPipe {
  /** Accepted inputs by DTO class and their JSON, the queries' and the bodies' apart. */
  private readonly accepted = {
    query: new WeakMap<Type, Map<string, unknown>>(),
    body: new WeakMap<Type, Map<string, unknown>>(),
  };

  constructor() {
    super({
      transform: true,
      whitelist: true,
      forbidNonWhitelisted: true,
      forbidUnknownValues: true,
      validationError: { target: true, value: true },
      exceptionFactory: (errors) =>
        new RequestValidationError(
          toIssues(errors),
          refusesPersonalData(errors) ? 'PERSONAL_DATA' : 'VALIDATION_FAILED',
        ),
    });
  }

  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type === 'query' && isPlainObject(value)) {
      const repeated = Object.entries(value).filter(([, v]) => Array.isArray(v));
      if (repeated.length > 0) {
        throw new RequestValidationError(
          repeated.map(([key]) => ({ path: [key], message: 'Parameter darf nur einmal angegeben werden.' })),
        );
      }
    }
    if (
      metadata.type === 'query' &&
      metadata.metatype &&
      metadata.metatype !== Object &&
      isPlainObject(value)
    ) {
      return this.rememberedQuery(value, metadata);
    }
    if (
      metadata.type === 'body' &&
      metadata.metatype &&
      metadata.metatype !== Object &&
      !isPlainObject(value)
    ) {
      throw new RequestValidationError([
        { path: [], message: 'Der Anfragekörper muss ein JSON-Objekt sein.' },
      ]);
    }
    if (metadata.type === 'body' && metadata.metatype && isPlainObject(value)) {
      return SHARED.has(metadata.metatype)
        ? this.rememberedBody(value, metadata)
        : this.checkedBody(value, metadata);
    }
    return super.transform(value, metadata);
  }

  /** The compiled check first; class-validator only when it refuses (it names the German issues). */
  private async checkedBody(value: Record<string, unknown>, metadata: ArgumentMetadata): Promise<unknown> {
    const entity = this.compiledTransform(value, metadata.metatype!);
    return entity ?? super.transform(value, metadata);
  }

  /**
   * The compiled check alone: the DTO instance when it accepts the body, undefined when it refuses it or the
   * DTO does not compile. Throws what class-transformer throws (a refusing `@Transform`), as the pipe would.
   */
  compiledTransform(value: Record<string, unknown>, metatype: Type): object | undefined {
    const check = compiled.for(metatype);
    if (!check) return undefined;
    this.stripProtoKeys(value);
    const entity = plainToInstance(metatype, value, this.transformOptions) as object;
    return check(entity) ? entity : undefined;
  }

  /**
   * A query DTO's result per query string: the same few queries (the first page, a filter) are most reads, and
   * class-transformer plus class-validator cost ~7 % of such a read's CPU. Query DTOs are pure
   * functions of their strings, so an accepted query's instance is kept (frozen: controllers only read it);
   * a refused one is validated anew each time, so it always names its issues.
   */
  private async rememberedQuery(
    value: Record<string, unknown>,
    metadata: ArgumentMetadata,
  ): Promise<unknown> {
    const metatype = metadata.metatype!;
    const key = JSON.stringify(value);
    const hit = this.keptOf('query', metatype).get(key);
    if (hit !== undefined) return hit;
    const entity = Object.freeze(await super.transform(value, metadata));
    this.keep('query', metatype, key, entity);
    return entity;
  }

  /** A `@ShareAccepted` body, remembered by its JSON like the queries above; refused ones are checked anew. */
  private async rememberedBody(value: Record<string, unknown>, metadata: ArgumentMetadata): Promise<unknown> {
    const metatype = metadata.metatype!;
    const key = JSON.stringify(value);
    const hit = this.keptOf('body', metatype).get(key);
    if (hit !== undefined) return hit;
    const entity = await this.checkedBody(value, metadata);
    if (key.length <= LONGEST_BODY_KEPT) this.keep('body', metatype, key, freezeDeep(entity));
    return entity;
  }

  private keptOf(kind: 'query' | 'body', metatype: Type): Map<string, unknown> {
    let kept = this.accepted[kind].get(metatype);
    if (!kept) this.accepted[kind].set(metatype, (kept = new Map()));
    return kept;
  }

  private keep(kind: 'query' | 'body', metatype: Type, key: string, entity: unknown): void {
    const kept = this.keptOf(kind, metatype);
    if (kept.size >= ACCEPTED_KEPT) kept.clear();
    kept.set(key, entity);
  }

  /** class-validator alone: the path of every refused body, and the reference of the property test. */
  classValidatorTransform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    return super.transform(value, metadata);
  }
}
