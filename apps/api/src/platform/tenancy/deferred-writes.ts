import type { EntityManager, QueryRunner } from 'typeorm';
import { commitInOneRoundTrip } from './transaction-opening';

/** A part of a deferred write that its statement refers to as `{{name}}` (a CTE of its own). */
export interface WritePart {
  name: string;
  sql: string;
}

export interface Write {
  sql: string;
  parameters: unknown[];
  /** CTEs the write needs, in order; `$n` in them are the write's parameters too. */
  parts?: readonly WritePart[];
}

/** A write made when the deferred writes go out: what it writes may grow until then (a batch). */
type Pending = Write | (() => Write | null);

type Query = QueryRunner['query'];

/** The writes a transaction has deferred, by its query runner (one per transaction). */
const pending = new WeakMap<QueryRunner, Pending[]>();

const COMMIT = /^\s*commit\s*$/i;

/**
 * Defers a data-modifying statement (an INSERT, UPDATE or DELETE whose result the caller does not need) to
 * the transaction's next statement, so that it costs no round trip of its own: `queryFolding` sends it in
 * front of its query as a data-modifying CTE, and any other statement, COMMIT or RELEASE SAVEPOINT included,
 * sends it first, on its own. It therefore runs inside the transaction, in order, before anything else could
 * read it, and its error fails the transaction as before (only later: at the next statement); a ROLLBACK
 * drops it. `$n` in `sql` are its own parameters (renumbered when folded; no `$` inside its literals).
 */
export function deferWrite(
  em: EntityManager,
  sql: string,
  parameters: unknown[],
  parts?: readonly WritePart[],
): void {
  pendingOf(transactionRunnerOf(em)).push({ sql, parameters, parts });
}

/**
 * `deferWrite` of a write that is built when the deferred writes go out (null: nothing to write), at its
 * place among them: for an adapter that gathers a transaction's rows into one statement (the outbox's events).
 * A data-modifying statement may use its parts (`{{name}}`): they become CTEs of their own, since PostgreSQL
 * takes data-modifying CTEs only at the top level of a statement.
 */
export function deferBuiltWrite(em: EntityManager, build: () => Write | null): void {
  pendingOf(transactionRunnerOf(em)).push(build);
}

function pendingOf(runner: QueryRunner): Pending[] {
  let writes = pending.get(runner);
  if (!writes) {
    writes = [];
    pending.set(runner, writes);
    interceptQueries(runner, writes);
  }
  return writes;
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
  const folded = fold(coalesce(writes), parameters.length);
  return (await original(runner).call(runner, `WITH ${folded.ctes} ${sql}`, [
    ...parameters,
    ...folded.parameters,
  ])) as T;
}

/** The reads that a group commit's units share, by transaction (`shareReads`). */
const shared = new WeakMap<QueryRunner, Map<string, Promise<unknown>>>();

/**
 * Marks the transaction as a group commit's (`UnitOfWork`'s `groupCommit`): from now on until `done` is
 * called, `querySharedFolding` asks each distinct read once and answers the later units from the first's
 * result. Sound because the units are independent and commit together: their reads may all be taken at the
 * first one's moment (row locks it took, `FOR KEY SHARE`, hold until the shared COMMIT).
 */
export function shareReads(em: EntityManager): () => void {
  const runner = transactionRunnerOf(em);
  shared.set(runner, new Map());
  return () => shared.delete(runner);
}

/**
 * `queryFolding`, except that in a group commit (`shareReads`) the same statement with the same parameters
 * is sent only once: a later unit gets the first one's rows (do not modify them) and its deferred writes stay
 * deferred, so that all units' rows go out together (as one multi-row INSERT where they can) at the COMMIT.
 */
export function querySharedFolding<T = unknown>(
  em: EntityManager,
  sql: string,
  parameters: unknown[] = [],
): Promise<T> {
  const reads = shared.get(transactionRunnerOf(em));
  if (!reads) return queryFolding<T>(em, sql, parameters);
  const key = `${sql}\u0000${JSON.stringify(parameters)}`;
  let answer = reads.get(key);
  if (!answer) {
    answer = queryFolding<T>(em, sql, parameters);
    reads.set(key, answer);
  }
  return answer as Promise<T>;
}

function transactionRunnerOf(em: EntityManager): QueryRunner {
  const runner = em.queryRunner;
  if (!runner?.isTransactionActive) throw new Error('deferred writes need an open transaction');
  return runner;
}

/**
 * Every statement of the runner first sends the deferred writes; ROLLBACK drops them. At a COMMIT of a
 * transaction that has sent nothing yet, the opening, the writes and the commit go as one round trip.
 */
function interceptQueries(runner: QueryRunner, writes: Pending[]): void {
  const query = runner.query.bind(runner) as Query;
  const intercepted = (async (sql: string, parameters?: unknown[], ...rest: unknown[]) => {
    if (/^\s*rollback\s*$/i.test(sql)) {
      writes.splice(0); // dropped unbuilt: nothing of them may run
    } else if (writes.length > 0) {
      const statement = statementOf(take(runner));
      if (statement) {
        if (COMMIT.test(sql) && (await commitInOneRoundTrip(runner, statement))) return undefined;
        await query(statement.sql, statement.parameters);
      }
    }
    return (query as (...a: unknown[]) => Promise<unknown>)(sql, parameters, ...rest);
  }) as Query;
  Object.assign(intercepted, { original: query });
  runner.query = intercepted;
}

