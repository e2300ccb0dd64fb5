import { germanDayOf, type Clock } from '@libs/shared';
import { mergeRunSummaries, type RunSummaryData } from '../domain/run-summary';
import type { CatalogueEventSink } from './catalogue-event-sink.port';
import { SUMMARY_SOURCE } from './catalogue-events';
import type { NoticeLedger } from './notice-ledger.port';
import type { ProgramSyncStore } from './program-sync-store.port';

const DAY_MS = 86_400_000;

/**
 * The digest mode of the catalogue news: once a day, after the daily import, the runs applied in
 * the 24 hours before as one `catalogue.daily_summary` (a chat subscribed to it gets one message a day
 * instead of one per run). Once per German day: the ledger records the day before it is published, and the
 * outbox's key keeps a repeated job single per tenant.
 */
export class AnnounceCatalogueDay {
  constructor(
    private readonly store: ProgramSyncStore,
    private readonly ledger: NoticeLedger,
    private readonly events: CatalogueEventSink,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<{ announced: number }> {
    const now = this.clock.now();
    const day = germanDayOf(now);
    const runs = await this.store.summarisedRunsSince(new Date(now.getTime() - DAY_MS));
    if (runs.length === 0) return { announced: 0 };
    const key = `catalogue.daily_summary:${day}`;
    if (!(await this.ledger.claim(key, now))) return { announced: 0 };
    const merged = mergeRunSummaries(runs.map((r) => r.summary as unknown as RunSummaryData));
    await this.events.publish([
      {
        type: 'catalogue.daily_summary',
        data: { day, runIds: runs.map((r) => r.id), ...merged, source: { ...SUMMARY_SOURCE } },
        idempotencyKey: key,
      },
    ]);
    return { announced: 1 };
  }
}
