import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FixedClock } from '@libs/shared';
import { seedPrograms } from '@libs/catalogue';
import { InMemoryProgramRepository } from '@libs/catalogue/testing';
import { CsvZipDumpReader } from '../adapters/csv-zip-dump-reader';
import { HeldDumpDirectory } from '../adapters/held-dump-directory';
import { LocalOrHttpDumpFetcher } from '../adapters/local-or-http-dump-fetcher';
import { importedProgramId, UNSTRUCTURED_TERMS } from '../domain/dump-to-program';
import { BAD_ROWS, dumpRow, FIXTURE, toCsv, writeDumpZip } from '../testing/fixture-dump';
import { InMemoryProgramSyncStore } from '../testing/in-memory-program-sync-store';
import { RecordingEventSink } from '../testing/recording-event-sink';
import type { RawDumpRow } from '../domain/dump-entry';
import { CuratedLinks } from './curated-links';
import { HeldDumpUnavailableError } from './held-dumps.port';
import { AnnounceCatalogueDay } from './announce-catalogue-day.use-case';
import { ImportDump } from './import-dump.use-case';

const RUN1 = [
  FIXTURE.bayern,
  FIXTURE.loan,
  FIXTURE.curated,
  FIXTURE.eu,
  FIXTURE.leaving,
  FIXTURE.guarantee,
  ...BAD_ROWS,
];
const changedBayern = {
  ...FIXTURE.bayern,
  description: '<p>Zuschuss für <strong>Digitalisierung</strong>, neu bis 50 %.</p>',
};
// The loan's codes become labels: no change. The curated page's text changes: flagged, never applied.
const loanAsLabels = {
  ...FIXTURE.loan,
  funding_type: "['Darlehen']",
  funding_area: "['Unternehmensfinanzierung']",
  eligible_applicants: "['Existenzgründer/in', 'Unternehmen']",
};
const changedCurated = { ...FIXTURE.curated, description: '<p>Zuschuss zur Messeteilnahme, jetzt 80 %.</p>' };
const RUN2 = [changedBayern, loanAsLabels, changedCurated, FIXTURE.eu, FIXTURE.guarantee, FIXTURE.fresh];

