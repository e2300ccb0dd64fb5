import { UUID_PATTERN } from '@libs/shared';
import { ValidateBy } from 'class-validator';

export { UUID_PATTERN };

/** A body or query field holding a stored UUID: checked before it reaches a `::uuid` cast. */
export const IsUuid = () =>
  ValidateBy({
    name: 'isUUID',
    validator: { validate: (value: unknown) => typeof value === 'string' && UUID_PATTERN.test(value) },
  });
