import fc from 'fast-check';
import { endOfGermanDay, germanDayOf } from './german-day';

/** The German calendar day straight from Intl, without the per-hour memo of german-day.ts. */
const reference = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin', dateStyle: 'short' });

describe('German days', () => {
  it('changes the day at midnight in Berlin, on both sides of the 2026 clock changes', () => {
    expect(germanDayOf(new Date('2026-03-28T22:59:59.999Z'))).toBe('2026-03-28'); // 23:59 CET
    expect(germanDayOf(new Date('2026-03-28T23:00:00Z'))).toBe('2026-03-29'); // 00:00 CET
    expect(germanDayOf(new Date('2026-03-29T21:59:59.999Z'))).toBe('2026-03-29'); // 23:59 CEST
    expect(germanDayOf(new Date('2026-03-29T22:00:00Z'))).toBe('2026-03-30');
    expect(germanDayOf(new Date('2026-10-24T21:59:59.999Z'))).toBe('2026-10-24');
    expect(germanDayOf(new Date('2026-10-25T22:59:59.999Z'))).toBe('2026-10-25'); // 23:59 CET again
    expect(germanDayOf(new Date('2026-10-25T23:00:00Z'))).toBe('2026-10-26');
  });

  it('ends a day at 23:59:59.999 Berlin time in winter and in summer', () => {
    expect(endOfGermanDay('2026-12-31').toISOString()).toBe('2026-12-31T22:59:59.999Z');
    expect(endOfGermanDay('2026-07-01').toISOString()).toBe('2026-07-01T21:59:59.999Z');
    expect(endOfGermanDay('2026-03-29').toISOString()).toBe('2026-03-29T21:59:59.999Z');
    expect(endOfGermanDay('2026-10-25').toISOString()).toBe('2026-10-25T22:59:59.999Z');
  });

  it('agrees with Intl for any instant from 1990 to 2040, asked once or again', () => {
    const instants = fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2040, 0, 1) });
    fc.assert(
      fc.property(instants, (ms) => {
        const at = new Date(ms);
        const expected = reference.format(at);
        return germanDayOf(at) === expected && germanDayOf(new Date(ms)) === expected;
      }),
      { numRuns: 20_000, seed: 20261123 },
    );
  });
});
