/**
 * Base of every error the domain throws on purpose. The `code` is stable and part of the wire contract;
 * one filter in the app maps it to an HTTP status and a German text. Business outcomes (not eligible, capped)
 * are values, not errors.
 */
export abstract class DomainError extends Error {
  abstract readonly code: string;

  protected constructor(
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}
