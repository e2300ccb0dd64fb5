/** An event about the public catalogue, for every tenant that subscribes to it. */
export interface CatalogueEvent {
  type:
    | 'program.updated'
    | 'program.removed'
    | 'catalogue.synced'
    | 'catalogue.daily_summary'
    | 'program.deadline_approaching'
    | 'legal.rule_expiring'
    | 'legal.change_detected';
  data: Record<string, unknown>;
  /** Same key, one event per tenant, however often the job that raises it runs. */
  idempotencyKey: string;
}

/** Fans catalogue events out to the tenants' webhook pipeline and event feed. */
export abstract class CatalogueEventSink {
  abstract publish(events: readonly CatalogueEvent[]): Promise<void>;
}
