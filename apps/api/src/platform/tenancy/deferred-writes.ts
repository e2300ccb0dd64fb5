import type { EntityManager, QueryRunner } from 'typeorm';

/**
 * One row for a table. Rows of the same table, columns and conflict target that a transaction defers go out
 * as one multi-row INSERT, generated here (nothing parses SQL).
 */
export interface RowWrite {
  readonly table: string;
  readonly columns: readonly string[];
  readonly values: readonly unknown[];
  /** `ON CONFLICT (<this>) DO NOTHING`; omitted: no conflict clause. */
  readonly onConflictDoNothing?: string;
}

/**
 * A statement of its own, written with `$1…` for its parameters; `ctes` (by name, each `$n` the statement's too)
 * come first, so that the transaction's rows can be folded in front of them. Its rows go to `then`, which
 * runs before the COMMIT on the same transaction (e.g. to enqueue jobs for them).
 */
export interface StatementWrite {
  readonly ctes: readonly { readonly name: string; readonly sql: string }[];
  readonly sql: string;
  readonly parameters: readonly unknown[];
  readonly then?: (rows: unknown[]) => Promise<void>;
  /** Called when the statement called `fm_refute_guess` (its guess was wrong; the transaction rolled back). */
  readonly onRefuted?: () => void;
}

export type Write = RowWrite | StatementWrite;

/**
 * How the writes will go out: `atOnce`, with BEGIN and COMMIT in one round trip (no `then` can run first), and
 * a write may guess (`fm_refute_guess`); not on a retry after a refuted guess.
 */
export interface WriteContext {
  atOnce: boolean;
}

/** A write made when the deferred writes go out: what it writes may grow until then (a batch). */
export type WriteBuilder = (context: WriteContext) => Write | null;

/** What goes to the database at the commit: a statement and what to do with its rows. */
export interface Statement {
  sql: string;
  parameters: unknown[];
  then?: (rows: unknown[]) => Promise<void>;
  onRefuted?: () => void;
}

/** The writes one transaction deferred, in order; a built one is made when they are taken. */
class DeferredWrites {
  private readonly pending: (Write | WriteBuilder)[] = [];
  private readonly slots = new Map<string, unknown>();

  add(write: Write | WriteBuilder): void {
    this.pending.push(write);
  }

  /** Per-transaction state of an adapter that gathers rows into one write (made once per key). */
  slot<T>(key: string, make: () => T): T {
    if (!this.slots.has(key)) this.slots.set(key, make());
    return this.slots.get(key) as T;
  }

  get size(): number {
    return this.pending.length;
  }

  /** The writes as statements, built ones made now; the list and the slots are emptied. */
  take(context: WriteContext): Statement[] {
    const writes = this.pending.splice(0).flatMap((w) => {
      const made = typeof w === 'function' ? w(context) : w;
      return made ? [made] : [];
    });
    this.slots.clear();
    return statementsOf(writes);
  }
}

const KEY = 'fm.deferredWrites';

/**
 * The transaction's deferred writes, kept in its query runner's `data` (TypeORM's place for a user's data on a
 * runner): sent by `TenantTransaction` at the commit, before the COMMIT, and dropped by a rollback.
 */
export function deferredWritesOf(runner: QueryRunner): DeferredWrites {
  const data = runner.data as Record<string, unknown>;
  let writes = data[KEY] as DeferredWrites | undefined;
  if (!writes) data[KEY] = writes = new DeferredWrites();
  return writes;
}

/**
 * Defers a write (an INSERT whose result nobody reads, or a statement whose rows only its `then` needs) to the
 * commit of the transaction of `em`: it costs no round trip of its own, and commits or fails with the
 * transaction (its error surfaces at the commit). A statement the work sends later does not see it.
 */
export function deferWrite(em: EntityManager, write: Write | WriteBuilder): void {
  const runner = em.queryRunner;
  if (!runner) throw new Error('deferred writes need a transaction');
  deferredWritesOf(runner).add(write);
}

function isRow(write: Write): write is RowWrite {
  return 'table' in write;
}

/**
 * Rows of one shape become one multi-row INSERT; they are folded as CTEs in front of the first statement
 * (its parameters first), or make one statement of their own. Further statements go as they are.
 */
function statementsOf(writes: Write[]): Statement[] {
  const groups = new Map<string, RowWrite[]>();
  const statements: StatementWrite[] = [];
  for (const write of writes) {
    if (!isRow(write)) {
      statements.push(write);
      continue;
    }
    const key = `${write.table}\u0000${write.columns.join(',')}\u0000${write.onConflictDoNothing ?? ''}`;
    const group = groups.get(key);
    if (group) group.push(write);
    else groups.set(key, [write]);
  }
  const [first, ...rest] = statements;
  const parameters: unknown[] = first ? [...first.parameters] : [];
  const inserts = [...groups.values()].map((rows) => insertOf(rows, parameters));
  const out: Statement[] = [];
  if (first) {
    const ctes = [
      ...inserts.map((sql, i) => `_rows${i} AS (${sql})`),
      ...first.ctes.map((c) => `${c.name} AS (${c.sql})`),
    ];
    const sql = ctes.length ? `WITH ${ctes.join(', ')} ${first.sql}` : first.sql;
    out.push({ sql, parameters, then: first.then, onRefuted: first.onRefuted });
  } else if (inserts.length === 1) {
    out.push({ sql: inserts[0] as string, parameters });
  } else if (inserts.length > 1) {
    out.push({
      sql: `WITH ${inserts.map((sql, i) => `_rows${i} AS (${sql})`).join(', ')} SELECT 1`,
      parameters,
    });
  }
  for (const s of rest)
    out.push({ sql: withCtes(s), parameters: [...s.parameters], then: s.then, onRefuted: s.onRefuted });
  return out;
}

function withCtes(s: StatementWrite): string {
  return s.ctes.length ? `WITH ${s.ctes.map((c) => `${c.name} AS (${c.sql})`).join(', ')} ${s.sql}` : s.sql;
}

/** `INSERT INTO t (columns) VALUES (…), (…)`, its values appended to `parameters` (placeholders numbered on). */
function insertOf(rows: RowWrite[], parameters: unknown[]): string {
  const [head] = rows as [RowWrite];
  const tuples = rows.map((row) => {
    if (row.values.length !== head.columns.length)
      throw new Error(`deferred row for ${head.table}: wrong arity`);
    const placeholders = row.values.map((value) => `$${parameters.push(value)}`);
    return `(${placeholders.join(', ')})`;
  });
  const conflict = head.onConflictDoNothing ? ` ON CONFLICT (${head.onConflictDoNothing}) DO NOTHING` : '';
  return `INSERT INTO ${head.table} (${head.columns.join(', ')}) VALUES ${tuples.join(', ')}${conflict}`;
}
