import { AsyncLocalStorage } from 'node:async_hooks';
import { onStatement } from '../../apps/api/src/platform/database/statement-log';

interface Counting {
  statements: string[];
}

const scope = new AsyncLocalStorage<Counting>();
let installed = false;

/**
 * Counts the SQL statements a piece of work issues: every statement the app's TypeORM logger hears
 * (statement-log.ts: TypeORM's query runners, pg-boss's executor, the pipelined commit), made inside
 * `count(...)`'s async context. Work of other contexts (timers, listeners) is not counted, so a background
 * flush does not make a request look expensive.
 */
export function installStatementCounter(): void {
  if (installed) return;
  installed = true;
  onStatement((sql) => scope.getStore()?.statements.push(sql));
}

/** Runs `work` and answers the statements it issued. */
export async function statementsOf(work: () => Promise<unknown>): Promise<string[]> {
  installStatementCounter();
  const counting: Counting = { statements: [] };
  await scope.run(counting, work);
  return counting.statements;
}
