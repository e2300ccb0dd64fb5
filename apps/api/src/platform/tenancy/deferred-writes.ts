import type { EntityManager, QueryRunner } from 'typeorm';

interface Write {
  sql: string;
  parameters: unknown[];
}

type Query = QueryRunner['query'];

/** The writes a transaction has deferred, by its query runner (one per transaction). */
const pending = new WeakMap<QueryRunner, Write[]>();

/**
 * Defers a data-modifying statement (an INSERT, UPDATE or DELETE whose result the caller does not need) to
 * the transaction's next statement, so that it costs no round trip of its own: `queryFolding` sends it in
 * front of its query as a data-modifying CTE, and any other statement, COMMIT or RELEASE SAVEPOINT included,
 * sends it first, on its own. It therefore runs inside the transaction, in order, before anything else could
 * read it, and its error fails the transaction as before (only later: at the next statement); a ROLLBACK
 * drops it. `$n` in `sql` are its own parameters (renumbered when folded; no `$` inside its literals).
 */
export function deferWrite(em: EntityManager, sql: string, parameters: unknown[]): void {
  const runner = transactionRunnerOf(em);
  let writes = pending.get(runner);
  if (!writes) {
    writes = [];
    pending.set(runner, writes);
    interceptQueries(runner, writes);
  }
  writes.push({ sql, parameters });
}

/**
 * Runs `sql` (a SELECT, possibly `FOR KEY SHARE`, or a single INSERT/UPDATE/DELETE; not itself a `WITH`)
 * with the transaction's deferred writes folded in front of it as data-modifying CTEs: one round trip for all.
 * Only for a query that reads none of the rows those writes touch: the statement's snapshot does not see them.
 */
export async function queryFolding<T = unknown>(
  em: EntityManager,
  sql: string,
  parameters: unknown[] = [],
): Promise<T> {
  const runner = transactionRunnerOf(em);
  const writes = take(runner);
  if (writes.length === 0) return (await em.query(sql, parameters)) as T;
  if (/^\s*with\b/i.test(sql)) throw new Error('queryFolding: the query may not begin with WITH');
  const folded = fold(writes, parameters.length);
  return (await original(runner).call(runner, `WITH ${folded.ctes} ${sql}`, [
    ...parameters,
    ...folded.parameters,
  ])) as T;
}

function transactionRunnerOf(em: EntityManager): QueryRunner {
  const runner = em.queryRunner;
  if (!runner?.isTransactionActive) throw new Error('deferred writes need an open transaction');
  return runner;
}

/** Every statement of the runner first sends the deferred writes; ROLLBACK drops them. */
function interceptQueries(runner: QueryRunner, writes: Write[]): void {
  const query = runner.query.bind(runner) as Query;
  const intercepted = (async (sql: string, parameters?: unknown[], ...rest: unknown[]) => {
    if (/^\s*rollback\s*$/i.test(sql)) {
      take(runner);
    } else if (writes.length > 0) {
      await flush(runner, query);
    }
    return (query as (...a: unknown[]) => Promise<unknown>)(sql, parameters, ...rest);
  }) as Query;
  Object.assign(intercepted, { original: query });
  runner.query = intercepted;
}

function original(runner: QueryRunner): Query {
  return (runner.query as Query & { original?: Query }).original ?? runner.query.bind(runner);
}

function take(runner: QueryRunner): Write[] {
  const writes = pending.get(runner);
  return writes ? writes.splice(0) : [];
}

async function flush(runner: QueryRunner, query: Query): Promise<void> {
  const writes = take(runner);
  const [only] = writes;
  if (only && writes.length === 1) await query(only.sql, only.parameters);
  else if (writes.length > 1) {
    const folded = fold(writes, 0);
    await query(`WITH ${folded.ctes} SELECT 1`, folded.parameters);
  }
}

/** The writes as CTEs `_deferred0 AS (...), ...`, their parameters numbered after the first `offset`. */
function fold(writes: Write[], offset: number): { ctes: string; parameters: unknown[] } {
  const parameters: unknown[] = [];
  const ctes = writes.map((write, i) => {
    const base = offset + parameters.length;
    parameters.push(...write.parameters);
    const sql = write.sql.replace(/\$(\d+)/g, (_, n: string) => `$${base + Number(n)}`);
    return `_deferred${i} AS (${sql})`;
  });
  return { ctes: ctes.join(', '), parameters };
}
