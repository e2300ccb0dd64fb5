import { CronSchedule } from './cron-schedule';

const at = (iso: string) => new Date(iso);

describe('CronSchedule.slotAt', () => {
  it.each([
    // [cron, zone, now, slot]
    ['0 * * * *', 'UTC', '2026-03-02T12:00:00.000Z', '2026-03-02T12:00:00.000Z'], // exactly on the slot
    ['0 * * * *', 'UTC', '2026-03-02T12:00:00.999Z', '2026-03-02T12:00:00.000Z'],
    ['0 * * * *', 'UTC', '2026-03-02T11:59:59.999Z', '2026-03-02T11:00:00.000Z'], // a moment before
    ['0 3 * * *', 'Europe/Berlin', '2026-01-15T02:00:00.000Z', '2026-01-15T02:00:00.000Z'], // CET = UTC+1
    ['0 3 * * *', 'Europe/Berlin', '2026-07-15T00:59:00.000Z', '2026-07-14T01:00:00.000Z'], // CEST = UTC+2
    ['0 3 * * *', 'Europe/Berlin', '2026-07-15T01:00:00.000Z', '2026-07-15T01:00:00.000Z'],
    ['0 7 * * 1', 'Europe/Berlin', '2026-11-25T10:00:00.000Z', '2026-11-23T06:00:00.000Z'], // Monday 07:00
  ])('%s in %s at %s belongs to %s', (cron, zone, now, slot) => {
    expect(new CronSchedule(cron, zone).slotAt(at(now))?.toISOString()).toBe(slot);
  });

  it('keeps 03:00 local time across the change to summer time (29 March 2026)', () => {
    const daily = new CronSchedule('0 3 * * *', 'Europe/Berlin');
    expect(daily.slotAt(at('2026-03-28T12:00:00Z'))?.toISOString()).toBe('2026-03-28T02:00:00.000Z');
    expect(daily.slotAt(at('2026-03-29T12:00:00Z'))?.toISOString()).toBe('2026-03-29T01:00:00.000Z');
  });

  it('runs a time that does not exist on the spring-forward day once, right after the gap', () => {
    // 02:30 does not exist on 29 March 2026 in Berlin (02:00 -> 03:00).
    const daily = new CronSchedule('30 2 * * *', 'Europe/Berlin');
    const slots = [28, 29, 30].map((d) => daily.slotAt(at(`2026-03-${d}T12:00:00Z`))?.toISOString());
    expect(slots).toEqual([
      '2026-03-28T01:30:00.000Z',
      '2026-03-29T01:00:00.000Z',
      '2026-03-30T00:30:00.000Z',
    ]);
  });

  it('runs a time that occurs twice on the fall-back day once (25 October 2026)', () => {
    // 02:30 occurs at 00:30 UTC (CEST) and again at 01:30 UTC (CET); only the first is a slot.
    const daily = new CronSchedule('30 2 * * *', 'Europe/Berlin');
    expect(daily.slotAt(at('2026-10-25T01:45:00Z'))?.toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(daily.slotAt(at('2026-10-26T00:00:00Z'))?.toISOString()).toBe('2026-10-25T00:30:00.000Z');
  });

  it('gives an hourly schedule distinct slots through the repeated hour', () => {
    const hourly = new CronSchedule('0 * * * *', 'Europe/Berlin');
    const slots = ['00:10', '01:10', '02:10'].map((t) =>
      hourly.slotAt(at(`2026-10-25T${t}:00Z`))?.toISOString(),
    );
    expect(new Set(slots).size).toBe(3);
  });

  it('names the next slot', () => {
    const weekly = new CronSchedule('0 7 * * 1', 'Europe/Berlin');
    expect(weekly.nextAfter(at('2026-11-23T06:00:00Z'))?.toISOString()).toBe('2026-11-30T06:00:00.000Z');
  });

  it.each([
    ['* * * * * *', 'UTC', /five fields/],
    ['0 3 * *', 'UTC', /five fields/],
    ['0 3 * * *', 'Mars/Olympus', /unknown time zone/],
    ['0 3 31 2 *', 'UTC', /never runs/],
    ['61 3 * * *', 'UTC', /.+/],
  ])('refuses %s in %s', (cron, zone, message) => {
    expect(() => new CronSchedule(cron, zone)).toThrow(message);
  });
});
