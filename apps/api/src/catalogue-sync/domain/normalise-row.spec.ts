import { canonicalUrl, checksumOf, normaliseRow, parseList } from './normalise-row';
import { labelOf } from './dump-vocabulary';
import { dumpRow } from '../testing/fixture-dump';

describe('dump normalisation', () => {
  it('reads lists as JSON, Python repr and the page form, rejoining labels with a comma', () => {
    expect(parseList('["a", "b"]')).toEqual(['a', 'b']);
    expect(parseList("['Aus- & Weiterbildung', 'Existenzgr\\'ünder']")).toEqual([
      'Aus- & Weiterbildung',
      "Existenzgr'ünder",
    ]);
    expect(parseList('Kultur, Medien & Sport, Arbeit', 'funding_area')).toEqual([
      'Kultur, Medien & Sport',
      'Arbeit',
    ]);
    expect(parseList('')).toEqual([]);
    expect(parseList('None')).toEqual([]);
  });

  it('maps codes to labels, keeps unknown values as delivered', () => {
    expect(labelOf('funding_type', 'buergschaft')).toEqual({ label: 'Bürgschaft', known: true });
    expect(labelOf('funding_location', 'nordrhein-westfalen')).toEqual({
      label: 'Nordrhein-Westfalen',
      known: true,
    });
    expect(labelOf('funding_location', 'NW')).toEqual({ label: 'Nordrhein-Westfalen', known: true });
    expect(labelOf('eligible_applicants', 'existenzgruender-in')).toEqual({
      label: 'Existenzgründer/in',
      known: true,
    });
    expect(labelOf('funding_area', '  Neues   Feld ')).toEqual({ label: 'Neues Feld', known: false });
  });

  it('canonicalises URLs', () => {
    expect(canonicalUrl('http://WWW.Foerderdatenbank.de/FDB/a.html#x')).toBe(
      'https://www.foerderdatenbank.de/FDB/a.html',
    );
    expect(canonicalUrl('/FDB/b.html')).toBe('https://www.foerderdatenbank.de/FDB/b.html');
    expect(canonicalUrl('https://example.org/p?utm_source=x&id=2')).toBe('https://example.org/p?id=2');
    expect(canonicalUrl('javascript:alert(1)')).toBeNull();
    expect(canonicalUrl('')).toBeNull();
  });

  it('gives the same checksum for codes and labels, re-wrapped text and a new crawl date; another for a real change', () => {
    const base = dumpRow('Bund/x.html', {
      title: 'X',
      description: '<p>Text  eins</p>',
      funding_type: '["Zuschuss"]',
      funding_location: '["Bayern"]',
    });
    const sum = (row: typeof base) => {
      const r = normaliseRow(row);
      if (!r.ok) throw new Error(r.reason);
      return checksumOf(r.entry);
    };
    const same = {
      ...base,
      funding_type: "['zuschuss']",
      funding_location: 'BY',
      description: '<p>Text\n eins</p>',
      license_info: 'abgerufen am 2026-12-01',
    };
    expect(sum(same)).toBe(sum(base));
    expect(sum({ ...base, description: '<p>Text zwei</p>' })).not.toBe(sum(base));
  });

  it('refuses rows without a valid id, title or URL', () => {
    expect(normaliseRow({ id_hash: 'x', title: 'a', url: 'https://a.de' })).toEqual({
      ok: false,
      reason: expect.stringMatching(/MD5/),
    });
    expect(normaliseRow(dumpRow('Bund/y.html', { title: ' ' }))).toEqual({
      ok: false,
      reason: expect.stringMatching(/title/),
    });
    expect(normaliseRow({ ...dumpRow('Bund/z.html', { title: 'Z' }), url: 'ftp://x' })).toEqual({
      ok: false,
      reason: expect.stringMatching(/url/),
    });
  });
});
