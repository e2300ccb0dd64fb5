import { ValidateBy, type ValidationOptions } from 'class-validator';
import { eventTypeOf } from './event-types';

/**
 * A registered event type name. Read from the registry when a request is validated, not when the decorator
 * runs: a DTO module may load before the modules that register their types (`@IsIn(list)` would freeze a
 * partial list).
 */
export const IsRegisteredEventType = (options?: ValidationOptions): PropertyDecorator =>
  ValidateBy(
    {
      name: 'isRegisteredEventType',
      validator: { validate: (value: unknown) => typeof value === 'string' && !!eventTypeOf(value) },
    },
    options,
  );
