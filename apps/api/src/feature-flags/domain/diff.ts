/** One change between two versions, in JSON Patch terms (RFC 6902: `op`, `path` as a JSON Pointer). */
export interface DiffEntry {
  op: 'add' | 'remove' | 'replace';
  path: string;
  value?: unknown;
  /** The value before the change (not in RFC 6902; the history shows it beside the new one). */
  from?: unknown;
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const pointer = (path: string, key: string | number) =>
  `${path}/${String(key).replace(/~/g, '~0').replace(/\//g, '~1')}`;

function walk(before: unknown, after: unknown, path: string, out: DiffEntry[]): void {
  if (isObject(before) && isObject(after)) {
    for (const key of Object.keys(before).sort()) {
      if (!(key in after)) out.push({ op: 'remove', path: pointer(path, key), from: before[key] });
    }
    for (const key of Object.keys(after).sort()) {
      if (!(key in before)) out.push({ op: 'add', path: pointer(path, key), value: after[key] });
      else walk(before[key], after[key], pointer(path, key), out);
    }
    return;
  }
  // Arrays element by element while both have the index, so that one changed strategy is one entry.
  if (Array.isArray(before) && Array.isArray(after)) {
    const common = Math.min(before.length, after.length);
    for (let i = 0; i < common; i++) walk(before[i], after[i], pointer(path, i), out);
    for (let i = common; i < after.length; i++)
      out.push({ op: 'add', path: pointer(path, i), value: after[i] });
    for (let i = before.length - 1; i >= common; i--)
      out.push({ op: 'remove', path: pointer(path, i), from: before[i] });
    return;
  }
  if (JSON.stringify(before) !== JSON.stringify(after)) {
    out.push({ op: 'replace', path, value: after, from: before });
  }
}

/** What changed from one snapshot to the next; `before` null (a new flag) is one `add` of the whole. */
export function diffSnapshots(before: unknown, after: unknown): DiffEntry[] {
  if (before === null || before === undefined) return [{ op: 'add', path: '', value: after }];
  const out: DiffEntry[] = [];
  walk(before, after, '', out);
  return out;
}
