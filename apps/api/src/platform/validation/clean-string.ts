/** The issue text for a string refused by `isCleanString`, wherever it came from. */
export const UNCLEAN_STRING_MESSAGE = 'Enthält ein NUL-Zeichen oder ein einzelnes UTF-16-Surrogat.';

// NUL, a high surrogate without a low one after it, or a low one without a high one before it.
const UNCLEAN = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Whether a string may go on into the service. PostgreSQL stores neither NUL (`text` cannot hold it) nor a
 * lone UTF-16 surrogate (not encodable as UTF-8), so both are refused at the edge instead of failing there.
 */
export function isCleanString(value: string): boolean {
  return !UNCLEAN.test(value);
}