describe('ImportDump', () => {
  let dir: string;
  const clock = new FixedClock(new Date('2026-11-23T10:00:00Z'));
  let store: InMemoryProgramSyncStore;
  let programs: InMemoryProgramRepository;
  let sink: RecordingEventSink;
  let importer: ImportDump;
  let held: HeldDumpDirectory;
  let n = 0;

  const dump = async (rows: RawDumpRow[]) => {
    const path = join(dir, `dump-${++n}.zip`);
    await writeDumpZip(path, rows);
    return path;
  };
  const program = (row: RawDumpRow) => programs.findById(null, importedProgramId(row.id_hash!));

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'import-dump-'));
    held = new HeldDumpDirectory(join(dir, 'held'));
    programs = new InMemoryProgramRepository(seedPrograms());
    store = new InMemoryProgramSyncStore(programs);
    sink = new RecordingEventSink();
    importer = new ImportDump(
      new LocalOrHttpDumpFetcher(),
      new CsvZipDumpReader(),
      store,
      sink,
      new CuratedLinks(seedPrograms()),
      clock,
      { goneAfterRuns: 2, maxRowDrop: 0.1, batchSize: 2 },
      held,
    );
  });
  afterEach(async () => {
    clock.set(new Date('2026-11-23T10:00:00Z'));
    await rm(dir, { recursive: true, force: true });
  });

  it('imports a first dump: normalised programs, curated one linked not duplicated, bad rows refused', async () => {
    const run = await importer.execute(await dump(RUN1));
    expect(run.status).toBe('applied');
    expect(run.counts).toMatchObject({ rows: 6, new: 6, changed: 0, refused: 2, gone: 0 });
    expect(run.note).toMatch(/not-a-hash/);

    const bayern = (await program(FIXTURE.bayern))!;
    expect(bayern).toMatchObject({
      name: 'Digitalbonus Test Bayern',
      provider: 'Bundesland',
      category: 'zuschuss',
      level: 'landesweit',
      eligibleRegions: ['BY'],
      targetGroups: ['Unternehmen'],
      status: 'aktiv',
      maxAmount: 0,
    });
    expect(bayern.description).toBe('<p>Zuschuss für <strong>Digitalisierung</strong>.</p>');
    expect(bayern.terms.unverified).toEqual([
      `Förderhöhe nicht angegeben: ${UNSTRUCTURED_TERMS} (Quelle: ${FIXTURE.bayern.url})`,
    ]);
    expect(bayern.source.note).toMatch(/CC BY-ND 3\.0 DE/);
    expect(bayern.source.url).toBe(FIXTURE.bayern.url);

    expect(await program(FIXTURE.loan)).toMatchObject({
      provider: 'KFW',
      category: 'darlehen',
      level: 'bundesweit',
      eligibleRegions: ['bundesweit'],
      targetGroups: ['Existenzgründer/in', 'Unternehmen'],
    });
    expect(await program(FIXTURE.eu)).toMatchObject({ provider: 'EU', level: 'eu' });
    expect(await program(FIXTURE.guarantee)).toMatchObject({
      category: 'buergschaft',
      level: 'regional',
      eligibleRegions: ['NI', 'NW'],
    });
    // The curated page is linked to the seed's program, not imported beside it.
    expect(await program(FIXTURE.curated)).toBeNull();
    const curatedHistory = await store.history('bafa-messeprogramm-junge-innovative-unternehmen');
    expect(curatedHistory).toHaveLength(1);
    expect(curatedHistory[0]!.entry.texts.description).toBe(FIXTURE.curated.description);
  });

  it('reports the curated programs left unlinked; an uncertain title match is imported on its own and listed for review', async () => {
    // Same title as the curated ERP-Förderkredit KMU (without its programme numbers), but a Land's program.
    const lookalike = dumpRow('Land/Bayern/erp-foerderkredit-kmu.html', {
      title: 'ERP-Förderkredit KMU',
      funding_type: "['Darlehen']",
      funding_location: "['Bayern']",
      funding_body: 'Land',
      contact_info_institution: 'LfA Förderbank Bayern',
    });
    const run = await importer.execute(await dump([...RUN1, lookalike]));
    expect(run.unlinkedCurated).toHaveLength(seedPrograms().length - 1);
    expect(run.unlinkedCurated).not.toContain('bafa-messeprogramm-junge-innovative-unternehmen');
    expect(run.unlinkedCurated).toContain('kfw-erp-foerderkredit-kmu-365-366');
    expect(run.review).toEqual([
      {
        programId: importedProgramId(lookalike.id_hash!),
        idHash: lookalike.id_hash,
        reason: expect.stringMatching(/kfw-erp-foerderkredit-kmu-365-366.*Fördergeber oder Land abweichend/),
        fields: [],
      },
    ]);
    expect(await program(lookalike)).toMatchObject({ name: 'ERP-Förderkredit KMU', provider: 'Bundesland' });
    expect((await importer.execute(await dump([FIXTURE.bayern]), { force: true })).unlinkedCurated).toEqual(
      run.unlinkedCurated,
    );
  });

  it('keeps the texts verbatim in the history and the further links canonical', async () => {
    await importer.execute(await dump(RUN1));
    const [v1] = await store.history(importedProgramId(FIXTURE.bayern.id_hash!));
    expect(v1!.entry.texts.description).toBe(FIXTURE.bayern.description); // script and all: verbatim
    expect(v1!.entry.furtherLinks).toEqual([
      'https://www.foerderdatenbank.de/FDB/info.html',
      'https://www.stmwi.bayern.de/digitalbonus/',
    ]);
    expect(v1!.entry.fundingAreas).toEqual(['Digitalisierung']);
  });

  it('re-importing the same file changes nothing', async () => {
    const path = await dump(RUN1);
    await importer.execute(path);
    const versions = store.versions.length;
    const announced = sink.events.length;
    const again = await importer.execute(path);
    expect(again.status).toBe('skipped');
    expect(store.versions).toHaveLength(versions);
    expect(sink.events).toHaveLength(announced);
  });

  it('a changed program gets a new version with a field diff and one program.updated; codes vs labels are no change', async () => {
    await importer.execute(await dump(RUN1));
    const run = await importer.execute(await dump(RUN2));
    expect(run.status).toBe('applied');
    expect(run.counts).toMatchObject({ new: 1, changed: 2, unchanged: 3, gone: 0, review: 1 });

    const id = importedProgramId(FIXTURE.bayern.id_hash!);
    const history = await store.history(id);
    expect(history.map((v) => [v.version, v.kind, v.validTo === null])).toEqual([
      [1, 'created', false],
      [2, 'changed', true],
    ]);
    expect(history[1]!.diff).toEqual([
      {
        field: 'texts.description',
        before: expect.stringContaining('Digitalisierung'),
        after: expect.stringContaining('50 %'),
      },
    ]);
    expect((await program(FIXTURE.bayern))!.description).toContain('50 %');
    // One summary per applied run (the chats' one message), beside the per-program events for webhooks.
    const summaries = sink.events.filter((e) => e.type === 'catalogue.synced');
    expect(summaries.map((e) => e.data.counts)).toEqual([
      { new: 5, changed: 0, expired: 0, returned: 0 },
      { new: 1, changed: 1, expired: 0, returned: 0 },
    ]);
    expect(summaries[1]!.data.programs).toEqual([
      // A new program before a changed text; names and source pages, not slugs.
      expect.objectContaining({ kind: 'new', title: 'Neues Programm Berlin' }),
      expect.objectContaining({ programId: id, kind: 'changed', changes: ['Beschreibung geändert'] }),
    ]);
    expect(sink.events.filter((e) => e.type !== 'catalogue.synced')).toEqual([
      {
        type: 'program.updated',
        data: {
          programId: id,
          changedFields: ['texts.description'],
          changes: [
            {
              field: 'texts.description',
              before: FIXTURE.bayern.description,
              after: changedBayern.description,
              truncated: false,
            },
          ],
          version: 2,
        },
        idempotencyKey: `program.updated:${id}:2`,
      },
    ]);
    // Curated: flagged for review, the seed's program untouched but for its page in the source (since the link).
    expect(run.review).toEqual([
      expect.objectContaining({
        programId: 'bafa-messeprogramm-junge-innovative-unternehmen',
        fields: ['texts.description'],
      }),
    ]);
    const curated = await programs.findById(null, 'bafa-messeprogramm-junge-innovative-unternehmen');
    const seed = seedPrograms().find((p) => p.id === curated!.id)!;
    expect(curated).toEqual({
      ...seed,
      source: {
        ...seed.source,
        url: FIXTURE.curated.url,
        attribution: expect.objectContaining({
          name: 'Förderdatenbank des Bundes',
          licence: 'CC BY-ND 3.0 DE',
        }),
      },
    });
  });

  it("digest mode: the day's runs as one catalogue.daily_summary, once per day, each program once", async () => {
    const ledger = new Set<string>();
    const day = new AnnounceCatalogueDay(
      store,
      { claim: async (key) => !ledger.has(key) && Boolean(ledger.add(key)) },
      sink,
      clock,
    );
    expect(await day.execute()).toEqual({ announced: 0 }); // no run yet: nothing, and the day not used up
    await importer.execute(await dump(RUN1));
    clock.set(new Date('2026-11-23T14:00:00Z'));
    await importer.execute(await dump(RUN2));
    clock.set(new Date('2026-11-24T04:30:00Z'));
    expect(await day.execute()).toEqual({ announced: 1 });
    expect(await day.execute()).toEqual({ announced: 0 });
    const [summary] = sink.events.filter((e) => e.type === 'catalogue.daily_summary');
    expect(summary!.idempotencyKey).toBe('catalogue.daily_summary:2026-11-24');
    expect(summary!.data).toMatchObject({
      day: '2026-11-24',
      counts: { new: 6, changed: 1, expired: 0, returned: 0 },
      notListed: 0,
      source: expect.objectContaining({ licence: 'CC BY-ND 3.0 DE' }),
    });
    expect((summary!.data.runIds as string[]).length).toBe(2);
    const programsListed = summary!.data.programs as { programId: string; kind: string; changes: string[] }[];
    // The Bayern program came in yesterday morning and changed in the afternoon: listed once, as new.
    const bayern = programsListed.filter((p) => p.programId === importedProgramId(FIXTURE.bayern.id_hash!));
    expect(bayern).toEqual([expect.objectContaining({ kind: 'new', changes: ['Beschreibung geändert'] })]);
    expect(programsListed).toHaveLength(6);
  });

  it('a page already offline when it goes missing: its removal diff starts from ausgelaufen, announced once', async () => {
    await importer.execute(await dump(RUN1));
    await importer.execute(
      await dump(RUN1.map((r) => (r === FIXTURE.leaving ? { ...r, offline: 'True' } : r))),
    );
    const id = importedProgramId(FIXTURE.leaving.id_hash!);
    expect(sink.events.filter((e) => e.type === 'program.removed')).toHaveLength(1);
    await importer.execute(await dump(RUN2)); // first miss
    await importer.execute(await dump([...RUN2].reverse())); // second: gone
    const last = (await store.history(id)).at(-1)!;
    expect(last).toMatchObject({ kind: 'removed', diff: [] });
    expect(sink.events.filter((e) => e.type === 'program.removed')).toHaveLength(1);
  });

  it('a program missing from one run stays; missing from several becomes ausgelaufen with the date', async () => {
    await importer.execute(await dump(RUN1));
    await importer.execute(await dump(RUN2)); // first miss
    expect((await program(FIXTURE.leaving))!.status).toBe('aktiv');
    const rerun = await importer.execute(await dump([...RUN2].reverse())); // second miss, other bytes
    expect(rerun.counts.gone).toBe(1);
    const gone = (await program(FIXTURE.leaving))!;
    expect(gone.status).toBe('ausgelaufen');
    expect(gone.source.statusAsOf).toBe('2026-11-23');
    expect(sink.events.filter((e) => e.type === 'program.removed')).toEqual([
      expect.objectContaining({ data: { programId: gone.id, removedOn: '2026-11-23' } }),
    ]);
    const removedVersion = (await store.history(gone.id)).at(-1)!;
    expect(removedVersion).toMatchObject({ kind: 'removed' });
    expect(removedVersion.diff).toEqual([{ field: 'status', before: 'aktiv', after: 'ausgelaufen' }]);
    // It returns: a new version, active again.
    const back = await importer.execute(await dump([...RUN2, FIXTURE.leaving]));
    expect(back.counts.returned).toBe(1);
    expect((await program(FIXTURE.leaving))!.status).toBe('aktiv');
  });

  it('refuses a run whose row count drops by more than 10 % and keeps it for review', async () => {
    await importer.execute(await dump(RUN1));
    const before = store.versions.length;
    const partial = await importer.execute(
      await dump([FIXTURE.bayern, FIXTURE.loan, FIXTURE.eu, FIXTURE.guarantee, FIXTURE.curated]),
    );
    expect(partial.status).toBe('refused');
    expect(partial.note).toMatch(/5 gültige Zeilen statt 6/);
    expect(store.versions).toHaveLength(before);
    expect((await store.findRun(partial.id))!.status).toBe('refused');
    // The operator can apply it anyway.
    expect((await importer.execute(await dump([FIXTURE.bayern]), { force: true })).status).toBe('applied');
  });

  it("keeps a refused run's file; the operator applies exactly that file later by the run id", async () => {
    await importer.execute(await dump(RUN1));
    const path = await dump([FIXTURE.bayern, FIXTURE.loan, FIXTURE.eu, FIXTURE.guarantee, FIXTURE.curated]);
    const partial = await importer.execute(path);
    expect(partial.note).toContain(`catalogue:import --run ${partial.id}`);
    expect(await held.pathOf(partial.id)).not.toBeNull();
    await rm(path); // the source is gone (a temporary download): the kept copy is what gets applied
    clock.set(new Date('2026-11-24T10:00:00Z')); // the operator's decision, a day later

    const applied = await importer.applyHeld(partial.id);
    expect(applied).toMatchObject({ status: 'applied', source: path, fileChecksum: partial.fileChecksum });
    expect(applied.counts).toMatchObject({ rows: 5, unchanged: 5 });
    expect(applied.note).toContain(`Zurückgehaltener Lauf ${partial.id} angewendet.`);
    expect(await store.lastAppliedRun()).toMatchObject({ id: applied.id });
    expect(await held.pathOf(partial.id)).toBeNull(); // released once applied
    await expect(importer.applyHeld(partial.id)).rejects.toThrow(HeldDumpUnavailableError);
    await expect(importer.applyHeld(applied.id)).rejects.toThrow(/kein zurückgehaltener \(refused\) Lauf/);
  });

  it('refuses to apply a kept file that differs from the one refused', async () => {
    await importer.execute(await dump(RUN1));
    const partial = await importer.execute(await dump([FIXTURE.bayern]));
    await writeDumpZip((await held.pathOf(partial.id))!, [FIXTURE.eu]);
    await expect(importer.applyHeld(partial.id)).rejects.toThrow(/weicht von der geprüften ab/);
    expect((await store.lastAppliedRun())!.counts.rows).toBe(6);
  });

  it('refuses to run beside another import; a run left running for an hour counts as abandoned', async () => {
    const other = { ...(await importer.execute(await dump(RUN1))), id: 'other', status: 'running' as const };
    await store.startRun({ ...other, startedAt: new Date('2026-11-23T09:30:00Z') });
    await expect(importer.execute(await dump(RUN2))).rejects.toThrow(
      /anderer Import läuft bereits \(Lauf other\)/,
    );
    await store.finishRun({ ...other, startedAt: new Date('2026-11-23T08:59:00Z') });
    expect((await importer.execute(await dump(RUN2))).status).toBe('applied');
    expect((await store.findRun('other'))!.status).toBe('failed');
  });

  it('reads a bare CSV too', async () => {
    const path = join(dir, 'plain.csv');
    await writeFile(path, toCsv([FIXTURE.eu]));
    expect((await importer.execute(path)).counts.new).toBe(1);
  });
});
