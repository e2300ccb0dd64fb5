import { FixedClock } from '@libs/shared';
import { RecordingEventSink } from '../testing/recording-event-sink';
import { LegalChangeStore, LegalFeed, type LegislativeChange } from './legal-feed.port';
import { MonitorLegalRules } from './monitor-legal-rules.use-case';
import { NoticeLedger } from './notice-ledger.port';
import { AnnounceDeadlines } from './announce-deadlines.use-case';
import { InMemoryProgramRepository, aProgram } from '@libs/catalogue/testing';

class MemoryLedger extends NoticeLedger {
  readonly keys = new Set<string>();
  async claim(key: string): Promise<boolean> {
    if (this.keys.has(key)) return false;
    this.keys.add(key);
    return true;
  }
}

class MemoryChanges extends LegalChangeStore {
  mark: Date | null = null;
  readonly seen = new Map<string, number>();
  async watermark(): Promise<Date | null> {
    return this.mark;
  }
  async setWatermark(_: string, at: Date): Promise<void> {
    this.mark = at;
  }
  async record(_: string, c: LegislativeChange): Promise<boolean> {
    if ((this.seen.get(c.id) ?? -1) >= c.updatedAt.getTime()) return false;
    this.seen.set(c.id, c.updatedAt.getTime());
    return true;
  }
}

class ListFeed extends LegalFeed {
  readonly asked: Date[] = [];
  constructor(private readonly items: LegislativeChange[]) {
    super();
  }
  async *changesSince(since: Date): AsyncIterable<LegislativeChange> {
    this.asked.push(since);
    yield* this.items.filter((i) => i.updatedAt >= since);
  }
}

const change = (id: string, title: string, at: string): LegislativeChange => ({
  id,
  title,
  text: title,
  updatedAt: new Date(at),
  promulgatedOn: null,
  inForceFrom: null,
});

describe('MonitorLegalRules', () => {
  it('announces the GBER end once within 90 days, not before', async () => {
    const clock = new FixedClock(new Date('2026-09-01T08:00:00Z'));
    const sink = new RecordingEventSink();
    const monitor = new MonitorLegalRules(new MemoryLedger(), sink, clock, null, new MemoryChanges());
    expect(await monitor.execute()).toEqual({ expiring: 0, changes: 0 }); // 121 days left
    clock.set(new Date('2026-10-03T08:00:00Z'));
    expect(await monitor.execute()).toEqual({ expiring: 1, changes: 0 });
    clock.set(new Date('2026-10-04T08:00:00Z'));
    expect(await monitor.execute()).toEqual({ expiring: 0, changes: 0 });
    expect(sink.events.map((e) => e.data)).toEqual([
      { ruleId: 'gber-651/2014', validTo: '2026-12-31', daysLeft: 89 },
    ]);
  });

  it('matches feed changes to rules by their sources, once per update, reading from the watermark minus overlap', async () => {
    const clock = new FixedClock(new Date('2026-06-01T08:00:00Z'));
    const sink = new RecordingEventSink();
    const feed = new ListFeed([
      change('1', 'Änderung der Allgemeinen Gruppenfreistellungsverordnung (AGVO)', '2026-05-20T00:00:00Z'),
      change('2', 'Gesetz über Fischereiabgaben', '2026-05-21T00:00:00Z'),
    ]);
    const changes = new MemoryChanges();
    const monitor = new MonitorLegalRules(new MemoryLedger(), sink, clock, feed, changes);
    expect(await monitor.execute()).toEqual({ expiring: 0, changes: 1 });
    expect(sink.events[0]!.data).toEqual({
      changeId: '1',
      title: expect.stringContaining('AGVO'),
      ruleIds: ['gber-651/2014'],
    });
    expect(changes.mark).toEqual(new Date('2026-05-21T00:00:00Z'));
    expect(await monitor.execute()).toEqual({ expiring: 0, changes: 0 });
    expect(feed.asked[1]).toEqual(new Date('2026-05-19T00:00:00Z'));
  });
});

describe('AnnounceDeadlines', () => {
  it('announces 30, 7 and 1 days ahead once each; a missed day still announces; expired programs never', async () => {
    const clock = new FixedClock(new Date('2026-11-01T08:00:00Z'));
    const sink = new RecordingEventSink();
    const programs = new InMemoryProgramRepository([
      aProgram({ id: 'a', applicationDeadline: '2026-12-01' }),
      aProgram({ id: 'old', applicationDeadline: '2026-11-20', status: 'ausgelaufen' }),
    ]);
    const job = new AnnounceDeadlines(programs, new MemoryLedger(), sink, clock);
    const at = async (day: string) => {
      clock.set(new Date(`${day}T08:00:00Z`));
      return (await job.execute()).announced;
    };
    expect(await at('2026-11-01')).toBe(1); // 30 days
    expect(await at('2026-11-02')).toBe(0);
    expect(await at('2026-11-26')).toBe(1); // 5 days: the 7-day notice, a day late
    expect(await at('2026-11-30')).toBe(1);
    expect(await at('2026-12-02')).toBe(0);
    expect(sink.events.map((e) => e.data.daysLeft)).toEqual([30, 5, 1]);
    expect(sink.events[0]!.data.deadline).toBe('2026-12-01T23:59:59+01:00');
  });
});
