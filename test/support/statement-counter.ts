import { AsyncLocalStorage } from 'node:async_hooks';
import { Client } from 'pg';

interface Counting {
  statements: string[];
}

const scope = new AsyncLocalStorage<Counting>();
let installed = false;

/**
 * Counts the SQL statements a piece of work issues: every `query` of a node-postgres client (TypeORM's
 * driver, pg-boss's pool, raw clients; on the embedded database PGlite is reached through such a client too)
 * made inside `count(...)`'s async context. Work of other contexts (timers, listeners) is not counted, so a
 * background flush does not make a request look expensive.
 */
export function installStatementCounter(): void {
  if (installed) return;
  installed = true;
  const original = Client.prototype.query;
  Client.prototype.query = function counted(this: Client, ...args: unknown[]) {
    const counting = scope.getStore();
    if (counting) {
      const first = args[0];
      const text = typeof first === 'string' ? first : (first as { text?: string } | undefined)?.text;
      counting.statements.push(String(text ?? first));
    }
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof Client.prototype.query;
}

/** Runs `work` and answers the statements it issued. */
export async function statementsOf(work: () => Promise<unknown>): Promise<string[]> {
  installStatementCounter();
  const counting: Counting = { statements: [] };
  await scope.run(counting, work);
  return counting.statements;
}
