import { tenantIdOf } from '@libs/shared';
import type { DataSource } from 'typeorm';
import type { OutboundEvents } from '../../platform/events/outbound-events.port';
import { CatalogueEventSink, type CatalogueEvent } from '../application/catalogue-event-sink.port';
import { TimeSlices } from '../application/time-slices';

/** Tenants read per page: the fan-out never holds the whole tenant list. */
const PAGE = 500;

/**
 * A catalogue event concerns every tenant: it goes to each tenant's live and sandbox endpoints through the
 * kernel's outbox (which skips a tenant without a subscriber in one read, and keeps one event per
 * idempotency key and tenant, so a repeated job run announces nothing twice). The tenant ids are read from
 * the `tenants` table by keyset pages: the access module offers no tenant directory port yet (ADR 0015).
 */
export class TenantFanoutEventSink extends CatalogueEventSink {
  constructor(
    private readonly dataSource: DataSource,
    private readonly outbound: OutboundEvents,
  ) {
    super();
  }

  async publish(events: readonly CatalogueEvent[]): Promise<void> {
    if (events.length === 0) return;
    // Hundreds of events times tenants times two endpoints: other requests run between slices (ADR 0015).
    const slices = new TimeSlices();
    let after = '00000000-0000-0000-0000-000000000000';
    for (;;) {
      const tenants: { id: string }[] = await this.dataSource.query(
        `SELECT id FROM tenants WHERE id > $1 ORDER BY id LIMIT $2`,
        [after, PAGE],
      );
      for (const { id } of tenants) {
        const tenantId = tenantIdOf(id);
        for (const event of events)
          for (const sandbox of [false, true]) {
            await this.outbound.publish(tenantId, {
              type: event.type,
              data: event.data,
              sandbox,
              idempotencyKey: sandbox ? `${event.idempotencyKey}:sandbox` : event.idempotencyKey,
            });
            await slices.tick();
          }
      }
      if (tenants.length < PAGE) return;
      after = tenants[tenants.length - 1]!.id;
    }
  }
}
