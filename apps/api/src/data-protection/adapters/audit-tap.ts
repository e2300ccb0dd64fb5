import { Injectable, type OnModuleInit } from '@nestjs/common';
import { Clock } from '@libs/shared';
import { OutboundEventTaps } from '../../platform/events/outbound-event-taps';
import type { OutboundEvent } from '../../platform/events/outbound-events.port';
import { UnitOfWork } from '../../platform/tenancy/unit-of-work.port';
import { AuditTrail, type AuditRecord } from '../application/audit-trail.port';

type Data = Record<string, unknown>;
const text = (v: unknown) => String(v);
const list = (v: unknown) => (Array.isArray(v) ? v.map(String).sort().join(',') : '');

/**
 * The events whose changes a GoBD auditor must be able to trace (flags, keys, plans), each turned
 * into an entry of ids, rights and versions only. The payload classes of these events already hold no
 * personal data (checked by the outbox against their registered class); this list takes only the named
 * fields, so a field added to a payload later does not slip into the log unseen.
 */
export const AUDITED_EVENTS: Readonly<Record<string, (d: Data, tenantId: string) => AuditRecord>> = {
  'api_key.created': (d) => ({
    action: 'api_key.created',
    entityType: 'api_key',
    entityId: text(d.keyId),
    details: {
      scopes: list(d.scopes),
      testKey: d.testKey === true,
      expiresAt: (d.expiresAt as string | null) ?? null,
    },
  }),
  'api_key.revoked': (d) => ({ action: 'api_key.revoked', entityType: 'api_key', entityId: text(d.keyId) }),
  'oauth_client.created': (d) => ({
    action: 'oauth_client.created',
    entityType: 'oauth_client',
    entityId: text(d.id),
    details: { scopes: list(d.scopes) },
  }),
  'oauth_client.revoked': (d) => ({
    action: 'oauth_client.revoked',
    entityType: 'oauth_client',
    entityId: text(d.id),
  }),
  'tenant.plan_changed': (d, tenantId) => ({
    action: 'tenant.plan_changed',
    entityType: 'tenant',
    entityId: tenantId,
    details: { previousPlan: text(d.previousPlan), plan: text(d.plan) },
  }),
  'feature_flag.updated': (d) => ({
    action: `feature_flag.${text(d.action)}`,
    entityType: 'feature_flag',
    entityId: text(d.key),
    details: { version: Number(d.version) },
  }),
};

/**
 * Appends an audit entry for every audited event, in the publisher's transaction: the entry commits with the
 * change or not at all, and the owning modules (access, feature-flags) import nothing of data-protection.
 * An async tap because the entry's hash needs the chain's head (a read), which a deferred write cannot do;
 * it costs nothing for any other event type.
 */
@Injectable()
export class AuditTap implements OnModuleInit {
  constructor(
    private readonly taps: OutboundEventTaps,
    private readonly audit: AuditTrail,
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.taps.addAsync(async (tenantId, event: OutboundEvent, tx) => {
      const toRecord = AUDITED_EVENTS[event.type];
      if (!toRecord) return;
      const record = toRecord(event.data, tenantId);
      // A publisher without a unit of work (none of the audited ones today) still gets its entry, alone.
      if (tx) await this.audit.append(tx, record, this.clock.now());
      else await this.uow.run(tenantId, (own) => this.audit.append(own, record, this.clock.now()));
    });
  }
}
