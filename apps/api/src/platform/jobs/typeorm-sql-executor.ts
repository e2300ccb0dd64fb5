import type { DataSource, QueryRunner } from 'typeorm';

/** What pg-boss calls for every statement (its `db` option): node-postgres' result shape. */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

interface PgClient {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/** The tail of pg-boss's complete/fail statements, the ones its worker loop does not await. */
const COMPLETION_STATEMENT = /SELECT COUNT\(\*\) FROM results\s*$/i;

/**
 * Routes pg-boss through TypeORM's pool, so that on the embedded database (one session) the queue shares
 * the only connection instead of opening its own. The raw node-postgres client is used because pg-boss
 * needs its result shape (TypeORM rewrites UPDATE results) and sends multi-statement scripts.
 */
export function dataSourceExecutor(
  dataSource: DataSource,
  stopping: () => boolean = () => false,
): SqlExecutor {
  return {
    async executeSql(text, values) {
      try {
        const runner = dataSource.createQueryRunner();
        try {
          const client = (await runner.connect()) as PgClient;
          dataSource.logger.logQuery(text, values, runner);
          return await client.query(text, values);
        } finally {
          await runner.release();
        }
      } catch (err) {
        // pg-boss 10 does not await a job's completion or failure (`this.complete(...)`/`this.fail(...)` in
        // its worker loop), so such a statement can outlive a graceful stop and meet a closed pool: an
        // unhandled rejection. Once the queue is stopping, that one kind of statement (both end in
        // `SELECT COUNT(*) FROM results`) answers "nothing changed" instead; the job stays active and is
        // retried after it expires, which at-least-once delivery allows (the webhook-id stays the same).
        if (stopping() && COMPLETION_STATEMENT.test(text)) return { rows: [{ count: '0' }] };
        throw err;
      }
    },
  };
}

/** The same, on a transaction's connection (its query runner): the statement commits or rolls back with it. */
export function runnerExecutor(runner: QueryRunner): SqlExecutor {
  return {
    async executeSql(text, values) {
      const client = (await runner.connect()) as PgClient;
      runner.connection.logger.logQuery(text, values, runner);
      return client.query(text, values);
    },
  };
}
