/**
 * Query strings carry text. These transforms parse only what is unambiguous, and otherwise pass the raw
 * value on so that the validator rejects it with a clear message: "1.5", "abc", "1e1" stay strings.
 */
export const toIntegerOrRaw = ({ value }: { value: unknown }): unknown =>
  typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value.trim()) : value;

/** `offset` is "integer or null" in the spec: an empty value or `null` means the default. */
export const toOptionalIntegerOrRaw = ({ value }: { value: unknown }): unknown =>
  value === '' || value === 'null' ? undefined : toIntegerOrRaw({ value });
