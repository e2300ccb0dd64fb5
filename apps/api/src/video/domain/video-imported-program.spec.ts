import { WebVTTParser } from 'webvtt-parser';
import { programExplainerScript, type ProgramFacts } from './video-script';
import { toWebVtt } from './webvtt';

const IMPORTED: ProgramFacts = {
  name: 'Digitalbonus <Test> & Co Bayern',
  provider: 'Bayerisches Staatsministerium für Wirtschaft',
  description: 'Zuschuss für Digitalisierung.',
  maxAmountEur: 0,
  subsidyRateMax: null,
  amountsKnown: false,
  applicationDeadline: null,
  url: 'https://www.foerderdatenbank.de/FDB/Content/DE/Foerderprogramm/Land/Bayern/digitalbonus-test.html',
  attribution: 'Text: Förderdatenbank des Bundes (BMWE), CC BY-ND 3.0 DE, abgerufen am 20.11.2026',
};

/** An imported program without amounts, and captions a WebVTT parser reads as text. */
describe('video of an imported program', () => {
  it('says the amounts are not stated, never "höchstens 0 Euro", and credits the source', () => {
    const slides = programExplainerScript(IMPORTED);
    const all = slides.map((s) => `${s.body}\n${s.narration}`).join('\n');
    expect(all).not.toMatch(/\b0 (€|Euro)/);
    expect(slides[2]).toEqual({
      heading: 'Quote und Höchstbetrag',
      body: 'Förderhöhe nicht angegeben',
      narration: 'Die Förderhöhe ist in der Quelle nicht angegeben. Die Quelle zeigt das nächste Bild.',
    });
    expect(slides.at(-1)!.body).toContain(IMPORTED.url!);
    expect(slides.at(-1)!.body).toContain('CC BY-ND 3.0 DE');
  });

  it('escapes < and & in WebVTT cue text: the W3C parser finds no error and no tag, the words intact', () => {
    const vtt = toWebVtt([
      { startSec: 0, endSec: 2, text: IMPORTED.name },
      { startSec: 2, endSec: 4, text: 'a --> b <i>kein Tag</i>' },
    ]);
    const parsed = new WebVTTParser().parse(vtt, 'metadata');
    expect(parsed.errors).toEqual([]);
    const texts = parsed.cues.map((c) => {
      const children = c.tree.children as { type: string; value?: string }[];
      expect(children.every((n) => n.type === 'text')).toBe(true);
      // webvtt-parser 2.2.0 leaves the ";" of a character reference in the text: drop it to compare.
      return children
        .map((n) => n.value)
        .join('')
        .replace(/([<>&]);/g, '$1');
    });
    expect(texts).toEqual(['Digitalbonus <Test> & Co Bayern', 'a → b <i>kein Tag</i>']);
  });
});
