import { FIXTURE } from '../testing/fixture-dump';
import { normaliseRow } from './normalise-row';
import {
  changesInWords,
  deadlineChangesOf,
  mergeRunSummaries,
  RunSummary,
  SUMMARY_PROGRAMS,
} from './run-summary';

const entry = () => {
  const r = normaliseRow(FIXTURE.bayern);
  if (!r.ok) throw new Error(r.reason);
  return r.entry;
};

describe('a run summary for people', () => {
  it('says a moved deadline in words: a date near "Frist" or "bis zum" that appears or disappears', () => {
    const diff = [
      {
        field: 'texts.description',
        before: '<p>Anträge bis zum 31.12.2026 einreichen. Gegründet 01.01.1990.</p>',
        after: '<p>Anträge bis zum <b>31.3.2027</b> einreichen. Gegründet 01.01.1990.</p>',
      },
    ];
    expect(deadlineChangesOf(diff)).toEqual([
      'Neue Frist im Text: 31.03.2027',
      'Frist nicht mehr im Text: 31.12.2026',
    ]);
    expect(
      deadlineChangesOf([{ field: 'texts.legalBasis', before: '', after: 'Frist bis zum 1.1.2027' }]),
    ).toEqual([]);
  });

  it('says list changes as added and removed labels, texts as changed, the contact once', () => {
    expect(
      changesInWords([
        { field: 'fundingLocations', before: ['Bayern'], after: ['Bayern', 'Sachsen'] },
        { field: 'texts.description', before: 'a', after: 'b' },
        { field: 'contact.phone', before: '1', after: '2' },
        { field: 'contact.email', before: 'a@b.de', after: 'c@b.de' },
        { field: 'offline', before: false, after: true },
      ]),
    ).toEqual([
      'Fördergebiet: + Sachsen',
      'Beschreibung geändert',
      'Kontakt geändert',
      'Status: ausgelaufen',
    ]);
  });

  it('counts every program but keeps only the most important ones, expired and deadlines first', () => {
    const summary = new RunSummary();
    for (let i = 0; i < 1000; i++)
      summary.add({ ...entry(), title: `Programm ${i}` }, `fdb-${i}`, 'changed', [
        { field: 'texts.description', before: 'a', after: 'b' },
      ]);
    summary.add({ ...entry(), title: 'Zuletzt ausgelaufen' }, 'fdb-x', 'expired', []);
    summary.add({ ...entry(), title: 'Zuletzt mit Frist' }, 'fdb-y', 'changed', [
      { field: 'texts.description', before: 'x', after: 'Antragsfrist: 30.06.2027' },
    ]);
    expect(summary.counts).toEqual({ new: 0, changed: 1001, expired: 1, returned: 0 });
    const listed = summary.listed();
    expect(listed).toHaveLength(SUMMARY_PROGRAMS);
    expect(listed.map((p) => p.title).slice(0, 2)).toEqual(['Zuletzt ausgelaufen', 'Zuletzt mit Frist']);
    expect(listed[0]!.sourceUrl).toMatch(/^https:\/\/www\.foerderdatenbank\.de\//);
  });

  it('merges runs: counts added up, each program once with all its changes, ranked again', () => {
    const p = (id: string, kind: 'new' | 'changed' | 'expired', changes: string[] = []) => ({
      programId: id,
      title: id,
      sourceUrl: `https://www.foerderdatenbank.de/${id}.html`,
      kind,
      changedFields: [],
      changes,
      deadlineChanges: [],
    });
    const merged = mergeRunSummaries([
      {
        counts: { new: 2, changed: 0, expired: 0, returned: 0 },
        programs: [p('a', 'new'), p('b', 'new')],
        notListed: 0,
      },
      {
        counts: { new: 0, changed: 1, expired: 1, returned: 0 },
        programs: [p('a', 'changed', ['Titel geändert']), p('c', 'expired')],
        notListed: 3,
      },
    ]);
    expect(merged.counts).toEqual({ new: 2, changed: 1, expired: 1, returned: 0 });
    expect(merged.programs.map((x) => [x.programId, x.kind, x.changes])).toEqual([
      ['c', 'expired', []],
      ['a', 'new', ['Titel geändert']],
      ['b', 'new', []],
    ]);
    expect(merged.notListed).toBe(2); // at least: the second run touched 5, 3 of them listed
  });
});