function original(runner: QueryRunner): Query {
  return (runner.query as Query & { original?: Query }).original ?? runner.query.bind(runner);
}

/** The deferred writes, built ones made now (in their place); the list is emptied. */
function take(runner: QueryRunner): Write[] {
  const writes = pending.get(runner);
  if (!writes) return [];
  return writes.splice(0).flatMap((write) => {
    const made = typeof write === 'function' ? write() : write;
    return made ? [made] : [];
  });
}

/** The writes as one statement: a lone plain one as it is, else all folded into `WITH … SELECT 1`. */
function statementOf(writes: Write[]): Write | null {
  const merged = coalesce(writes);
  const [only] = merged;
  if (!only) return null;
  if (merged.length === 1 && !only.parts?.length) return only;
  const folded = fold(merged, 0);
  return { sql: `WITH ${folded.ctes} SELECT 1`, parameters: folded.parameters };
}

/**
 * The writes (coalesced) as CTEs `_deferred0 AS (...), ...` (a write's parts first, as `_deferred0_<name>`),
 * their parameters numbered after the first `offset`.
 */
function fold(writes: Write[], offset: number): { ctes: string; parameters: unknown[] } {
  const parameters: unknown[] = [];
  const ctes = writes.flatMap((write, i) => {
    const base = offset + parameters.length;
    parameters.push(...write.parameters);
    const parts = write.parts ?? [];
    return [
      ...parts.map((part) => `_deferred${i}_${part.name} AS (${localized(part.sql, i, base, parts)})`),
      `_deferred${i} AS (${localized(write.sql, i, base, parts)})`,
    ];
  });
  return { ctes: ctes.join(', '), parameters };
}

/**
 * Rewritten texts, memoised: the app defers a handful of distinct texts, each thousands of times a second,
 * and rewriting them with regular expressions per transaction was 6 % of a calculation's CPU
 * (`npm run bench -- --cpu-prof`). Keyed by the text, then by its place; bounded all the same.
 */
const rewritten = new Map<string, Map<number, string>>();

function memo(sql: string, key: number, make: () => string): string {
  let byKey = rewritten.get(sql);
  if (!byKey) {
    if (rewritten.size >= 1_000) rewritten.clear();
    rewritten.set(sql, (byKey = new Map()));
  }
  let text = byKey.get(key);
  if (text === undefined) {
    if (byKey.size >= 1_000) byKey.clear();
    byKey.set(key, (text = make()));
  }
  return text;
}

/** `$n` shifted by `base` (memoised): for a write that embeds another's SQL after its own parameters. */
export function shiftedParameters(sql: string, base: number): string {
  return memo(sql, -1 - base, () => sql.replace(/\$(\d+)/g, (_, n: string) => `$${base + Number(n)}`));
}

/** `$n` shifted by `base`, `{{name}}` made the name of write `i`'s part. */
function localized(sql: string, i: number, base: number, parts: readonly WritePart[]): string {
  return memo(sql, i * 1_000_000 + base, () =>
    shiftedParameters(sql, base).replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
      if (!parts.some((part) => part.name === name)) throw new Error(`deferred write: no part named ${name}`);
      return `_deferred${i}_${name}`;
    }),
  );
}

/**
 * `INSERT INTO t (columns) VALUES (one row)`, optionally `ON CONFLICT [(columns)] DO NOTHING` (which a
 * multi-row INSERT applies row by row, duplicates among its own rows included), and nothing else: rows that
 * can join one multi-row INSERT.
 */
const SINGLE_ROW_INSERT =
  /^\s*(INSERT\s+INTO\s+[^()]+\([^()]*\)\s*VALUES)\s*(\((?:[^()]|\([^()]*\))*\))(\s*ON\s+CONFLICT\s*(?:\([^()]*\))?\s*DO\s+NOTHING)?\s*$/i;

const insertShapes = new Map<string, RegExpExecArray | null>();

function singleRowInsert(sql: string): RegExpExecArray | null {
  let shape = insertShapes.get(sql);
  if (shape === undefined) {
    if (insertShapes.size >= 1_000) insertShapes.clear();
    insertShapes.set(sql, (shape = SINGLE_ROW_INSERT.exec(sql)));
  }
  return shape;
}

/**
 * Single-row INSERTs of identical text become one multi-row INSERT (a group commit's rows: one statement
 * part, planned once), placed where the first of them was. Their order within one statement does not
 * matter: all parts of a statement see the same snapshot and run in no promised order anyway.
 */
function coalesce(writes: Write[]): Write[] {
  if (writes.length < 2) return writes;
  const merged: (Write & { rows?: string[]; head?: string; tail?: string })[] = [];
  const bySql = new Map<string, Write & { rows: string[]; head: string; tail: string }>();
  for (const write of writes) {
    const match = write.parts?.length ? null : singleRowInsert(write.sql);
    if (!match) {
      merged.push(write);
      continue;
    }
    let insert = bySql.get(write.sql);
    if (!insert) {
      insert = { sql: '', parameters: [], rows: [], head: match[1] ?? '', tail: match[3] ?? '' };
      bySql.set(write.sql, insert);
      merged.push(insert);
    }
    const base = insert.parameters.length;
    insert.rows.push(shiftedParameters(match[2] ?? '', base));
    insert.parameters.push(...write.parameters);
  }
  return merged.map((write) =>
    write.rows
      ? { sql: `${write.head} ${write.rows.join(', ')}${write.tail ?? ''}`, parameters: write.parameters }
      : write,
  );
}
