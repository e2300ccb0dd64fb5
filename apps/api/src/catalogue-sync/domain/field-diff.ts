import { stableJson, watchedView } from './normalise-row';
import type { DumpEntry } from './dump-entry';

/** One changed field of a version: the watched field's value before and after (normalised). */
export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

/**
 * The field-level diff of two versions over the watched fields; nested objects (texts, contact) are
 * compared per sub-field (`texts.description`), so a receiver sees what moved, not only that something did.
 */
export function diffEntries(before: DumpEntry | null, after: DumpEntry): FieldChange[] {
  const a = before ? watchedView(before) : {};
  const b = watchedView(after);
  const changes: FieldChange[] = [];
  for (const field of Object.keys(b)) {
    const x = a[field];
    const y = b[field];
    // A group an older version lacks (`details` of a CSV entry) is compared member by member as well.
    if (isRecord(y) && (isRecord(x) || x === undefined || x === null)) {
      const old = isRecord(x) ? x : {};
      for (const sub of Object.keys(y))
        if (stableJson(old[sub]) !== stableJson(y[sub]))
          changes.push({ field: `${field}.${sub}`, before: old[sub] ?? null, after: y[sub] });
    } else if (stableJson(x) !== stableJson(y)) {
      changes.push({ field, before: x ?? null, after: y });
    }
  }
  return changes;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Characters of a text value an event carries; the full value is in the history. */
export const EVENT_TEXT_LIMIT = 500;
/** Items of a list value an event carries. */
export const EVENT_LIST_LIMIT = 20;
/** Ends a text cut at `EVENT_TEXT_LIMIT` characters. */
export const TRUNCATION_MARKER = ' […]';

/** A change as an event carries it: values cut to a bound, `truncated` when any of them was. */
export interface BoundedFieldChange extends FieldChange {
  truncated: boolean;
}

/**
 * The diff for an event payload: a source text can be tens of kilobytes, and a webhook body goes to every
 * subscriber of every tenant, so texts are cut at `EVENT_TEXT_LIMIT` characters (ending in
 * `TRUNCATION_MARKER`) and lists at `EVENT_LIST_LIMIT` items; `truncated` says so, and
 * `GET /api/v2/programs/{id}/history` has the whole values. The payload stays below about 20 KB.
 */
export function boundedDiff(diff: readonly FieldChange[]): BoundedFieldChange[] {
  return diff.map((change) => {
    const before = bound(change.before ?? null);
    const after = bound(change.after ?? null);
    return {
      field: change.field,
      before: before.value,
      after: after.value,
      truncated: before.truncated || after.truncated,
    };
  });
}

function bound(value: unknown): { value: unknown; truncated: boolean } {
  if (typeof value === 'string') {
    if (value.length <= EVENT_TEXT_LIMIT) return { value, truncated: false };
    return { value: `${value.slice(0, EVENT_TEXT_LIMIT)}${TRUNCATION_MARKER}`, truncated: true };
  }
  if (Array.isArray(value)) {
    const items = value.slice(0, EVENT_LIST_LIMIT).map(bound);
    return {
      value: items.map((i) => i.value),
      truncated: value.length > EVENT_LIST_LIMIT || items.some((i) => i.truncated),
    };
  }
  return { value, truncated: false };
}
