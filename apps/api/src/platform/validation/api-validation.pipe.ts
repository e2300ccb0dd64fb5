import { ValidationPipe, type ArgumentMetadata, type Type } from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
import { RequestValidationError } from '../errors/request-validation.error';
import { CompiledBodyValidators } from './compiled-body-validator';
import { toIssues } from './german-messages';

/** One per process: the compiled checks are cached per DTO class. */
const compiled = new CompiledBodyValidators();

/** Accepted query strings remembered per DTO class (see `transform`); past it the memo starts over. */
const QUERIES_KEPT = 1_000;

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

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
 */
export class ApiValidationPipe extends ValidationPipe {
  private readonly acceptedQueries = new WeakMap<Type, Map<string, unknown>>();

  constructor() {
    super({
      transform: true,
      whitelist: true,
      forbidNonWhitelisted: true,
      forbidUnknownValues: true,
      validationError: { target: true, value: true },
      exceptionFactory: (errors) => new RequestValidationError(toIssues(errors)),
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
      const entity = this.compiledTransform(value, metadata.metatype);
      if (entity !== undefined) return entity;
    }
    return super.transform(value, metadata);
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
   * class-transformer plus class-validator cost ~7 % of such a read's CPU (issue 14). Query DTOs are pure
   * functions of their strings, so an accepted query's instance is kept (frozen: controllers only read it);
   * a refused one is validated anew each time, so it always names its issues.
   */
  private async rememberedQuery(
    value: Record<string, unknown>,
    metadata: ArgumentMetadata,
  ): Promise<unknown> {
    const metatype = metadata.metatype!;
    let kept = this.acceptedQueries.get(metatype);
    if (!kept) this.acceptedQueries.set(metatype, (kept = new Map()));
    const key = JSON.stringify(value);
    const hit = kept.get(key);
    if (hit !== undefined) return hit;
    const entity = Object.freeze(await super.transform(value, metadata));
    if (kept.size >= QUERIES_KEPT) kept.clear();
    kept.set(key, entity);
    return entity;
  }

  /** class-validator alone: the path of every refused body, and the reference of the property test. */
  classValidatorTransform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    return super.transform(value, metadata);
  }
}
