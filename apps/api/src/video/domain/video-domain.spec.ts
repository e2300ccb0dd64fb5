import { layoutSlide, wrapToWidth } from './text-layout';
import { calculationSummaryScript, programExplainerScript } from './video-script';
import { frameSize } from './video-templates';
import { wavDurationSeconds } from './wav-duration';
import { parseWebVtt, toWebVtt } from './webvtt';

describe('video domain', () => {
  it('wraps German text to a width in pixels (DejaVu Sans at 20 px), never cutting a word', () => {
    // At 20 px: "Förderung für" 137.5 px, "Digitalisierung" 145 px, "Digitalisierung in" 169.6 px.
    expect(wrapToWidth('Förderung für Digitalisierung in kleinen Unternehmen', 160, 20)).toEqual([
      'Förderung für',
      'Digitalisierung',
      'in kleinen',
      'Unternehmen',
    ]);
    // A no-break space keeps the amount with its unit; an address breaks after its separators.
    expect(wrapToWidth('Budget 250.000\u00a0€ gesamt', 130, 20)).toEqual([
      'Budget',
      '250.000\u00a0€',
      'gesamt',
    ]);
    expect(wrapToWidth('https://www.example.org/foerderung/programm.html', 200, 20)).toEqual([
      'https://www.',
      'example.org/',
      'foerderung/',
      'programm.html',
    ]);
  });

  it('shrinks text so that no word is broken while a size with every word whole fits', () => {
    const frame = {
      width: 180,
      height: 320,
      margin: 14,
      headingSize: 18,
      bodySize: 24,
      portrait: true,
      captions: false,
    };
    // "Querschnittstechnologien" is 308.6 px at 24 px, 231.5 px at 18, 205.7 px at 16 (the smallest tried).
    // 152 px wide: whole at no size, so the largest, broken with hyphens.
    const narrow = layoutSlide({ heading: 'Was', body: 'Querschnittstechnologien' }, frame);
    expect(narrow.body.size).toBe(24);
    expect(narrow.body.lines.join('').replace(/-/g, '')).toBe('Querschnittstechnologien');
    expect(narrow.body.lines.slice(0, -1).every((l) => l.endsWith('-'))).toBe(true);
    // 232 px wide: whole at 18 px, chosen over a broken word at 24 px.
    const wide = layoutSlide({ heading: 'Was', body: 'Querschnittstechnologien' }, { ...frame, width: 260 });
    expect(wide.body.size).toBe(18);
    expect(wide.body.lines).toEqual(['Querschnittstechnologien']);
  });

  it.each([
    ['16:9', 180, { width: 320, height: 180 }],
    ['9:16', 180, { width: 180, height: 320 }],
    ['16:9', 720, { width: 1280, height: 720 }],
  ] as const)('%s at %i px is %o', (aspect, side, size) => expect(frameSize(aspect, side)).toEqual(size));

  it('writes the program facts in German: rate, maximum and deadline', () => {
    const slides = programExplainerScript({
      name: 'Digitalbonus',
      provider: 'Bundesland',
      description: 'Gefördert werden Investitionen in Software. Mehr Text.',
      maxAmountEur: 50_000,
      subsidyRateMax: 0.5,
      applicationDeadline: '2026-12-31',
      url: 'https://example.org',
    });
    expect(slides.map((s) => s.body)).toEqual([
      'Fördergeber: Bundesland',
      'Gefördert werden Investitionen in Software.',
      'Bis zu 50\u00a0%, höchstens 50.000\u00a0€',
      'Antrag bis 31.12.2026\nhttps://example.org',
    ]);
    expect(slides[2]!.narration).toBe('Gefördert werden bis zu 50 Prozent, höchstens 50.000 Euro.');
  });

  it.each([
    ['with a short address', 'https://example.org/p', true],
    ['with an address too long for a slide', `https://example.org/${'x'.repeat(130)}`, false],
    ['without an address', null, false],
  ])('says "im Bild" only on a slide that shows the link (%s)', (_, url, shown) => {
    for (const amountsKnown of [true, false]) {
      const slides = programExplainerScript({
        name: 'Digitalbonus',
        provider: 'Bundesland',
        description: 'Gefördert werden Investitionen in Software.',
        maxAmountEur: 50_000,
        subsidyRateMax: 0.5,
        amountsKnown,
        applicationDeadline: null,
        url,
      });
      for (const slide of slides) {
        if (slide.narration.includes('im Bild')) expect(slide.body).toContain(url);
      }
      expect(slides[3]!.narration.includes('im Bild')).toBe(shown);
      if (url && !shown) expect(slides[3]!.narration).toContain('example.org');
    }
  });

  it('summarises a calculation with its warnings in plain German', () => {
    const slides = calculationSummaryScript({
      programName: 'Beratung',
      estimatedSubsidyEur: 1750,
      effectiveSubsidyRate: 0.5,
      projectBudgetEur: 3500,
      eligible: true,
      warnings: ['De-minimis-Grenze beachten.'],
    });
    // No-break spaces between the numbers and their units: "3.500 / € Projektbudget" broke across lines.
    expect(slides[1]!.body).toBe('1.750\u00a0€ bei 3.500\u00a0€ Projektbudget\nFörderquote 50\u00a0%');
    expect(slides[2]!.narration).toBe('Bitte beachten Sie: De-minimis-Grenze beachten.');
  });

  it('round-trips WebVTT cues and keeps "-->" out of cue text', () => {
    const cues = [
      { startSec: 0, endSec: 2.5, text: 'Erste Folie' },
      { startSec: 2.5, endSec: 3661.042, text: 'a --> b' },
    ];
    const vtt = toWebVtt(cues);
    expect(vtt).toContain('00:00:02.500 --> 01:01:01.042');
    expect(parseWebVtt(vtt)).toEqual([cues[0], { ...cues[1], text: 'a → b' }]);
  });

  it('reads a WAV length from its header', () => {
    const wav = Buffer.alloc(44 + 44_100);
    wav.write('RIFF', 0, 'ascii');
    wav.write('WAVE', 8, 'ascii');
    wav.write('fmt ', 12, 'ascii');
    wav.writeUInt32LE(16, 16);
    wav.writeUInt32LE(44_100, 28); // byte rate: 22,050 Hz, 16 bit, mono
    wav.write('data', 36, 'ascii');
    wav.writeUInt32LE(44_100, 40);
    expect(wavDurationSeconds(wav)).toBe(1);
  });
});
