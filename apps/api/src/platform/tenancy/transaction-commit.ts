import { QueryFailedError, type QueryRunner } from 'typeorm';
import type { Statement } from './deferred-writes';

export interface SqlStatement {
  sql: string;
  parameters: unknown[];
}

interface PgClient {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/** The SQLSTATE of `fm_refute_guess` (migration 1764537215000). */
const REFUTED = 'FMRT1';

/**
 * A write sent with its COMMIT was built on a guess that its statement found wrong (`fm_refute_guess`): the
 * transaction rolled back, and its work may run again (the unit of work does, without the guess).
 */
export class GuessRefuted extends Error {
  constructor(readonly refutation: Error) {
    super(`a deferred write's guess was wrong: ${refutation.message}`);
  }
}

function refuted(error: Error): boolean {
  return (error as { driverError?: { code?: string } }).driverError?.code === REFUTED;
}

const BEGIN: SqlStatement = { sql: 'START TRANSACTION', parameters: [] };
const COMMIT: SqlStatement = { sql: 'COMMIT', parameters: [] };
const ROLLBACK: SqlStatement = { sql: 'ROLLBACK', parameters: [] };

/**
 * Commits a tenant transaction that has sent nothing yet: BEGIN, its settings, its deferred writes and COMMIT,
 * on the runner's connection. On a pipelined connection (node-postgres' public `pipeline` client option)
 * every statement is written before the first answer arrives: one round trip. A write whose rows a `then`
 * needs (the outbox's delivery jobs) is answered first; its `then` runs on the same connection, and COMMIT
 * follows. An error anywhere ends the transaction: a COMMIT after it is PostgreSQL's ROLLBACK, else ROLLBACK
 * is sent. Nothing to write: nothing is sent.
 */
export async function commitUnopened(
  runner: QueryRunner,
  settings: SqlStatement,
  writes: Statement[],
  pipelined: boolean,
): Promise<void> {
  if (writes.length === 0) return;
  const waits = writes.some((write) => write.then);
  const answers = await send(runner, [BEGIN, settings, ...writes, ...(waits ? [] : [COMMIT])], pipelined);
  if (answers.failed) {
    if (waits || !pipelined) await send(runner, [ROLLBACK], pipelined).catch(() => undefined);
    if (!refuted(answers.failed)) throw answers.failed;
    for (const write of writes) write.onRefuted?.();
    throw new GuessRefuted(answers.failed);
  }
  if (!waits) return;
  try {
    for (const [i, write] of writes.entries()) await write.then?.(answers.rows[i + 2] ?? []);
  } catch (error) {
    await send(runner, [ROLLBACK], pipelined).catch(() => undefined);
    throw error;
  }
  const committed = await send(runner, [COMMIT], pipelined);
  if (committed.failed) throw committed.failed;
}

interface Answers {
  rows: unknown[][];
  failed?: Error;
}

/**
 * The statements in order, each told to the DataSource's logger first (as TypeORM's runner does). Pipelined:
 * all handed to the client at once (node-postgres queues and writes them in order) and all answers awaited.
 * Otherwise one after the other, stopping at the first error. The first error as TypeORM reports one.
 */
async function send(runner: QueryRunner, statements: SqlStatement[], pipelined: boolean): Promise<Answers> {
  const client = (await runner.connect()) as PgClient;
  const logger = runner.connection.logger;
  const one = (s: SqlStatement) => {
    logger.logQuery(s.sql, s.parameters, runner);
    return client.query(s.sql, s.parameters).then(
      (result) => result.rows ?? [],
      (error: Error) => new QueryFailedError(s.sql, s.parameters, error),
    );
  };
  const rows: unknown[][] = [];
  if (pipelined) {
    for (const answer of await Promise.all(statements.map(one))) {
      if (answer instanceof Error) return { rows, failed: answer };
      rows.push(answer);
    }
    return { rows };
  }
  for (const statement of statements) {
    const answer = await one(statement);
    if (answer instanceof Error) return { rows, failed: answer };
    rows.push(answer);
  }
  return { rows };
}
