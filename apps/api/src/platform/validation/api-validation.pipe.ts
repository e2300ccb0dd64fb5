import { ValidationPipe, type ArgumentMetadata, type Type } from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
import { RequestValidationError } from '../errors/request-validation.error';
import { CompiledBodyValidators } from './compiled-body-validator';
import { toIssues } from './german-messages';

/** One per process: the compiled checks are cached per DTO class. */
const compiled = new CompiledBodyValidators();

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

  /** class-validator alone: the path of every refused body, and the reference of the property test. */
  classValidatorTransform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    return super.transform(value, metadata);
  }
}
