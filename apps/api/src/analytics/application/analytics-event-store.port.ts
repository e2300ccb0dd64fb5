import type { TenantScope } from '@libs/shared';
import type { Transaction } from '../../platform/tenancy/unit-of-work.port';
import type { ValidEvent } from '../domain/event-validation';
import type { FunnelTimelines } from '../domain/funnel-timelines';
import type { RetentionBound, RetentionMode, RetentionRow, RetentionUnit } from '../domain/retention';

export interface RetentionQuery {
  birthEvent: string;
  returnEvent: string;
  unit: RetentionUnit;
  mode: RetentionMode;
  bound: RetentionBound;
  periods: number;
  from: Date;
  to: Date;
  /** IANA zone whose midnights start the periods (UTC unless asked). */
  timeZone: string;
}

export type EventOrigin = 'client' | 'server';

/** One stored event as the queries read it. */
export interface StoredEvent {
  actorId: string;
  name: string;
  occurredAt: Date;
  properties: Record<string, unknown>;
  utm: { source: string | null; medium: string | null; campaign: string | null };
}

export interface EventQuery {
  names?: string[];
  from: Date;
  to: Date;
}

/** What a funnel reads: its steps (and whether it needs the actors' other events too) and the range. */
export interface TimelineQuery {
  steps: string[];
  /** Only the steps' events (`ordered`, `any`), or every event of the actor (`strict`). */
  onlySteps: boolean;
  from: Date;
  to: Date;
  /** Property names (or `utm_source|utm_medium|utm_campaign`) whose values the funnel compares. */
  keys: string[];
}

/** Where events are kept. `append` stores each id of a tenant at most once and says which ids were new. */
export abstract class AnalyticsEventStore {
  abstract append(
    scope: TenantScope,
    events: ValidEvent[],
    origin: EventOrigin,
    receivedAt: Date,
    /** Join this open transaction (a server-side event recorded with the change that caused it). */
    tx?: Transaction,
  ): Promise<Set<string>>;
  /** Events in [from, to), ordered by actor and time (ties by name, so a result is reproducible). */
  abstract read(scope: TenantScope, query: EventQuery): Promise<StoredEvent[]>;
  /** Cohort sizes by cohort start (`YYYY-MM-DD`) and the aggregated return rows (retention-sql.ts). */
  abstract retention(
    scope: TenantScope,
    query: RetentionQuery,
  ): Promise<{ sizes: Map<string, number>; rows: RetentionRow[] }>;
  /**
   * Each actor's events in [from, to) as the funnel needs them, in columns: one timeline per actor, sorted by
   * time, ties by name (bytewise); times in ms; `values` holds the `keys` (undefined when unset; JSON null
   * counts as unset). Leaner than `read`: a year-long funnel reads close to a million rows.
   */
  abstract timelines(scope: TenantScope, query: TimelineQuery): Promise<FunnelTimelines>;
  /** Events with UTM fields or named `conversion` in [from, to), ordered by actor and time. */
  abstract readTouches(scope: TenantScope, conversion: string, from: Date, to: Date): Promise<StoredEvent[]>;
  /** Count of events named `name` per UTC calendar month (`YYYY-MM`) in [from, to). */
  abstract monthlyCounts(
    scope: TenantScope,
    name: string,
    /** `YYYY-MM`, the first month counted, and the month after the last, both in `timeZone`. */
    from: string,
    to: string,
    timeZone: string,
  ): Promise<Map<string, number>>;
}
