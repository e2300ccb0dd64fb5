import type { DataSource } from 'typeorm';
import { dataSourceExecutor } from './typeorm-sql-executor';

/** A data source whose connection was closed under the queue (as at shutdown). */
const closedPool = {
  createQueryRunner: () => ({
    connect: async () => ({ query: async () => Promise.reject(new Error('Connection terminated')) }),
    release: async () => undefined,
  }),
  logger: { logQuery: () => undefined },
} as unknown as DataSource;

const COMPLETE =
  'WITH results AS (UPDATE pgboss.job SET state = $1 RETURNING 1)\n    SELECT COUNT(*) FROM results\n  ';
const FETCH =
  'WITH next AS (SELECT id FROM pgboss.job FOR UPDATE SKIP LOCKED) UPDATE pgboss.job SET state = 1 RETURNING id';

describe('dataSourceExecutor', () => {
  it('answers a completion that outlives the stop with "nothing changed" instead of an unhandled rejection', async () => {
    await expect(dataSourceExecutor(closedPool, () => true).executeSql(COMPLETE)).resolves.toEqual({
      rows: [{ count: '0' }],
    });
  });

  it.each([
    ['any statement while running', () => false, COMPLETE],
    ['other statements while stopping', () => true, FETCH],
  ])('still fails %s', async (_, stopping, text) => {
    await expect(dataSourceExecutor(closedPool, stopping).executeSql(text)).rejects.toThrow(
      'Connection terminated',
    );
  });
});
