/**
 * Any UUID PostgreSQL's `uuid` type accepts in canonical form, in either case (not only versions 1-8, as
 * validator.js wants). Checked before an id reaches a `::uuid` cast, where anything else would be a 500.
 */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
