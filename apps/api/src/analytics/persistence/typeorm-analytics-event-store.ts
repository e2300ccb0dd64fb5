import type { EntityManager } from 'typeorm';
import type { TenantTransaction } from '../../platform/tenancy/tenant-transaction';
import { entityManagerOf } from '../../platform/tenancy/typeorm-unit-of-work';
import type { Transaction } from '../../platform/tenancy/unit-of-work.port';
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
import { retentionSql } from './retention-sql';
import type { FunnelTimelines } from '../domain/funnel-timelines';
import { funnelTimelineParams, funnelTimelineSql, monthSlices, parseFunnelLines } from './funnel-timelines';
import { TimelineColumns } from './timeline-columns';

interface EventRow {
  actor_id: string;
  name: string;
  occurred_at: Date | string;
  properties: Record<string, unknown> | string;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
}

/** Per sort or hash of an analytical query (the cohorts' joins; the funnel read has neither). */
const ANALYTICAL_WORK_MEM = '64MB';

/**
 * Events in PostgreSQL (or the embedded PGlite: the same SQL). A batch is one statement: the ids pass the
 * ledger first, and only those it did not know yet are inserted, so a batch sent twice (or two at once)
 * stores each event once.
 */
export class TypeormAnalyticsEventStore extends AnalyticsEventStore {
  constructor(
    private readonly tenantTx: TenantTransaction,
    /**
     * Connections a funnel read's months are spread over: PostgreSQL 15 cannot parallelise its aggregate
     * itself. 1 for the embedded database, which has a single connection anyway.
     */
    private readonly readParts: 1 | 2 = 1,
  ) {
    super();
  }

  async append(
    scope: TenantScope,
    events: ValidEvent[],
    origin: EventOrigin,
    receivedAt: Date,
    tx?: Transaction,
  ): Promise<Set<string>> {
    if (events.length === 0) return new Set();
    const rows = events.map((e) => ({
      id: e.id,
      name: e.name,
      actor_id: e.actorId,
      occurred_at: e.occurredAt.toISOString(),
      properties: e.properties,
      utm_source: e.utm.source ?? null,
      utm_medium: e.utm.medium ?? null,
      utm_campaign: e.utm.campaign ?? null,
      utm_term: e.utm.term ?? null,
      utm_content: e.utm.content ?? null,
    }));
    const run = (sql: string, params: unknown[]): Promise<{ id: string }[]> =>
      tx
        ? (entityManagerOf(tx).query(sql, params) as Promise<{ id: string }[]>)
        : this.tenantTx.query(scope.tenantId, sql, params);
    const inserted = await run(
      `WITH input AS (
         SELECT * FROM jsonb_to_recordset($1::jsonb) AS x(
           id uuid, name text, actor_id text, occurred_at timestamptz, properties jsonb,
           utm_source text, utm_medium text, utm_campaign text, utm_term text, utm_content text)
       ), fresh AS (
         INSERT INTO analytics_event_ids (tenant_id, id, received_at)
         SELECT $2, id, $4 FROM input
         -- server-side events of a tenant that opted out are discarded here, where they are written
         WHERE $5 <> 'server'
           OR NOT EXISTS (SELECT 1 FROM analytics_settings s WHERE s.tenant_id = $2 AND NOT s.server_events)
         ON CONFLICT DO NOTHING RETURNING id
       )
       INSERT INTO analytics_events (tenant_id, sandbox, id, name, actor_id, occurred_at, received_at, origin,
         properties, utm_source, utm_medium, utm_campaign, utm_term, utm_content)
       SELECT $2, $3, i.id, i.name, i.actor_id, i.occurred_at, $4, $5, i.properties,
         i.utm_source, i.utm_medium, i.utm_campaign, i.utm_term, i.utm_content
       FROM input i JOIN fresh f ON f.id = i.id
       RETURNING id`,
      [JSON.stringify(rows), scope.tenantId, scope.sandbox, receivedAt.toISOString(), origin],
    );
    return new Set(inserted.map((r) => r.id));
  }

  read(scope: TenantScope, query: EventQuery): Promise<StoredEvent[]> {
    return this.select(scope, `($5::text[] IS NULL OR name = ANY ($5::text[]))`, [
      query.from,
      query.to,
      query.names ?? null,
    ]);
  }

