import { QueryFailedError, type QueryRunner } from 'typeorm';
import type { Statement } from './deferred-writes';
import type { StatementNames } from './statement-names';

export interface SqlStatement {
  sql: string;
  parameters: unknown[];
}

interface PgClient {
  query(config: { text: string; values: unknown[]; name?: string }): Promise<{ rows: unknown[] }>;
  /** `CorkingClient`'s: the statements `send` queues go out in one write. */
  batch?<T>(send: () => T): T;
}

/**
 * How the commit talks to its connection: pipelined (node-postgres' `pipeline` client option, PostgreSQL) or
 * one statement after the other (the embedded database), and with names for its statements (`StatementNames`:
 * each is prepared once per connection; on the embedded database the pool's one client clears its shared
 * session's prepared statements when it connects, embedded-postgres.ts).
 */
export interface CommitChannel {
  pipelined: boolean;
  names?: StatementNames;
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
  channel: CommitChannel,
): Promise<void> {
  if (writes.length === 0) return;
  const { pipelined } = channel;
  const waits = writes.some((write) => write.then);
  const answers = await send(runner, [BEGIN, settings, ...writes, ...(waits ? [] : [COMMIT])], channel);
  if (answers.failed) {
    if (waits || !pipelined) await send(runner, [ROLLBACK], channel).catch(() => undefined);
    if (!refuted(answers.failed)) throw answers.failed;
    for (const write of writes) write.onRefuted?.();
    throw new GuessRefuted(answers.failed);
  }
  if (!waits) return;
  try {
    for (const [i, write] of writes.entries()) await write.then?.(answers.rows[i + 2] ?? []);
  } catch (error) {
    await send(runner, [ROLLBACK], channel).catch(() => undefined);
    throw error;
  }
  const committed = await send(runner, [COMMIT], channel);
  if (committed.failed) throw committed.failed;
}

interface Answers {
  rows: unknown[][];
  failed?: Error;
}

/**
 * The statements in order, each told to the DataSource's logger first (as TypeORM's runner does). Pipelined:
 * all handed to the client at once (node-postgres queues and writes them in order; a `CorkingClient` in one
 * system call) and all answers awaited.
 * Otherwise one after the other, stopping at the first error. The first error as TypeORM reports one.
 */
async function send(
  runner: QueryRunner,
  statements: SqlStatement[],
  channel: CommitChannel,
): Promise<Answers> {
  const client = (await runner.connect()) as PgClient;
  const logger = runner.connection.logger;
  const one = (s: SqlStatement) => {
    logger.logQuery(s.sql, s.parameters, runner);
    const name = channel.names?.of(s.sql, s.parameters);
    return client.query({ name, text: s.sql, values: s.parameters }).then(
      (result) => result.rows ?? [],
      (error: Error) => new QueryFailedError(s.sql, s.parameters, error),
    );
  };
  const rows: unknown[][] = [];
  if (channel.pipelined) {
    const queued = client.batch ? client.batch(() => statements.map(one)) : statements.map(one);
    for (const answer of await Promise.all(queued)) {
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
