import { randomUUID } from 'node:crypto';
import { APP_SCHEMA } from '../../apps/api/src/features';
import { openDatabase, type DatabaseConnection } from '../../apps/api/src/platform/database/database.module';
import { TypeormProgramSyncStore } from '../../apps/api/src/catalogue-sync/persistence/typeorm-program-sync.store';
import type {
  ProgramVersion,
  SyncRun,
  VersionWrite,
} from '../../apps/api/src/catalogue-sync/application/program-sync-store.port';
import type { DumpEntry } from '../../apps/api/src/catalogue-sync/domain/dump-entry';
import { diffEntries } from '../../apps/api/src/catalogue-sync/domain/field-diff';
import { checksumOf, normaliseRow } from '../../apps/api/src/catalogue-sync/domain/normalise-row';
import { KEYFRAME_EVERY } from '../../apps/api/src/catalogue-sync/domain/version-delta';
import { FIXTURE } from '../../apps/api/src/catalogue-sync/testing/fixture-dump';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { testConfig } from '../support/test-app';

const VERSIONS = 23;
const ID = 'fdb-delta-test';

const base = (): DumpEntry => {
  const r = normaliseRow(FIXTURE.bayern);
  if (!r.ok) throw new Error(r.reason);
  return { ...r.entry, idHash: 'a'.repeat(32) };
};
/** Revision n of a program with a 200 KB description; only a sentence in its middle changes. */
const revision = (n: number): DumpEntry => {
  const e = base();
  e.texts.description = `<p>${'Förderung für Unternehmen. '.repeat(4000)}</p><p>Stand ${n}.</p><p>${'Einzelheiten. '.repeat(8000)}</p>`;
  e.fundingLocations = n % 2 ? ['Bayern'] : ['Bayern', 'Sachsen'];
  return e;
};

/**
 * Bounded history on the real schema (both databases): a large program's versions are stored against the
 * previous one (every KEYFRAME_EVERY-th whole), and every page of the history reads back the whole versions.
 */
describe('TypeormProgramSyncStore: large versions stored as diffs', () => {
  let db: TestDatabase;
  let connection: DatabaseConnection;
  let store: TypeormProgramSyncStore;
  const expected: { version: number; entry: DumpEntry; diff: ProgramVersion['diff'] }[] = [];

  beforeAll(async () => {
    db = await createTestDatabase();
    connection = await openDatabase(testConfig({ database: db.target }), APP_SCHEMA);
    store = new TypeormProgramSyncStore(connection.dataSource);
    let previous: DumpEntry | null = null;
    for (let v = 1; v <= VERSIONS; v++) {
      const run: SyncRun = {
        id: randomUUID(),
        source: 'test',
        fileChecksum: String(v),
        status: 'running',
        startedAt: new Date(Date.UTC(2026, 10, v)),
        finishedAt: null,
        counts: { rows: 1, new: 0, changed: 1, unchanged: 0, gone: 0, returned: 0, refused: 0, review: 0 },
        review: [],
        note: null,
        unlinkedCurated: null,
        columns: null,
        preview: null,
        summary: null,
      };
      await store.startRun(run);
      // Version 12 is a removal: the entry as before, a `status` change the entries cannot give.
      const removal = v === 12;
      const entry: DumpEntry = removal ? previous! : revision(v);
      const diff = removal
        ? [{ field: 'status', before: 'aktiv', after: 'ausgelaufen' }]
        : diffEntries(previous, entry);
      const write: VersionWrite = {
        state: {
          idHash: entry.idHash,
          programId: ID,
          curated: false,
          checksum: checksumOf(entry),
          version: v,
          entry,
          missingRuns: 0,
          goneSince: null,
        },
        kind: v === 1 ? 'created' : removal ? 'removed' : 'changed',
        diff,
        previous,
      };
      await store.transaction((w) => w.writeBatch(run.id, run.startedAt, [write], [entry.idHash]));
      await store.finishRun({ ...run, status: 'applied', finishedAt: run.startedAt });
      expected.push({ version: v, entry, diff });
      previous = entry;
    }
  });
  afterAll(async () => {
    await connection?.dataSource.destroy();
    await connection?.embedded?.close();
    await db?.dispose();
  });

  it('stores whole only the keyframes; the others take a few hundred bytes instead of 600 KB', async () => {
    const rows: { version: number; bytes: number; whole: boolean }[] = await connection.dataSource.query(
      `SELECT version, octet_length(entry::text) + octet_length(diff::text) AS bytes, NOT (entry ? '$delta') AS whole
       FROM program_source_versions WHERE program_id = $1 ORDER BY version`,
      [ID],
    );
    const keyframes = rows.filter((r) => r.whole).map((r) => Number(r.version));
    expect(keyframes).toEqual([1, KEYFRAME_EVERY + 1, 2 * KEYFRAME_EVERY + 1]);
    for (const r of rows.filter((r) => !r.whole)) expect(Number(r.bytes)).toBeLessThan(2_000);
    const total = rows.reduce((n, r) => n + Number(r.bytes), 0);
    const wholeCopies = expected.reduce((n, v) => n + Buffer.byteLength(JSON.stringify(v)), 0);
    // The figures for the ADR: stored bytes of the 23 versions, against whole copies with full diffs.
    console.log(`history of ${VERSIONS} versions: ${total} bytes stored, whole copies ${wholeCopies} bytes`);
    expect(total).toBeLessThan(wholeCopies / 5);
  });

  it.each([
    [0, 100],
    [0, 5],
    [3, 4],
    [KEYFRAME_EVERY - 1, 3],
    [KEYFRAME_EVERY, 1],
    [11, 2],
    [19, 10],
    [30, 5],
  ])('reads back the whole versions at offset %i, limit %i', async (offset, limit) => {
    const page = await store.historyPage(ID, limit, offset);
    expect(page.total).toBe(VERSIONS);
    const want = expected.slice(offset, offset + limit);
    expect(page.versions.map((v) => v.version)).toEqual(want.map((v) => v.version));
    for (const [i, v] of page.versions.entries()) {
      expect(v.entry).toEqual(want[i]!.entry);
      expect(v.diff).toEqual(want[i]!.diff);
    }
  });
});
