import { QueryFailedError, QueryResult, type QueryRunner } from 'typeorm';
import pg from 'pg';

type Query = (sql: string, parameters?: unknown[], structured?: boolean) => Promise<unknown>;
/** node-postgres's parameter serialisation (exported as `pg.utils`; not in its type definitions). */
const { prepareValue } = (pg as unknown as { utils: { prepareValue(value: unknown): unknown } }).utils;
interface PgResult {
  command: string;
  rows: unknown[];
  rowCount: number | null;
}

/**
 * Holds back a transaction's opening (`START TRANSACTION` and the tenant settings) until its first statement
 * and sends both as one simple-protocol query (issue 34: a calculation's BEGIN, tenant, row and subscriber
 * check in one round trip, then the COMMIT). The simple protocol takes no parameters, so the statement's
 * are written into its text as literals: node-postgres's own serialisation of each value (`prepareValue`,
 * what it would send as a parameter) quoted by its `escapeLiteral`. A quoted literal is typed by its context
 * like an untyped parameter, so the statement means the same. A transaction that sends nothing sends no
 * BEGIN and no COMMIT either. Install before anything else wraps `runner.query` (deferred-writes.ts does,
 * on top of this); `runner.stream` is refused while the opening is pending (nothing here streams).
 */
export function holdOpening(runner: QueryRunner, opening: string): void {
  const query = runner.query.bind(runner) as unknown as Query;
  let pending = true;
  const held: Query = async (sql, parameters, structured) => {
    if (!pending) return query(sql, parameters, structured);
    // TypeORM's own BEGIN is the one held back; an end before any statement has nothing to end.
    if (sql === 'START TRANSACTION') return undefined;
    pending = false;
    if (sql === 'COMMIT' || sql === 'ROLLBACK') return undefined;
    return sendWithOpening(
      runner,
      `${opening}; ${inline(sql, parameters ?? [])}`,
      sql,
      parameters,
      structured,
    );
  };
  runner.query = held as QueryRunner['query'];
  const stream = runner.stream.bind(runner);
  runner.stream = ((...args: Parameters<QueryRunner['stream']>) => {
    if (pending) throw new Error('tenant transaction: no stream before the first statement');
    return stream(...args);
  }) as QueryRunner['stream'];
}

/**
 * `$n` replaced by its value as a literal (no `$` may occur in the statement's own literals, as for
 * deferred-writes.ts); a `$n` without a parameter stays, for PostgreSQL to refuse.
 */
export function inline(sql: string, parameters: readonly unknown[]): string {
  if (parameters.length === 0) return sql;
  return sql.replace(/\$(\d+)/g, (whole, n: string) =>
    Number(n) >= 1 && Number(n) <= parameters.length ? literal(parameters[Number(n) - 1]) : whole,
  );
}

function literal(value: unknown): string {
  const prepared = prepareValue(value) as string | Buffer | null;
  if (prepared === null) return 'NULL';
  return pg.escapeLiteral(Buffer.isBuffer(prepared) ? `\\x${prepared.toString('hex')}` : prepared);
}

/** The multi-statement query on the runner's connection, answered as TypeORM answers its last statement. */
async function sendWithOpening(
  runner: QueryRunner,
  text: string,
  sql: string,
  parameters: unknown[] | undefined,
  structured: boolean | undefined,
): Promise<unknown> {
  const connection = (await runner.connect()) as pg.ClientBase;
  let results: PgResult[];
  try {
    results = (await connection.query(text)) as unknown as PgResult[];
  } catch (error) {
    throw new QueryFailedError(sql, parameters, error as Error);
  }
  const last = results[results.length - 1] as PgResult;
  const raw = last.command === 'UPDATE' || last.command === 'DELETE' ? [last.rows, last.rowCount] : last.rows;
  if (!structured) return raw;
  const result = new QueryResult();
  result.records = last.rows;
  result.affected = last.rowCount ?? undefined;
  result.raw = raw;
  return result;
}
