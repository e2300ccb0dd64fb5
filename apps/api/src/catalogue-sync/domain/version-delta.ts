import type { DumpEntry } from './dump-entry';
import type { FieldChange } from './field-diff';
import { stableJson, watchedView } from './normalise-row';

/**
 * How a history version is stored. A version whose entry and diff together are
 * below `DELTA_ABOVE_BYTES` is stored whole, as before (2-3 KB is usual). A larger one is stored against the
 * previous version: its entry as a patch (per field; a long text as the edited middle between the unchanged
 * start and end), its diff as the changed fields, whose values before and after are read back from the two
 * entries. Every `KEYFRAME_EVERY`-th version is whole, so reading one needs at most that many rows.
 * `VERSION_MAX_BYTES` caps what one stored version may take; a larger one fails the run.
 */
export const DELTA_ABOVE_BYTES = 16 * 1024;
export const KEYFRAME_EVERY = 10;
export const VERSION_MAX_BYTES = 6 * 1024 * 1024;
/** Shorter texts are replaced whole in a patch: a middle cut saves nothing on them. */
const TEXT_CUT_MIN = 256;

/** One field of a patch: a new value, or a text rebuilt from the old one's start and end with a new middle. */
export interface EntryPatchOp {
  path: string;
  value?: unknown;
  keep?: [prefix: number, suffix: number];
  insert?: string;
}
export type StoredEntry = DumpEntry | { $delta: EntryPatchOp[] };
/** A diff row whose values are read from the entries (`derived`), or stored as they are. */
export type StoredChange = FieldChange | { field: string; derived: true };

export interface StoredVersion {
  entry: StoredEntry;
  diff: StoredChange[];
}

export class VersionTooLargeError extends Error {
  constructor(idHash: string, version: number, bytes: number) {
    super(
      `Version ${version} von ${idHash} wäre ${Math.round(bytes / 1024)} KB groß (höchstens ` +
        `${VERSION_MAX_BYTES / 1024 / 1024} MB je Version); der Lauf wird nicht angewendet.`,
    );
  }
}

const bytes = (v: unknown) => Buffer.byteLength(JSON.stringify(v));
const isDelta = (e: StoredEntry): e is { $delta: EntryPatchOp[] } => '$delta' in e;
const isDerived = (c: StoredChange): c is { field: string; derived: true } => 'derived' in c;

/** The paths a patch works on: the entry's keys, and one level into its objects (texts, contact). */
function leaves(entry: Record<string, unknown>): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(entry)) {
    if (value && typeof value === 'object' && !Array.isArray(value))
      for (const [sub, v] of Object.entries(value)) out.set(`${key}.${sub}`, v);
    else out.set(key, value);
  }
  return out;
}

function at(root: Record<string, unknown>, path: string): unknown {
  return path.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], root);
}

function put(root: Record<string, unknown>, path: string, value: unknown): void {
  const [key, sub] = path.split('.') as [string, string | undefined];
  if (sub === undefined) root[key] = value;
  else root[key] = { ...(root[key] as Record<string, unknown>), [sub]: value };
}

const isHigh = (s: string, i: number) => /[\uD800-\uDBFF]/.test(s.charAt(i));
const isLow = (s: string, i: number) => /[\uDC00-\uDFFF]/.test(s.charAt(i));

/** The unchanged start and end of two texts (never splitting a surrogate pair: PostgreSQL refuses a lone one). */
function commonEnds(a: string, b: string): [number, number] {
  let prefix = 0;
  const max = Math.min(a.length, b.length);
  while (prefix < max && a.charCodeAt(prefix) === b.charCodeAt(prefix)) prefix++;
  if (prefix > 0 && isHigh(a, prefix - 1)) prefix--;
  let suffix = 0;
  while (suffix < max - prefix && a.charCodeAt(a.length - 1 - suffix) === b.charCodeAt(b.length - 1 - suffix))
    suffix++;
  if (suffix > 0 && isLow(a, a.length - suffix)) suffix--;
  return [prefix, suffix];
}

