/** An error code's HTTP status and its German text. */
export interface ErrorDefinition {
  status: number;
  message: string;
}

export type ErrorCodeTable = Record<string, ErrorDefinition>;

const registry = new Map<string, ErrorDefinition>();

/**
 * Registers a module's error codes in the one catalogue the filter and the API description read. Each
 * module defines its table next to its errors (`<feature>.error-codes.ts`); a code defined twice with
 * different meanings fails at start-up, so codes stay stable and unique across modules.
 */
export function defineErrorCodes<T extends ErrorCodeTable>(table: T): T {
  for (const [code, definition] of Object.entries(table)) {
    const known = registry.get(code);
    if (known && (known.status !== definition.status || known.message !== definition.message)) {
      throw new Error(`error code ${code} is defined twice with different meanings`);
    }
    registry.set(code, definition);
  }
  return table;
}

export function errorDefinition(code: string): ErrorDefinition | undefined {
  return registry.get(code);
}

/** Every registered code, sorted, for the API description and the tests. */
export function registeredErrorCodes(): [string, ErrorDefinition][] {
  return [...registry.entries()].sort(([a], [b]) => a.localeCompare(b));
}
