import { tenantIdOf } from '@libs/shared';
import type { TenantTransaction } from '../../platform/tenancy/tenant-transaction';
import { HubspotRateLimiter } from '../application/hubspot-client.port';

/** Slots are taken slightly wider than HubSpot's window: a request reaches HubSpot a little after its slot. */
const MARGIN_MS = 250;

/**
 * HubSpot's rolling window held across every instance of the app: the slots of an account live in the app's
 * own PostgreSQL (which all instances share), taken under a per-account advisory lock and timed by the
 * database's clock, so instances with skewed clocks still agree. Used when no `REDIS_URL` is set; with Redis,
 * RedisHubspotRateLimiter holds the same window with less load (ADR 0018).
 */
export class PostgresHubspotRateLimiter extends HubspotRateLimiter {
  constructor(
    private readonly tenantTx: TenantTransaction,
    private readonly max: number,
    private readonly windowMs: number,
    private readonly sleep: (ms: number) => Promise<void> = (ms) => new Promise((r) => setTimeout(r, ms)),
  ) {
    super();
  }

  async acquire(account: string): Promise<void> {
    const tenantId = tenantIdOf(account);
    const window = this.windowMs + MARGIN_MS;
    for (;;) {
      const waitMs = await this.tenantTx.run(tenantId, async (em) => {
        await em.query(`SELECT pg_advisory_xact_lock(hashtextextended('hubspot_rate_slots:' || $1, 0))`, [
          tenantId,
        ]);
        await em.query(
          `DELETE FROM hubspot_rate_slots WHERE tenant_id = $1 AND taken_at < clock_timestamp() - $2 * interval '1 millisecond'`,
          [tenantId, window],
        );
        const [row] = (await em.query(
          `SELECT count(*)::int AS n,
                  COALESCE(EXTRACT(EPOCH FROM (min(taken_at) + $2 * interval '1 millisecond' - clock_timestamp())) * 1000, 0)::float AS wait
           FROM hubspot_rate_slots WHERE tenant_id = $1`,
          [tenantId, window],
        )) as { n: number; wait: number }[];
        if (row!.n < this.max) {
          await em.query(
            `INSERT INTO hubspot_rate_slots (tenant_id, taken_at) VALUES ($1, clock_timestamp())`,
            [tenantId],
          );
          return 0;
        }
        return Math.max(10, Math.ceil(row!.wait));
      });
      if (waitMs === 0) return;
      await this.sleep(waitMs);
    }
  }
}
