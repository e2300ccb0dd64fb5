import type { Logger as TypeormLogger, QueryRunner } from 'typeorm';

/** The message the bench sends over the IPC channel, and the answer's type. */
export const STATEMENT_COUNT_MESSAGE = 'fm:statement-count';

/** Hears the text of every statement the app sends (placeholders, never values). */
type StatementListener = (sql: string) => void;

const listeners = new Set<StatementListener>();

/** Adds a listener; answers the function that removes it. */
export function onStatement(listener: StatementListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The DataSource's TypeORM logger: TypeORM calls `logQuery` for every statement a query runner sends, and the
 * app's own senders that reach the driver directly (pg-boss's executor, the pipelined commit of
 * typeorm-transaction-commit.ts) call it too. It logs nothing (`logging: false` as before); it only tells the
 * listeners, of which there are none outside the bench and the tests (then it costs an empty loop).
 */
export class StatementLog implements TypeormLogger {
  logQuery(query: string, _parameters?: unknown[], _runner?: QueryRunner): void {
    if (listeners.size === 0) return;
    for (const listener of listeners) listener(query);
  }
  logQueryError(): void {}
  logQuerySlow(): void {}
  logSchemaBuild(): void {}
  logMigration(): void {}
  log(): void {}
}

let count = 0;
let installed = false;

/** Statements the app sent since `installStatementCounter`. */
export function statementsIssued(): number {
  return count;
}

/**
 * Bench-only (`FM_COUNT_STATEMENTS=1`): counts every statement (a listener of `StatementLog`, on PostgreSQL
 * and on PGlite alike) and answers the parent process's `{ type: 'fm:statement-count' }` IPC message with
 * the running total. Off by default.
 */
export function installStatementCounter(): void {
  if (installed) return;
  installed = true;
  onStatement(() => count++);
  process.on('message', (message: unknown) => {
    if ((message as { type?: unknown } | null)?.type === STATEMENT_COUNT_MESSAGE)
      process.send?.({ type: STATEMENT_COUNT_MESSAGE, count });
  });
}
