import { captionCues } from './caption-cues';

describe('caption cues within broadcast limits', () => {
  // 192 characters spoken over 14 s were one cue.
  const narration =
    'Gefördert werden Investitionen in hocheffiziente Querschnittstechnologien, in erneuerbare Prozesswärme und in Energiemanagement-Software. Der Zuschuss beträgt höchstens 250.000 Euro je Vorhaben.';

  it('splits a long narration into cues of at most 2 lines of 42 characters and 7 s, in order', () => {
    expect(narration.length).toBeGreaterThanOrEqual(190);
    const cues = captionCues(narration, 10, 24);
    expect(cues.length).toBeGreaterThan(2);
    for (const c of cues) {
      const lines = c.text.split('\n');
      expect(lines.length).toBeLessThanOrEqual(2);
      for (const l of lines) expect([...l].length).toBeLessThanOrEqual(42);
      expect(c.endSec - c.startSec).toBeLessThanOrEqual(7);
      expect(c.endSec).toBeGreaterThan(c.startSec);
    }
    expect(cues[0]!.startSec).toBe(10);
    expect(cues.at(-1)!.endSec).toBeCloseTo(24, 6);
    cues.slice(1).forEach((c, i) => expect(c.startSec).toBeGreaterThanOrEqual(cues[i]!.endSec - 1e-9));
    expect(cues.map((c) => c.text.replace(/\n/g, ' ')).join(' ')).toBe(narration);
  });

  it('never breaks between a number and its unit', () => {
    const cues = captionCues(narration, 0, 14);
    expect(cues.some((c) => c.text.includes('250.000 Euro'))).toBe(true);
    expect(cues.map((c) => c.text).join('\n')).not.toMatch(/\d\n(Euro|Prozent)/);
  });

  it('shows a cue of a slow reading slide for at most 7 s, the rest a pause', () => {
    const [cue] = captionCues('Keine Hinweise.', 0, 12);
    expect(cue).toEqual({ startSec: 0, endSec: 7, text: 'Keine Hinweise.' });
  });
});
