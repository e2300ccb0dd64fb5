import { LEGAL_ACTS } from './acts';
import { cite, NOT_VERIFIED, renderEntry, sourcesCitedIn } from './cite';
import { citationProblems } from './citation-problems';
import { isOfficialUrl } from './official-hosts';
import { SOURCE_ENTRIES } from './source-entries';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/u;
const acts = new Map(LEGAL_ACTS.map((a) => [a.id, a]));

describe('the source registry cites official texts only', () => {
  it.each(LEGAL_ACTS.map((a) => [a.id, a] as const))('act %s: official host, dated, identified', (_, act) => {
    expect(isOfficialUrl(act.url)).toBe(true);
    expect(act.identifier.trim()).not.toBe('');
    expect(act.versionDate).toMatch(ISO_DAY);
    expect(act.validFrom).toMatch(ISO_DAY);
    if (act.validTo !== null) {
      expect(act.validTo).toMatch(ISO_DAY);
      expect(act.validTo >= act.validFrom).toBe(true);
    }
  });

  it.each(SOURCE_ENTRIES.map((e) => [e.id, e] as const))(
    'entry %s: known act, article, validity, official link',
    (_, entry) => {
      if (entry.act === null) {
        // A fact without an act is either the program's own guideline (catalogue entry) or says it is unverified.
        expect(entry.catalogueEntry === true || Boolean(entry.notVerified)).toBe(true);
        if (!entry.catalogueEntry) expect(entry.validFrom).toMatch(ISO_DAY);
        return;
      }
      const act = acts.get(entry.act);
      expect(act).toBeDefined();
      if (act?.articleLabel && !entry.notVerified) expect(entry.article?.trim()).toBeTruthy();
      for (const id of entry.amendedBy ?? []) expect(acts.get(id)).toBeDefined();
      if (entry.url) expect(isOfficialUrl(entry.url)).toBe(true);
    },
  );

  it('has unique ids, and no rendered entry is contained in another (the v2 field finds each exactly)', () => {
    expect(new Set(LEGAL_ACTS.map((a) => a.id)).size).toBe(LEGAL_ACTS.length);
    expect(new Set(SOURCE_ENTRIES.map((e) => e.id)).size).toBe(SOURCE_ENTRIES.length);
    const texts = SOURCE_ENTRIES.map(renderEntry);
    texts.forEach((t, i) => texts.forEach((u, j) => i !== j && expect(u.includes(t)).toBe(false)));
  });

  it.each(SOURCE_ENTRIES.map((e) => [e.id] as const))('entry %s is found again in its own text', (id) => {
    const text = cite(id);
    expect(sourcesCitedIn(text).map((s) => s.id)).toEqual([id]);
    expect(citationProblems(text)).toEqual([]);
  });

  it('says "amtliche Quelle nicht geprüft" wherever an entry could not be verified', () => {
    for (const e of SOURCE_ENTRIES.filter((x) => x.notVerified))
      expect(renderEntry(e)).toContain(NOT_VERIFIED);
  });

  it('renders acts as lawyers cite them, with the amending act and its ELI', () => {
    expect(cite('deminimis-art-3-2')).toBe(
      'VO (EU) 2023/2831 Art. 3 Abs. 2 (http://data.europa.eu/eli/reg/2023/2831/oj)',
    );
    expect(cite('fzulg-4-1')).toBe(
      '§ 4 Abs. 1 FZulG i. d. F. Wachstumschancengesetz vom 27.03.2024, BGBl. 2024 I Nr. 108 (https://www.gesetze-im-internet.de/fzulg/__4.html; https://www.recht.bund.de/bgbl/1/2024/108/VO.html)',
    );
    const two = cite('gber-art-17-6-rates', 'gber-art-4-1-c');
    expect(sourcesCitedIn(two).map((s) => [s.id, s.article, s.paragraph, s.point])).toEqual([
      ['gber-art-17-6-rates', 'Art. 17', '6', null],
      ['gber-art-4-1-c', 'Art. 4', '1', 'c'],
    ]);
    expect(sourcesCitedIn(two)[0]?.amendedBy).toEqual([
      {
        act: 'VO (EU) 2023/1315',
        identifier: 'ELI reg/2023/1315/oj',
        url: 'http://data.europa.eu/eli/reg/2023/1315/oj',
      },
    ]);
  });

  it('flags a secondary link and a text that cites no registry entry', () => {
    expect(citationProblems(`${cite('gber-art-13')}; https://statute-mirror.example.com/eu/651/13`)).toEqual([
      'nicht amtliche Quelle: https://statute-mirror.example.com/eu/651/13',
    ]);
    expect(citationProblems('AGVO Art. 13')).toEqual(['kein Eintrag des Quellenregisters: AGVO Art. 13']);
    expect(() => cite('no-such-entry')).toThrow(/Unbekannter Quelleneintrag/);
  });

  it('keeps a program page from the catalogue as a link of its own, official or not', () => {
    const text = `Richtlinie X (https://www.foerderdatenbank.de/FDB/x.html); ${cite('program-guideline')}`;
    const found = sourcesCitedIn(text);
    expect(found.map((s) => [s.kind, s.url, s.officialSourceVerified])).toEqual([
      ['program-page', 'https://www.foerderdatenbank.de/FDB/x.html', true],
      ['catalogue-entry', null, true],
    ]);
    expect(sourcesCitedIn('Richtlinie (https://blog.example.com/x)')[0]?.officialSourceVerified).toBe(false);
  });
});
