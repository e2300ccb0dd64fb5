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

class Pipeline implements Submittable {
  /** For the instrumentation and the statement counters: what was sent, without the values. */
  readonly text: string;
  private settled = false;

  constructor(
    private readonly statements: PipelinedStatement[],
    // pg and its instrumentation call a submittable's `callback`; set before `query` so both see it.
    readonly callback: (error: Error | null) => void,
  ) {
    this.text = statements.map((statement) => statement.sql).join(';\n');
  }

  submit(connection: Connection): void {
    const stream = connection.stream as { cork?: () => void; uncork?: () => void } | undefined;
    stream?.cork?.();
    try {
      for (const { sql, parameters } of this.statements) {
        connection.parse({ text: sql, name: '', types: [] }, false);
        connection.bind({ values: parameters, valueMapper: prepareValue } as never, false);
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
    this.settle(error);
  }

  handleReadyForQuery(): void {
    this.settle(null);
  }

  // Rows and completions are not needed: the statements are writes, and an error reaches handleError.
  handleRowDescription(): void {}
  handleDataRow(): void {}
  handleCommandComplete(): void {}
  handleEmptyQuery(): void {}
  handlePortalSuspended(): void {}
  handleCopyInResponse(connection: Connection & { sendCopyFail(message: string): void }): void {
    connection.sendCopyFail('COPY is not supported in a pipeline');
  }
  handleCopyData(): void {}

  private settle(error: Error | null): void {
    if (this.settled) return;
    this.settled = true;
    this.callback(error);
  }
}
