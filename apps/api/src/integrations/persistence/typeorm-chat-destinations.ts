import { type TenantId, type TenantScope, UUID_PATTERN as UUID } from '@libs/shared';
import type { SecretCipher } from '../../webhooks';
import type { TenantTransaction } from '../../platform/tenancy/tenant-transaction';
import type { ChatVendor } from '../domain/chat-message';
import type { ChatDelivery, ChatDestination } from '../application/chat-destination';
import { ChatDestinationRepository } from '../application/chat-destination-repository.port';

interface DestinationRow {
  id: string;
  tenant_id: TenantId;
  sandbox: boolean;
  vendor: ChatVendor;
  name: string;
  url_hint: string;
  event_types: string[];
  enabled: boolean;
  disabled_reason: string | null;
  created_at: Date;
  updated_at: Date;
}

interface MessageRow {
  id: string;
  destination_id: string;
  event_type: string;
  status: ChatDelivery['status'];
  attempts: number;
  parts_total: number;
  parts_sent: number;
  last_http_status: number | null;
  last_error: string | null;
  created_at: Date;
  updated_at: Date;
}

const COLUMNS = `id, tenant_id, sandbox, vendor, name, url_hint, event_types, enabled, disabled_reason, created_at, updated_at`;

const toDestination = (r: DestinationRow): ChatDestination => ({
  id: r.id,
  tenantId: r.tenant_id,
  sandbox: r.sandbox,
  vendor: r.vendor,
  name: r.name,
  urlHint: r.url_hint,
  eventTypes: r.event_types,
  enabled: r.enabled,
  disabledReason: r.disabled_reason,
  createdAt: new Date(r.created_at),
  updatedAt: new Date(r.updated_at),
});

/** Chat destinations under the tenant's row-level security; the URL is encrypted with the webhooks' key. */
export class TypeormChatDestinations extends ChatDestinationRepository {
  constructor(
    private readonly tenantTx: TenantTransaction,
    private readonly cipher: SecretCipher,
  ) {
    super();
  }

  addWithinLimit(d: ChatDestination, url: string, limit: number | null): Promise<boolean> {
    return this.tenantTx.run(d.tenantId, async (em) => {
      // Serialises concurrent connects of one tenant, so two requests cannot both take the last slot.
      await em.query(`SELECT pg_advisory_xact_lock(hashtextextended('chat_destinations:' || $1, 0))`, [
        d.tenantId,
      ]);
      if (limit !== null) {
        const [{ count }] = (await em.query(
          `SELECT count(*)::int AS count FROM chat_destinations WHERE tenant_id = $1 AND sandbox = $2 AND vendor = $3`,
          [d.tenantId, d.sandbox, d.vendor],
        )) as [{ count: number }];
        if (count >= limit) return false;
      }
      await em.query(
        `INSERT INTO chat_destinations (id, tenant_id, sandbox, vendor, name, url_ciphertext, url_hint, event_types, enabled, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, true, $9, $9)`,
        [
          d.id,
          d.tenantId,
          d.sandbox,
          d.vendor,
          d.name,
          this.cipher.encrypt(url),
          d.urlHint,
          d.eventTypes,
          d.createdAt,
        ],
      );
      return true;
    });
  }

  async list({ tenantId, sandbox }: TenantScope, vendor: ChatVendor): Promise<ChatDestination[]> {
    const rows = await this.tenantTx.query<DestinationRow[]>(
      tenantId,
      `SELECT ${COLUMNS} FROM chat_destinations WHERE tenant_id = $1 AND sandbox = $2 AND vendor = $3 ORDER BY created_at, id`,
      [tenantId, sandbox, vendor],
    );
    return rows.map(toDestination);
  }

  async find(
    { tenantId, sandbox }: TenantScope,
    vendor: ChatVendor,
    id: string,
  ): Promise<ChatDestination | null> {
    if (!UUID.test(id)) return null;
    const rows = await this.tenantTx.query<DestinationRow[]>(
      tenantId,
      `SELECT ${COLUMNS} FROM chat_destinations WHERE tenant_id = $1 AND sandbox = $2 AND vendor = $3 AND id = $4`,
      [tenantId, sandbox, vendor, id],
    );
    return rows[0] ? toDestination(rows[0]) : null;
  }

  async remove({ tenantId, sandbox }: TenantScope, vendor: ChatVendor, id: string): Promise<boolean> {
    if (!UUID.test(id)) return false;
    // TypeORM answers a DELETE … RETURNING with [rows, affected].
    const [rows] = await this.tenantTx.query<[{ id: string }[], number]>(
      tenantId,
      `DELETE FROM chat_destinations WHERE tenant_id = $1 AND sandbox = $2 AND vendor = $3 AND id = $4 RETURNING id`,
      [tenantId, sandbox, vendor, id],
    );
    return rows.length > 0;
  }

  async deliveries({ tenantId }: TenantScope, destinationId: string, limit: number): Promise<ChatDelivery[]> {
    const rows = await this.tenantTx.query<MessageRow[]>(
      tenantId,
      `SELECT id, destination_id, event_type, status, attempts, jsonb_array_length(parts) AS parts_total, parts_sent,
              last_http_status, last_error, created_at, updated_at
       FROM chat_messages WHERE tenant_id = $1 AND destination_id = $2 ORDER BY created_at DESC, id LIMIT $3`,
      [tenantId, destinationId, limit],
    );
    return rows.map((r) => ({
      id: r.id,
      destinationId: r.destination_id,
      eventType: r.event_type,
      status: r.status,
      attempts: r.attempts,
      partsTotal: r.parts_total,
      partsSent: r.parts_sent,
      lastHttpStatus: r.last_http_status,
      lastError: r.last_error,
      createdAt: new Date(r.created_at),
      updatedAt: new Date(r.updated_at),
    }));
  }
}
