import { instantOfWallClock, queryInstant, wallClockOf } from './wall-clock';

describe('wall-clock times in a zone', () => {
  it.each([
    // 1 March is winter time (CET, +01:00); 1 July summer time (CEST, +02:00)
    ['2026-03-01', 'Europe/Berlin', '2026-02-28T23:00:00.000Z'],
    ['2026-07-01', 'Europe/Berlin', '2026-06-30T22:00:00.000Z'],
    ['2026-03-01T00:30', 'Europe/Berlin', '2026-02-28T23:30:00.000Z'],
    ['2026-03-01', 'UTC', '2026-03-01T00:00:00.000Z'],
    ['2026-03-01T00:30:00Z', 'Europe/Berlin', '2026-03-01T00:30:00.000Z'],
    ['2026-03-01T00:30:00+01:00', 'UTC', '2026-02-28T23:30:00.000Z'],
    // the hour the clocks skip (29 March 2026, 02:00 -> 03:00) lands an hour later
    ['2026-03-29T02:30', 'Europe/Berlin', '2026-03-29T01:30:00.000Z'],
  ])('%s in %s is %s', (value, zone, iso) => {
    expect(queryInstant(value, zone).toISOString()).toBe(iso);
  });

  it('round-trips the wall clock on both sides of a daylight-saving change', () => {
    for (const iso of [
      '2026-03-29T00:59:59Z',
      '2026-03-29T01:00:00Z',
      '2026-10-25T00:30:00Z',
      '2026-10-25T01:30:00Z',
    ]) {
      const instant = new Date(iso);
      const wall = wallClockOf(instant, 'Europe/Berlin');
      // the autumn's repeated hour is ambiguous on the wall clock: either reading is the same wall time
      expect(wallClockOf(instantOfWallClock(wall, 'Europe/Berlin'), 'Europe/Berlin')).toEqual(wall);
    }
  });

  it('answers an invalid date for a wall clock beyond the Date range, not an exception', () => {
    expect(instantOfWallClock(new Date(NaN), 'Europe/Berlin').getTime()).toBeNaN();
    expect(queryInstant('275760-09-14', 'Europe/Berlin').getTime()).toBeNaN();
    expect(queryInstant('9999-12-31T23:59:59', 'Europe/Berlin').toISOString()).toBe(
      '9999-12-31T22:59:59.000Z',
    );
  });
});
