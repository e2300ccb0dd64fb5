import {
  digestPeriod,
  filtersOnPrograms,
  matchesDigestFilters,
  nextDigestAt,
  programIdsOf,
  renderDigest,
} from './digest';
import type { FeedEvent } from './feed-event';

const event = (type: string, data: Record<string, unknown> = {}): FeedEvent => ({
  id: 1,
  type,
  sandbox: false,
  data,
  createdAt: new Date('2026-11-23T10:00:00Z'),
});

describe('digests', () => {
  it('keeps the local time across a DST change (08:00 Berlin is 07:00 UTC in winter, 06:00 in summer)', () => {
    const weekly = { cadence: 'weekly' as const, at: '08:00', weekday: 1, timeZone: 'Europe/Berlin' };
    expect(nextDigestAt(weekly, new Date('2026-11-23T12:00:00Z')).toISOString()).toBe(
      '2026-11-30T07:00:00.000Z',
    );
    expect(nextDigestAt(weekly, new Date('2026-03-24T00:00:00Z')).toISOString()).toBe(
      '2026-03-30T06:00:00.000Z',
    );
    const daily = { cadence: 'daily' as const, at: '18:30', weekday: 1, timeZone: 'America/New_York' };
    expect(nextDigestAt(daily, new Date('2026-11-23T12:00:00Z')).toISOString()).toBe(
      '2026-11-23T23:30:00.000Z',
    );
  });

  it('names periods by local date or ISO week in the schedule’s zone', () => {
    // 23:30 UTC on Sunday is already Monday in Berlin: a new ISO week there.
    expect(digestPeriod('weekly', new Date('2026-11-29T23:30:00Z'), 'Europe/Berlin')).toBe('2026-W49');
    expect(digestPeriod('weekly', new Date('2026-11-29T23:30:00Z'), 'UTC')).toBe('2026-W48');
    expect(digestPeriod('weekly', new Date('2027-01-01T12:00:00Z'), 'UTC')).toBe('2026-W53');
    expect(digestPeriod('daily', new Date('2026-11-29T23:30:00Z'), 'Europe/Berlin')).toBe('2026-11-30');
  });

  const programs = new Map([
    ['sn-grant', { eligibleRegions: ['SN'], category: 'zuschuss' }],
    ['by-loan', { eligibleRegions: ['BY'], category: 'darlehen' }],
    ['federal-grant', { eligibleRegions: ['bundesweit'], category: 'zuschuss' }],
  ]);
  const updated = (programId: string) => event('program.updated', { programId, changedFields: ['x'] });

  it('filters by event type on the event itself', () => {
    expect(matchesDigestFilters(event('a.b'), { eventTypes: ['c.d'] }, programs)).toBe(false);
    expect(matchesDigestFilters(event('c.d'), { eventTypes: ['c.d'] }, programs)).toBe(true);
    expect(matchesDigestFilters(event('a.b'), {}, programs)).toBe(true);
  });

  it('filters by Land on the program: its own Land or nationwide, never another Land', () => {
    const sn = { laender: ['SN'] };
    expect(matchesDigestFilters(updated('sn-grant'), sn, programs)).toBe(true);
    expect(matchesDigestFilters(updated('by-loan'), sn, programs)).toBe(false);
    expect(matchesDigestFilters(updated('federal-grant'), sn, programs)).toBe(true);
    expect(matchesDigestFilters(updated('by-loan'), { laender: ['SN', 'BY'] }, programs)).toBe(true);
  });

  it('filters by category, and with both filters needs one program that meets both', () => {
    expect(matchesDigestFilters(updated('by-loan'), { categories: ['zuschuss'] }, programs)).toBe(false);
    expect(matchesDigestFilters(updated('sn-grant'), { categories: ['zuschuss'] }, programs)).toBe(true);
    const plan = event('funding_plan.created', { programIds: ['by-loan', 'sn-grant'] });
    expect(matchesDigestFilters(plan, { laender: ['BY'], categories: ['zuschuss'] }, programs)).toBe(false);
    expect(matchesDigestFilters(plan, { laender: ['SN'], categories: ['zuschuss'] }, programs)).toBe(true);
  });

  it('leaves out events without a program, or with an unknown one, once a Land or category is asked for', () => {
    const quota = event('quota.threshold_reached', { percent: 80 });
    expect(matchesDigestFilters(quota, { laender: ['SN'] }, programs)).toBe(false);
    expect(matchesDigestFilters(quota, { categories: ['zuschuss'] }, programs)).toBe(false);
    expect(matchesDigestFilters(updated('deleted-program'), { laender: ['SN'] }, programs)).toBe(false);
    expect(matchesDigestFilters(updated('deleted-program'), {}, programs)).toBe(true);
  });

  it('finds the programs an event names, once each', () => {
    expect(programIdsOf(updated('a'))).toEqual(['a']);
    expect(programIdsOf(event('funding_plan.created', { programIds: ['a', 'b', 'a', 7] }))).toEqual([
      'a',
      'b',
    ]);
    expect(programIdsOf(event('quota.threshold_reached', { programId: 42 }))).toEqual([]);
    expect(filtersOnPrograms({ eventTypes: ['a.b'], laender: [] })).toBe(false);
    expect(filtersOnPrograms({ categories: ['zuschuss'] })).toBe(true);
  });

  it('renders a German summary with counts per type, named by their German descriptions', () => {
    const names: Record<string, string> = { 'x.two': 'Ein Zweites ist geschehen.' };
    const text = renderDigest(
      'weekly',
      '2026-W48',
      [event('x.one'), event('x.two'), event('x.two')],
      (type) => names[type],
    );
    expect(text).toBe(
      'Wochenübersicht 2026-W48: 3 neue Ereignisse\n- 2× Ein Zweites ist geschehen.\n- 1× x.one',
    );
    expect(renderDigest('daily', '2026-11-23', [], () => undefined)).toBe(
      'Tagesübersicht 2026-11-23: keine neuen Ereignisse.',
    );
  });
});
