import type { TenantScope } from '@libs/shared';
import {
  AnalyticsEventStore,
  type EventOrigin,
  type EventQuery,
  type RetentionQuery,
  type StoredEvent,
  type TimelineQuery,
} from '../application/analytics-event-store.port';
import type { ValidEvent } from '../domain/event-validation';
import type { RetentionRow } from '../domain/retention';
import { timelinesFromEvents, type FunnelEvent, type FunnelTimelines } from '../domain/funnel-timelines';

/** Events in memory, for use-case tests: the ledger semantics of the real store (each id once per tenant). */
export class InMemoryAnalyticsEventStore extends AnalyticsEventStore {
  readonly ids = new Set<string>();
  readonly events: (StoredEvent & { tenantId: string; sandbox: boolean; origin: EventOrigin })[] = [];

  append(scope: TenantScope, events: ValidEvent[], origin: EventOrigin): Promise<Set<string>> {
    const fresh = new Set<string>();
    for (const e of events) {
      const key = `${scope.tenantId}:${e.id}`;
      if (this.ids.has(key)) continue;
      this.ids.add(key);
      fresh.add(e.id);
      this.events.push({
        tenantId: scope.tenantId,
        sandbox: scope.sandbox,
        origin,
        actorId: e.actorId,
        name: e.name,
        occurredAt: e.occurredAt,
        properties: e.properties,
        utm: { source: e.utm.source ?? null, medium: e.utm.medium ?? null, campaign: e.utm.campaign ?? null },
      });
    }
    return Promise.resolve(fresh);
  }

  read(scope: TenantScope, q: EventQuery): Promise<StoredEvent[]> {
    return Promise.resolve(
      this.events
        .filter(
          (e) =>
            e.tenantId === scope.tenantId &&
            e.sandbox === scope.sandbox &&
            e.occurredAt >= q.from &&
            e.occurredAt < q.to &&
            (!q.names || q.names.includes(e.name)),
        )
        .sort(
          (a, b) => a.actorId.localeCompare(b.actorId) || a.occurredAt.getTime() - b.occurredAt.getTime(),
        ),
    );
  }

  async timelines(scope: TenantScope, q: TimelineQuery): Promise<FunnelTimelines> {
    const utmOf = (e: StoredEvent, k: string) =>
      ({ utm_source: e.utm.source, utm_medium: e.utm.medium, utm_campaign: e.utm.campaign })[k] ?? undefined;
    const byActor = new Map<string, FunnelEvent[]>();
    for (const e of await this.read(scope, { ...q, names: q.onlySteps ? q.steps : undefined })) {
      const properties: Record<string, unknown> = {};
      for (const k of q.keys) {
        const value = k.startsWith('utm_') ? utmOf(e, k) : e.properties[k];
        if (value !== undefined && value !== null) properties[k] = value;
      }
      byActor.set(e.actorId, [
        ...(byActor.get(e.actorId) ?? []),
        { name: e.name, at: e.occurredAt.getTime(), properties },
      ]);
    }
    return timelinesFromEvents([...byActor.values()], q.keys);
  }

  readTouches(): Promise<StoredEvent[]> {
    throw new Error('not needed by the use-case tests');
  }

  retention(
    _scope: TenantScope,
    _q: RetentionQuery,
  ): Promise<{ sizes: Map<string, number>; rows: RetentionRow[] }> {
    throw new Error('retention is SQL: tested over the database (test/e2e/analytics-queries)');
  }

  monthlyCounts(): Promise<Map<string, number>> {
    throw new Error('not needed by the use-case tests');
  }
}
