import { ValidateBy } from 'class-validator';

/** Any UUID PostgreSQL's `uuid` type accepts in canonical form (not only versions 1-8, as validator.js wants). */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A body or query field holding a stored UUID: checked before it reaches a `::uuid` cast. */
export const IsUuid = () =>
  ValidateBy({
    name: 'isUUID',
    validator: { validate: (value: unknown) => typeof value === 'string' && UUID_PATTERN.test(value) },
  });
