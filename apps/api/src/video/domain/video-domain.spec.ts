import { wrapText } from './text-layout';
import { calculationSummaryScript, programExplainerScript } from './video-script';
import { frameSize } from './video-templates';
import { wavDurationSeconds } from './wav-duration';
import { parseWebVtt, toWebVtt } from './webvtt';

describe('video domain', () => {
  it('wraps German text to the width and marks what is cut', () => {
    expect(wrapText('Förderung für Digitalisierung in kleinen Unternehmen', 20, 3)).toEqual([
      'Förderung für',
      'Digitalisierung in',
      'kleinen Unternehmen',
    ]);
    expect(wrapText('eins zwei drei vier fünf sechs', 10, 2)).toEqual(['eins zwei', 'drei vier…']);
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
      'Bis zu 50 %, höchstens 50.000 €',
      'Antrag bis 31.12.2026\nhttps://example.org',
    ]);
    expect(slides[2]!.narration).toBe('Gefördert werden bis zu 50 Prozent, höchstens 50.000 Euro.');
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
    expect(slides[1]!.body).toBe('1.750 € bei 3.500 € Projektbudget\nFörderquote 50 %');
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