  async timelines(scope: TenantScope, query: TimelineQuery): Promise<FunnelTimelines> {
    const sql = funnelTimelineSql(query);
    const months = monthSlices(query.from, query.to);
    const columns = new TimelineColumns(query.keys);
    let next = 0;
    // Each connection takes the next month; a month is parsed as it arrives, while the database works on
    // the other connection's.
    const reader = () =>
      this.analytical(scope, async (em) => {
        for (let i = next++; i < months.length; i = next++) {
          const [from, to] = months[i]!;
          const rows: { lines: string | null }[] = await em.query(sql, [
            scope.tenantId,
            scope.sandbox,
            ...funnelTimelineParams(query, from, to),
          ]);
          if (rows[0]?.lines) parseFunnelLines(rows[0].lines, query, from, columns);
        }
      });
    await Promise.all(Array.from({ length: Math.min(this.readParts, months.length) }, reader));
    return columns.build();
  }

  readTouches(scope: TenantScope, conversion: string, from: Date, to: Date): Promise<StoredEvent[]> {
    return this.select(
      scope,
      `(name = $5 OR utm_source IS NOT NULL OR utm_medium IS NOT NULL OR utm_campaign IS NOT NULL)`,
      [from, to, conversion],
    );
  }

  private async select(
    scope: TenantScope,
    condition: string,
    [from, to, extra]: [Date, Date, unknown],
  ): Promise<StoredEvent[]> {
    const rows: EventRow[] = await this.tenantTx.query(
      scope.tenantId,
      `SELECT actor_id, name, occurred_at, properties, utm_source, utm_medium, utm_campaign
       FROM analytics_events
       WHERE tenant_id = $1 AND sandbox = $2 AND occurred_at >= $3 AND occurred_at < $4
         AND ${condition}
       ORDER BY actor_id, occurred_at, name`,
      [scope.tenantId, scope.sandbox, from.toISOString(), to.toISOString(), extra],
    );
    return rows.map((r) => ({
      actorId: r.actor_id,
      name: r.name,
      occurredAt: new Date(r.occurred_at),
      properties:
        typeof r.properties === 'string'
          ? (JSON.parse(r.properties) as Record<string, unknown>)
          : r.properties,
      utm: { source: r.utm_source, medium: r.utm_medium, campaign: r.utm_campaign },
    }));
  }

  async monthlyCounts(
    scope: TenantScope,
    name: string,
    from: string,
    to: string,
    timeZone: string,
  ): Promise<Map<string, number>> {
    // Months of the wall clock in `timeZone`: its local month starts, turned into instants by PostgreSQL's
    // own tz database (the same on PGlite), so daylight saving is PostgreSQL's to get right.
    const rows: { month: string; n: string | number }[] = await this.tenantTx.query(
      scope.tenantId,
      `SELECT to_char(date_trunc('month', occurred_at AT TIME ZONE $6), 'YYYY-MM') AS month, count(*) AS n
       FROM analytics_events
       WHERE tenant_id = $1 AND sandbox = $2 AND name = $3
         AND occurred_at >= ($4::timestamp AT TIME ZONE $6) AND occurred_at < ($5::timestamp AT TIME ZONE $6)
       GROUP BY 1`,
      [scope.tenantId, scope.sandbox, name, `${from}-01 00:00:00`, `${to}-01 00:00:00`, timeZone],
    );
    return new Map(rows.map((r) => [r.month, Number(r.n)]));
  }

  async retention(
    scope: TenantScope,
    q: RetentionQuery,
  ): Promise<{ sizes: Map<string, number>; rows: RetentionRow[] }> {
    const result = await this.analytical(
      scope,
      (em) =>
        em.query(retentionSql(q.unit, q.mode, q.bound), [
          scope.tenantId,
          scope.sandbox,
          q.birthEvent,
          q.returnEvent,
          q.from.toISOString(),
          q.to.toISOString(),
          q.periods,
          q.timeZone,
        ]) as Promise<{ cohort: string; off: number | string; actors: number | string }[]>,
    );
    const sizes = new Map<string, number>();
    const rows: RetentionRow[] = [];
    for (const r of result) {
      if (Number(r.off) < 0) sizes.set(r.cohort, Number(r.actors));
      else rows.push({ cohort: r.cohort, offset: Number(r.off), actors: Number(r.actors) });
    }
    return { sizes, rows };
  }

  /**
   * A query over up to a year of one tenant's events: no JIT (it compiled for ~200 ms on each call and saved
   * less), and enough memory that hash aggregates and the sorts do not spill to disk. Local to the transaction.
   */
  private analytical<T>(scope: TenantScope, work: (em: EntityManager) => Promise<T>): Promise<T> {
    return this.tenantTx.run(scope.tenantId, async (em) => {
      await em.query(
        `SELECT set_config('jit', 'off', true), set_config('work_mem', '${ANALYTICAL_WORK_MEM}', true)`,
      );
      return work(em);
    });
  }
}
