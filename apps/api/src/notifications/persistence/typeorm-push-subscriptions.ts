import type { TenantId } from '@libs/shared';
import { randomUUID } from 'node:crypto';
import type { TenantTransaction } from '../../platform/tenancy/tenant-transaction';
import type { FeedScope } from '../application/notification-feed.port';
import {
  PushSubscriptions,
  type NewPushSubscription,
  type PushKeys,
  type PushSubscriptionRecord,
  type PushTarget,
} from '../application/push-subscriptions.port';

/** What encrypts the subscription keys at rest (the webhooks' AES-GCM cipher, under a key of our own). */
export interface KeyCipher {
  encrypt(plaintext: string): string;
  decrypt(ciphertext: string): string;
}

interface Row {
  id: string;
  sandbox: boolean;
  user_ref: string | null;
  endpoint: string;
  event_types: string[];
  expires_at: Date | null;
  created_at: Date;
  sandbox_deliveries: number;
  last_sandbox_delivery_at: Date | null;
}

const COLUMNS =
  'id, sandbox, user_ref, endpoint, event_types, expires_at, created_at, sandbox_deliveries, last_sandbox_delivery_at';

const toRecord = (r: Row): PushSubscriptionRecord => ({
  id: r.id,
  sandbox: r.sandbox,
  userRef: r.user_ref,
  endpoint: r.endpoint,
  eventTypes: r.event_types,
  expiresAt: r.expires_at ? new Date(r.expires_at) : null,
  createdAt: new Date(r.created_at),
  sandboxDeliveries: r.sandbox_deliveries,
  lastSandboxDeliveryAt: r.last_sandbox_delivery_at ? new Date(r.last_sandbox_delivery_at) : null,
});

export class TypeormPushSubscriptions extends PushSubscriptions {
  constructor(
    private readonly tenantTx: TenantTransaction,
    private readonly cipher: KeyCipher,
  ) {
    super();
  }

  async count(tenantId: TenantId): Promise<number> {
    const rows = await this.tenantTx.query<{ n: number }[]>(
      tenantId,
      `SELECT count(*)::int AS n FROM push_subscriptions WHERE tenant_id = $1`,
      [tenantId],
    );
    return rows[0]?.n ?? 0;
  }

  async save(scope: FeedScope, input: NewPushSubscription, now: Date): Promise<PushSubscriptionRecord> {
    const rows = await this.tenantTx.query<Row[]>(
      scope.tenantId,
      `INSERT INTO push_subscriptions (id, tenant_id, sandbox, user_ref, endpoint, keys_ciphertext, event_types, expires_at, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       ON CONFLICT (tenant_id, sandbox, endpoint) DO UPDATE SET keys_ciphertext = EXCLUDED.keys_ciphertext,
         user_ref = EXCLUDED.user_ref, event_types = EXCLUDED.event_types, expires_at = EXCLUDED.expires_at
       RETURNING ${COLUMNS}`,
      [
        randomUUID(),
        scope.tenantId,
        scope.sandbox,
        input.userRef,
        input.endpoint,
        this.cipher.encrypt(JSON.stringify(input.keys)),
        input.eventTypes,
        input.expiresAt,
        now,
      ],
    );
    return toRecord(rows[0]!);
  }

  async list(scope: FeedScope): Promise<PushSubscriptionRecord[]> {
    const rows = await this.tenantTx.query<Row[]>(
      scope.tenantId,
      `SELECT ${COLUMNS} FROM push_subscriptions WHERE tenant_id = $1 AND sandbox = $2 ORDER BY created_at, id`,
      [scope.tenantId, scope.sandbox],
    );
    return rows.map(toRecord);
  }

  async delete(scope: FeedScope, id: string): Promise<boolean> {
    const rows = await this.tenantTx.query<{ id: string }[]>(
      scope.tenantId,
      `WITH gone AS (DELETE FROM push_subscriptions WHERE tenant_id = $1 AND sandbox = $2 AND id = $3 RETURNING id)
       SELECT id FROM gone`,
      [scope.tenantId, scope.sandbox, id],
    );
    return rows.length > 0;
  }

  async idsFor(scope: FeedScope, target: PushTarget): Promise<string[]> {
    const rows = await this.tenantTx.query<{ id: string }[]>(
      scope.tenantId,
      `SELECT id FROM push_subscriptions WHERE tenant_id = $1 AND sandbox = $2
         AND ($3::uuid IS NULL OR id = $3::uuid) AND ($4::text IS NULL OR user_ref = $4::text)
       ORDER BY created_at, id`,
      [
        scope.tenantId,
        scope.sandbox,
        target.to === 'subscription' ? target.id : null,
        target.to === 'user' ? target.userRef : null,
      ],
    );
    return rows.map((r) => r.id);
  }

  async idsForEvent(scope: FeedScope, type: string): Promise<string[]> {
    const rows = await this.tenantTx.query<{ id: string }[]>(
      scope.tenantId,
      `SELECT id FROM push_subscriptions WHERE tenant_id = $1 AND sandbox = $2 AND $3 = ANY (event_types)`,
      [scope.tenantId, scope.sandbox, type],
    );
    return rows.map((r) => r.id);
  }

  async forDelivery(
    tenantId: TenantId,
    id: string,
  ): Promise<{ endpoint: string; keys: PushKeys; sandbox: boolean } | null> {
    const rows = await this.tenantTx.query<{ endpoint: string; keys_ciphertext: string; sandbox: boolean }[]>(
      tenantId,
      `SELECT endpoint, keys_ciphertext, sandbox FROM push_subscriptions WHERE tenant_id = $1 AND id = $2`,
      [tenantId, id],
    );
    const row = rows[0];
    if (!row) return null;
    const keys = JSON.parse(this.cipher.decrypt(row.keys_ciphertext)) as PushKeys;
    return { endpoint: row.endpoint, keys, sandbox: row.sandbox };
  }

  async recordSandboxDelivery(tenantId: TenantId, id: string, now: Date): Promise<void> {
    await this.tenantTx.query(
      tenantId,
      `UPDATE push_subscriptions SET sandbox_deliveries = sandbox_deliveries + 1, last_sandbox_delivery_at = $3
       WHERE tenant_id = $1 AND id = $2 AND sandbox`,
      [tenantId, id, now],
    );
  }

  async remove(tenantId: TenantId, id: string): Promise<void> {
    await this.tenantTx.query(
      tenantId,
      `WITH gone AS (DELETE FROM push_subscriptions WHERE tenant_id = $1 AND id = $2 RETURNING id) SELECT count(*) FROM gone`,
      [tenantId, id],
    );
  }

  async removeExpired(tenantId: TenantId, now: Date): Promise<number> {
    const rows = await this.tenantTx.query<{ n: number }[]>(
      tenantId,
      `WITH gone AS (DELETE FROM push_subscriptions WHERE tenant_id = $1 AND expires_at <= $2 RETURNING id)
       SELECT count(*)::int AS n FROM gone`,
      [tenantId, now],
    );
    return rows[0]?.n ?? 0;
  }
}
