import { createHash } from 'node:crypto';
import type { Connection, PoolClient, Submittable } from 'pg';

// pg's own mapping of JavaScript values to parameters (dates, arrays, buffers, JSON), as its Query uses it;
// not in its typings.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { prepareValue } = require('pg/lib/utils') as { prepareValue: (value: unknown) => unknown };

export interface PipelinedStatement {
  sql: string;
  parameters: unknown[];
}

/**
 * Sends `statements` in one write, each as Parse/Bind/Describe/Execute with its parameters bound, and one Sync
 * after the last, then waits for the one answer. Without a BEGIN among them, PostgreSQL runs them as one
 * implicit transaction that the Sync commits (protocol, "Pipelining"): what BEGIN, the statements and COMMIT
 * take a round trip each for, in one; durable when this resolves, as after a COMMIT. The first error skips
 * the rest, rolls all of them back and rejects. Answers no rows: for writes.
 *
 * A node-postgres `Submittable` (the extension point pg-cursor uses), so the client's queue, the statement
 * counters and OpenTelemetry's pg instrumentation see one query whose text is the statements' texts
 * (placeholders, never values). Works on PGlite's pg adapter too (it forwards every message as is).
 */
export function runPipelined(client: PoolClient, statements: PipelinedStatement[]): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const pipeline = new Pipeline(statements, (error) => (error ? reject(error) : resolve()));
    client.query(pipeline as unknown as Submittable);
  });
}

/**
 * The statements a connection has prepared for pipelines, by name: `parsed` for sure, or `unknown` (its Parse
 * was in a pipeline whose error may have come before or after it; a Close first makes it certain, and closing
 * a statement that does not exist is no error). Prepared once per connection, a statement is no longer
 * parsed and analysed per call (for the calculation's outbox statement, about a quarter of a millisecond of
 * the database's CPU, measured with EXPLAIN ANALYZE on PostgreSQL 15).
 */
const preparedOn = new WeakMap<Connection, Map<string, 'parsed' | 'unknown'>>();

/** Past this many per connection, further texts (group commits of rare sizes) go unprepared. */
const MAX_PREPARED_PER_CONNECTION = 200;

const names = new Map<string, string>();

function nameOf(sql: string): string {
  let name = names.get(sql);
  if (!name) {
    name = `fm_pipe_${createHash('sha1').update(sql).digest('hex').slice(0, 24)}`;
    // The texts are the app's own (a bounded set); the cap only guards against an unforeseen variety.
    if (names.size < 10_000) names.set(sql, name);
  }
  return name;
}

class Pipeline implements Submittable {
  /** For the instrumentation and the statement counters: what was sent, without the values. */
  readonly text: string;
  private settled = false;
  private completed = 0;
  private prepared: Map<string, 'parsed' | 'unknown'> | undefined;
  /** Per statement: its name ('' unprepared) and whether this pipeline sends its Parse. */
  private readonly plan: { name: string; parses: boolean }[] = [];

  constructor(
    private readonly statements: PipelinedStatement[],
    // pg and its instrumentation call a submittable's `callback`; set before `query` so both see it.
    readonly callback: (error: Error | null) => void,
  ) {
    this.text = statements.map((statement) => statement.sql).join(';\n');
  }

  submit(connection: Connection): void {
    let prepared = preparedOn.get(connection);
    if (!prepared) preparedOn.set(connection, (prepared = new Map()));
    this.prepared = prepared;
    const stream = connection.stream as { cork?: () => void; uncork?: () => void } | undefined;
    stream?.cork?.();
    try {
      for (const { sql, parameters } of this.statements) {
        const name = nameOf(sql);
        const state = prepared.get(name);
        if (state === 'parsed') {
          this.plan.push({ name, parses: false });
        } else if (state === 'unknown' || prepared.size < MAX_PREPARED_PER_CONNECTION) {
          if (state === 'unknown') connection.close({ type: 'S', name }, false);
          connection.parse({ text: sql, name, types: [] }, false);
          this.plan.push({ name, parses: true });
        } else {
          connection.parse({ text: sql, name: '', types: [] }, false);
          this.plan.push({ name: '', parses: false });
        }
        const statement = this.plan.at(-1)?.name ?? '';
        connection.bind({ statement, values: parameters, valueMapper: prepareValue } as never, false);
        connection.describe({ type: 'P' }, false);
        connection.execute({}, false);
      }
      connection.sync();
    } finally {
      stream?.uncork?.();
    }
  }

  /** The server's error (it then skips to the Sync) or the connection's: either way the pipeline failed. */
  handleError(error: Error): void {
    this.settle(error, this.completed);
  }

  handleReadyForQuery(): void {
    this.settle(null, this.statements.length);
  }

  /** Statements before `failedAt` ran, so their Parse succeeded; the one that failed may or may not have. */
  private remember(failedAt: number): void {
    this.plan.forEach(({ name, parses }, i) => {
      if (!parses || !this.prepared) return;
      if (i < failedAt) this.prepared.set(name, 'parsed');
      else if (i === failedAt) this.prepared.set(name, 'unknown');
      // Later ones were skipped by the server: as they were before.
    });
  }

  // Rows are not needed: the statements are writes, and an error reaches handleError.
  handleRowDescription(): void {}
  handleDataRow(): void {}
  handleCommandComplete(): void {
    this.completed++;
  }
  handleEmptyQuery(): void {}
  handlePortalSuspended(): void {}
  handleCopyInResponse(connection: Connection & { sendCopyFail(message: string): void }): void {
    connection.sendCopyFail('COPY is not supported in a pipeline');
  }
  handleCopyData(): void {}

  private settle(error: Error | null, failedAt: number): void {
    if (this.settled) return;
    this.settled = true;
    this.remember(failedAt);
    this.callback(error);
  }
}