/** The patch that turns `before` into `after`. */
export function entryPatch(before: DumpEntry, after: DumpEntry): EntryPatchOp[] {
  const old = leaves(before as unknown as Record<string, unknown>);
  const ops: EntryPatchOp[] = [];
  for (const [path, value] of leaves(after as unknown as Record<string, unknown>)) {
    const was = old.get(path);
    if (stableJson(was) === stableJson(value)) continue;
    if (typeof was === 'string' && typeof value === 'string' && value.length >= TEXT_CUT_MIN) {
      const [prefix, suffix] = commonEnds(was, value);
      ops.push({ path, keep: [prefix, suffix], insert: value.slice(prefix, value.length - suffix) });
    } else ops.push({ path, value: value ?? null });
  }
  return ops;
}

export function applyPatch(before: DumpEntry, ops: readonly EntryPatchOp[]): DumpEntry {
  const entry = structuredClone(before) as unknown as Record<string, unknown>;
  for (const op of ops) {
    if (op.keep) {
      const was = String(at(entry, op.path) ?? '');
      put(entry, op.path, was.slice(0, op.keep[0]) + (op.insert ?? '') + was.slice(was.length - op.keep[1]));
    } else put(entry, op.path, op.value ?? null);
  }
  return entry as unknown as DumpEntry;
}

/** The version as it is stored: whole when small or a keyframe, else against `previous` (ADR 0015). */
export function packVersion(
  idHash: string,
  version: number,
  previous: DumpEntry | null,
  entry: DumpEntry,
  diff: readonly FieldChange[],
): StoredVersion {
  const whole = { entry, diff: [...diff] };
  const size = bytes(entry) + bytes(diff);
  if (size <= DELTA_ABOVE_BYTES) return whole;
  const before = previous ? watchedView(previous) : {};
  const after = watchedView(entry);
  // A change is derived when the entries give back exactly its values (a removal's `status` does not).
  const stored: StoredChange[] = diff.map((c) =>
    stableJson(at(before, c.field) ?? null) === stableJson(c.before ?? null) &&
    stableJson(at(after, c.field)) === stableJson(c.after)
      ? { field: c.field, derived: true }
      : c,
  );
  const keyframe = previous === null || (version - 1) % KEYFRAME_EVERY === 0;
  const packed: StoredVersion = {
    entry: keyframe ? entry : { $delta: entryPatch(previous, entry) },
    diff: stored,
  };
  const packedSize = bytes(packed.entry) + bytes(packed.diff);
  if (packedSize > VERSION_MAX_BYTES) throw new VersionTooLargeError(idHash, version, packedSize);
  return packed;
}

/** A stored entry read back; `previous` is the entry of the version before (null: unknown or none). */
export function unpackEntry(previous: DumpEntry | null, stored: StoredEntry): DumpEntry | null {
  if (!isDelta(stored)) return stored;
  return previous ? applyPatch(previous, stored.$delta) : null;
}

/** A stored diff read back from the entries of the version before (null for the first) and of this one. */
export function unpackDiff(
  previous: DumpEntry | null,
  entry: DumpEntry,
  stored: readonly StoredChange[],
): FieldChange[] {
  const before = previous ? watchedView(previous) : {};
  const after = watchedView(entry);
  return stored.map((c) =>
    isDerived(c) ? { field: c.field, before: at(before, c.field) ?? null, after: at(after, c.field) } : c,
  );
}

/** A stored version read back; `previous` is the version before it, already read back (null for the first). */
export function unpackVersion(
  previous: DumpEntry | null,
  stored: StoredVersion,
): { entry: DumpEntry; diff: FieldChange[] } {
  const entry = unpackEntry(previous, stored.entry);
  if (!entry) throw new Error('a stored delta needs the version before it');
  return { entry, diff: unpackDiff(previous, entry, stored.diff) };
}

/** Whether reading this stored version needs the one before it. */
export const needsPrevious = (stored: StoredVersion): boolean =>
  isDelta(stored.entry) || stored.diff.some(isDerived);
