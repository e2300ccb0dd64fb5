import { retentionMatrix } from './retention';

describe('retention periods end at the midnight of the query zone', () => {
  // 22:30 UTC on 31 March is 00:30 on 1 April in Berlin (CEST): March is over there, not in UTC.
  const now = new Date('2026-03-31T22:30:00Z');
  const march = (timeZone?: string) =>
    retentionMatrix(new Map([['2026-03-01', 1]]), [{ cohort: '2026-03-01', offset: 0, actors: 1 }], {
      unit: 'month',
      periods: 1,
      bound: 'bounded',
      now,
      timeZone,
    })[0]!.cells[0]!.incomplete;

  it.each([
    ['Europe/Berlin', false],
    ['UTC', true],
    [undefined, true],
  ])('in %s March is incomplete: %p', (zone, incomplete) => {
    expect(march(zone)).toBe(incomplete);
  });
});
