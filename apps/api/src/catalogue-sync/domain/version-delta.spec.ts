import { FIXTURE } from '../testing/fixture-dump';
import { diffEntries } from './field-diff';
import { normaliseRow } from './normalise-row';
import type { DumpEntry } from './dump-entry';
import {
  applyPatch,
  entryPatch,
  KEYFRAME_EVERY,
  packVersion,
  unpackVersion,
  VERSION_MAX_BYTES,
  VersionTooLargeError,
} from './version-delta';

const base = (): DumpEntry => {
  const r = normaliseRow(FIXTURE.bayern);
  if (!r.ok) throw new Error(r.reason);
  return r.entry;
};
/** A 200 KB description whose middle says which revision it is (emoji included: surrogate pairs at the cut). */
const big = (n: number): DumpEntry => {
  const e = base();
  e.texts.description = `<p>${'Förderung 😀 '.repeat(8000)}</p><p>Stand ${n} 😀</p><p>${'Einzelheiten 😀 '.repeat(8000)}</p>`;
  e.lastUpdated = `2026-11-${String(n).padStart(2, '0')}`;
  return e;
};
const bytes = (v: unknown) => Buffer.byteLength(JSON.stringify(v));

describe('bounded history: large versions against the previous one', () => {
  it('keeps a small version whole, as before', () => {
    const stored = packVersion(
      'h',
      2,
      base(),
      { ...base(), title: 'Neu' },
      diffEntries(base(), { ...base(), title: 'Neu' }),
    );
    expect(stored.entry).toEqual({ ...base(), title: 'Neu' });
    expect(stored.diff).toEqual([{ field: 'title', before: base().title, after: 'Neu' }]);
  });

  it('stores a large change as the edited middle and derived fields, and reads back exactly the whole version', () => {
    const [v1, v2] = [big(1), big(2)];
    const diff = diffEntries(v1, v2);
    const stored = packVersion('h', 2, v1, v2, diff);
    expect(bytes(stored)).toBeLessThan(1000);
    expect(bytes({ entry: v2, diff })).toBeGreaterThan(600_000); // what a whole copy took
    expect(stored.diff).toEqual([{ field: 'texts.description', derived: true }]);
    expect(unpackVersion(v1, stored)).toEqual({ entry: v2, diff });
    // Patched texts stay valid UTF-16 (no lone surrogate: PostgreSQL's jsonb refuses one).
    expect(JSON.stringify(stored)).not.toMatch(/\\ud[89a-f]/i);
  });

  it('stores every KEYFRAME_EVERY-th version whole, and a value the entries cannot give (status) as it is', () => {
    const keyframe = packVersion('h', KEYFRAME_EVERY + 1, big(1), big(2), diffEntries(big(1), big(2)));
    expect(keyframe.entry).toEqual(big(2));
    expect(keyframe.diff).toEqual([{ field: 'texts.description', derived: true }]);
    const removed = packVersion('h', 3, big(2), big(2), [
      { field: 'status', before: 'aktiv', after: 'ausgelaufen' },
    ]);
    expect(removed.entry).toEqual({ $delta: [] });
    expect(removed.diff).toEqual([{ field: 'status', before: 'aktiv', after: 'ausgelaufen' }]);
    expect(unpackVersion(big(2), removed).entry).toEqual(big(2));
  });

  it('patches lists, nested fields and texts both ways', () => {
    const a = big(1);
    const b = {
      ...big(3),
      fundingLocations: ['Bayern', 'Sachsen'],
      contact: { ...a.contact, phone: '089 1' },
    };
    expect(applyPatch(a, entryPatch(a, b))).toEqual(b);
    expect(applyPatch(b, entryPatch(b, a))).toEqual(a);
    const shorter = { ...a, texts: { ...a.texts, description: '' } };
    expect(applyPatch(a, entryPatch(a, shorter))).toEqual(shorter);
  });

  it('caps a stored version: a larger one fails the run with a German reason', () => {
    const huge = base();
    huge.texts.description = 'x'.repeat(VERSION_MAX_BYTES);
    expect(() => packVersion('h', 1, null, huge, diffEntries(null, huge))).toThrow(VersionTooLargeError);
    expect(() => packVersion('h', 1, null, huge, diffEntries(null, huge))).toThrow(
      /höchstens 6 MB je Version/,
    );
  });
});
