import { digestPeriod, matchesDigestFilters, nextDigestAt, renderDigest } from './digest';
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

  it('filters by type, Land and category; events without a Land pass a Land filter', () => {
    expect(matchesDigestFilters(event('a.b'), { eventTypes: ['c.d'] })).toBe(false);
    expect(matchesDigestFilters(event('a.b', { federalState: 'SN' }), { laender: ['BY'] })).toBe(false);
    expect(matchesDigestFilters(event('a.b', { federalStates: ['BY', 'SN'] }), { laender: ['SN'] })).toBe(
      true,
    );
    expect(matchesDigestFilters(event('a.b'), { laender: ['SN'], categories: ['digital'] })).toBe(true);
    expect(matchesDigestFilters(event('a.b', { category: 'energie' }), { categories: ['digital'] })).toBe(
      false,
    );
  });

  it('renders a German summary with counts per type', () => {
    const text = renderDigest('weekly', '2026-W48', [event('x.one'), event('x.two'), event('x.two')]);
    expect(text).toBe('Wochenübersicht 2026-W48: 3 neue Ereignisse\n- x.two: 2\n- x.one: 1');
    expect(renderDigest('daily', '2026-11-23', [])).toBe(
      'Tagesübersicht 2026-11-23: keine neuen Ereignisse.',
    );
  });
});
