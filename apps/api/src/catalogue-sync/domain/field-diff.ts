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
    if (isRecord(x) && isRecord(y)) {
      for (const sub of Object.keys(y))
        if (stableJson(x[sub]) !== stableJson(y[sub]))
          changes.push({ field: `${field}.${sub}`, before: x[sub] ?? null, after: y[sub] });
    } else if (stableJson(x) !== stableJson(y)) {
      changes.push({ field, before: x ?? null, after: y });
    }
  }
  return changes;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
