import type { PoolClient } from 'pg';
import { QueryFailedError, type QueryRunner } from 'typeorm';
import { runPipelined, type PipelinedStatement } from '../database/pipelined-statements';

/** How a tenant transaction opens: as SQL text for the simple protocol, and as a parameterised statement. */
export interface TransactionSettings {
  /** `SELECT set_config(…)` with the values written in (checked by the caller: a UUID and a role name). */
  literal: string;
  statement: PipelinedStatement;
}

type State = 'idle' | 'deferred' | 'open' | 'ended';

interface Opening {
  state: State;
  settings: TransactionSettings;
}

const openings = new WeakMap<QueryRunner, Opening>();

const END = /^\s*(commit|rollback)\s*$/i;

/**
 * A tenant transaction sends nothing until it must. `START TRANSACTION` is held back; the first
 * statement the work sends goes out after `START TRANSACTION; <settings>` (as before: a read needs its answer
 * before the work goes on). A transaction whose work only deferred its writes (`deferWrite`) never sent
 * anything when it commits: `commitInOneRoundTrip` then sends the settings and those writes as one pipeline,
 * an implicit transaction that is committed when it answers. A transaction that sent nothing and wrote
 * nothing costs nothing.
 */
export function openWhenNeeded(runner: QueryRunner, settings: TransactionSettings): void {
  const opening: Opening = { state: 'idle', settings };
  openings.set(runner, opening);
  const query = runner.query.bind(runner) as (...args: unknown[]) => Promise<unknown>;
  runner.query = (async (sql: string, ...rest: unknown[]) => {
    if (opening.state === 'idle' && sql === 'START TRANSACTION') {
      opening.state = 'deferred';
      return undefined;
    }
    if (opening.state === 'deferred') {
      // Nothing was sent, so there is nothing to commit or roll back.
      if (END.test(sql)) {
        opening.state = 'ended';
        return undefined;
      }
      opening.state = 'open';
      await query(`START TRANSACTION; ${settings.literal}`);
    } else if (opening.state === 'ended' && END.test(sql)) {
      // The pipeline ended its implicit transaction (committed, or rolled back by its error).
      return undefined;
    }
    return query(sql, ...rest);
  }) as QueryRunner['query'];
}

/**
 * When `runner`'s transaction has sent nothing yet: its settings and `statement` in one round trip, committed
 * on success (true). Otherwise false: the caller sends `statement` and COMMIT itself.
 */
export async function commitInOneRoundTrip(
  runner: QueryRunner,
  statement: PipelinedStatement,
): Promise<boolean> {
  const opening = openings.get(runner);
  if (opening?.state !== 'deferred') return false;
  opening.state = 'ended';
  const client = (await runner.connect()) as PoolClient;
  runner.connection.logger.logQuery(
    `${opening.settings.statement.sql};\n${statement.sql}`,
    undefined,
    runner,
  );
  try {
    await runPipelined(client, [opening.settings.statement, statement]);
  } catch (error) {
    // As TypeORM reports a failed statement, so that callers see the same error either way.
    throw new QueryFailedError(statement.sql, statement.parameters, error as Error);
  }
  return true;
}
