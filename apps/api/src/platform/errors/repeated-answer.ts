/**
 * An answer given earlier, to be sent again exactly as it was (an idempotent replay, decided in a guard
 * before the handler runs): the exception filter sends its status, headers and body unchanged.
 */
export class RepeatedAnswer extends Error {
  constructor(
    readonly status: number,
    readonly headers: Readonly<Record<string, string>>,
    readonly body: unknown,
  ) {
    super(`repeated answer (${status})`);
  }
}
