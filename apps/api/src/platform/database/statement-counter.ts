import { Client } from 'pg';

/** The message the bench sends over the IPC channel, and the answer's type. */
export const STATEMENT_COUNT_MESSAGE = 'fm:statement-count';

let count = 0;
let installed = false;

/** Statements sent through any node-postgres client (TypeORM's pool, pg-boss, PGlite's adapter) since the start. */
export function statementsIssued(): number {
  return count;
}

/**
 * Bench-only (`FM_COUNT_STATEMENTS=1`): counts every statement the app sends to the database, on PostgreSQL
 * and on PGlite alike (both go through `pg.Client#query`), and answers the parent process's
 * `{ type: 'fm:statement-count' }` IPC message with the running total. Not installed, nothing is wrapped:
 * off by default and free when off.
 */
export function installStatementCounter(): void {
  if (installed) return;
  installed = true;
  const query = Client.prototype.query;
  Client.prototype.query = function countedQuery(this: Client, ...args: unknown[]) {
    count++;
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof Client.prototype.query;
  process.on('message', (message: unknown) => {
    if ((message as { type?: unknown } | null)?.type === STATEMENT_COUNT_MESSAGE)
      process.send?.({ type: STATEMENT_COUNT_MESSAGE, count });
  });
}
