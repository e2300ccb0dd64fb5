import { quotaPeriodOf, quotaResetOf, secondsUntil } from './quota-period';

describe('quota period (UTC calendar month)', () => {
  it.each([
    ['2026-01-31T23:59:59.999Z', '2026-01', '2026-02-01T00:00:00.000Z'],
    ['2026-02-01T00:00:00.000Z', '2026-02', '2026-03-01T00:00:00.000Z'],
    ['2026-12-15T12:00:00.000Z', '2026-12', '2027-01-01T00:00:00.000Z'],
    // 00:30 in Berlin on 1 March is still February in UTC.
    ['2026-02-28T23:30:00.000Z', '2026-02', '2026-03-01T00:00:00.000Z'],
  ])('%s lies in %s, which resets at %s', (at, period, reset) => {
    expect(quotaPeriodOf(new Date(at))).toBe(period);
    expect(quotaResetOf(new Date(at)).toISOString()).toBe(reset);
  });

  it('rounds seconds up and never answers 0', () => {
    expect(secondsUntil(new Date(1500), new Date(0))).toBe(2);
    expect(secondsUntil(new Date(0), new Date(0))).toBe(1);
  });
});
