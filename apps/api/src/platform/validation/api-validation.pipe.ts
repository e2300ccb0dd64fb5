import { ValidationPipe, type ArgumentMetadata } from '@nestjs/common';
import { RequestValidationError } from '../errors/request-validation.error';
import { toIssues } from './german-messages';

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The global pipe: whitelist with unknown fields refused, no implicit type coercion (query integers are
 * parsed explicitly in the DTOs), and every failure as German `issues`. Two checks come before
 * class-validator because it cannot see them: a repeated query parameter (`?limit=1&limit=2` arrives as an
 * array) and a body that is not a JSON object.
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
    return super.transform(value, metadata);
  }
}
