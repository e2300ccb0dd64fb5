import { plainTextOf } from '@libs/catalogue';
import { EXPORT_FIXTURE } from '../testing/fixture-export';
import { exportPlainText, hasLostCharacter, richTextHtml } from './export-text';
import { QuirkTally } from './export-quirks';

describe('export texts', () => {
  it('strips the literal CDATA markers and invisible characters, nothing else; the empty div is empty', () => {
    const tally = new QuirkTally();
    expect(richTextHtml('<![CDATA[<div xmlns:xlink="x"><p>Zu\u00adschuss</p></div>]]>', tally)).toBe(
      '<div xmlns:xlink="x"><p>Zuschuss</p></div>',
    );
    expect(richTextHtml('<![CDATA[<div xmlns:xlink="http://www.w3.org/1999/xlink"></div>]]>', tally)).toBe(
      '',
    );
    expect(richTextHtml(null, tally)).toBe('');
    expect(tally.list().map((q) => [q.code, q.count])).toEqual([
      ['invisibleChars', 1],
      ['cdataMarkers', 2],
    ]);
  });

  it('renders plain text exactly as the catalogue does, with or without the HTML parser', () => {
    const fragments = [
      ...Object.values(EXPORT_FIXTURE).flatMap((p) =>
        Object.values(p).filter((v): v is string => typeof v === 'string' && v.includes('<')),
      ),
      '<div><p>Förderung ( <span>Minitraité</span>)</p><h2>Ziel</h2><ul><li>a</li><li>b</li></ul></div>',
      '<p>a<br />b<br>c</p>',
      '<p>1 &lt; 2 &amp; 3</p>',
      '<p>a < b und c > d</p>',
      '<p>Text<!-- Kommentar --></p><script>alert(1)</script>',
      'ohne Auszeichnung  ',
    ];
    for (const html of fragments) expect(exportPlainText(html)).toBe(plainTextOf(html));
  });

  it('sees a lost character only where the source put a `?` for one', () => {
    expect(hasLostCharacter('Eingliederungszuschuss ? Finanzielle Hilfe')).toBe(true);
    expect(hasLostCharacter('(?Minitraité?)')).toBe(true);
    expect(hasLostCharacter('Seiten 12?14')).toBe(true);
    expect(hasLostCharacter('Was wird gefördert?')).toBe(false);
    expect(hasLostCharacter('Wer? Wie? Was?')).toBe(false);
  });
});
