import { CatalogueEventSink, type CatalogueEvent } from '../application/catalogue-event-sink.port';

/** Keeps what was published, once per idempotency key (like the outbox does per tenant). */
export class RecordingEventSink extends CatalogueEventSink {
  readonly events: CatalogueEvent[] = [];

  async publish(events: readonly CatalogueEvent[]): Promise<void> {
    for (const e of events)
      if (!this.events.some((known) => known.idempotencyKey === e.idempotencyKey)) this.events.push(e);
  }
}
