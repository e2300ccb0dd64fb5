import { tenantIdOf, type TenantId } from '@libs/shared';
import { DataSource } from 'typeorm';
import type { SecretCipher } from '../application/secret-cipher.port';
import type { WebhookEndpoint, WebhookSigningSecrets } from '../application/webhook-endpoint';
import {
  WebhookEndpointRepository,
  type NewWebhookEndpoint,
  type WebhookEndpointChanges,
} from '../application/webhook-endpoint-repository.port';

interface EndpointRow {
  id: string;
  tenant_id: string;
  url: string;
  description: string;
  event_types: string[];
  enabled: boolean;
  disabled_reason: string | null;
  created_at: Date;
  updated_at: Date;
}

const COLUMNS =
  'id, tenant_id, url, description, event_types, enabled, disabled_reason, created_at, updated_at';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function toWebhookEndpoint(row: EndpointRow): WebhookEndpoint {
  return {
    id: row.id,
    tenantId: tenantIdOf(row.tenant_id),
    url: row.url,
    description: row.description,
    eventTypes: row.event_types as string[],
    enabled: row.enabled,
    disabledReason: row.disabled_reason,
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
  };
}

/** Endpoints in `webhook_endpoints`; secrets only ever stored as AES-GCM ciphertext. */
export class TypeormWebhookEndpointRepository extends WebhookEndpointRepository {
  constructor(
    private readonly dataSource: DataSource,
    private readonly cipher: SecretCipher,
  ) {
    super();
  }

  addWithinLimit({ endpoint: e, secret }: NewWebhookEndpoint, limit: number | null): Promise<boolean> {
    return this.dataSource.transaction(async (em) => {
      // Serialises concurrent creates of one tenant, so two requests cannot both take the last slot.
      await em.query(`SELECT pg_advisory_xact_lock(hashtextextended('webhook_endpoints:' || $1, 0))`, [
        e.tenantId,
      ]);
      if (limit !== null) {
        const [{ count }] = (await em.query(
          `SELECT count(*)::int AS count FROM webhook_endpoints WHERE tenant_id = $1`,
          [e.tenantId],
        )) as [{ count: number }];
        if (count >= limit) return false;
      }
      await em.query(
        `INSERT INTO webhook_endpoints (id, tenant_id, url, description, event_types, secret_ciphertext, enabled, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8)`,
        [
          e.id,
          e.tenantId,
          e.url,
          e.description,
          e.eventTypes,
          this.cipher.encrypt(secret),
          e.enabled,
          e.createdAt,
        ],
      );
      return true;
    });
  }

  async list(tenantId: TenantId): Promise<WebhookEndpoint[]> {
    const rows: EndpointRow[] = await this.dataSource.query(
      `SELECT ${COLUMNS} FROM webhook_endpoints WHERE tenant_id = $1 ORDER BY created_at, id`,
      [tenantId],
    );
    return rows.map(toWebhookEndpoint);
  }

  async findById(tenantId: TenantId, id: string): Promise<WebhookEndpoint | null> {
    if (!UUID.test(id)) return null;
    const rows: EndpointRow[] = await this.dataSource.query(
      `SELECT ${COLUMNS} FROM webhook_endpoints WHERE tenant_id = $1 AND id = $2`,
      [tenantId, id],
    );
    return rows[0] ? toWebhookEndpoint(rows[0]) : null;
  }

  async update(
    tenantId: TenantId,
    id: string,
    c: WebhookEndpointChanges,
    now: Date,
  ): Promise<WebhookEndpoint | null> {
    if (!UUID.test(id)) return null;
    const [rows] = (await this.dataSource.query(
      `UPDATE webhook_endpoints SET
         url = coalesce($3, url),
         description = coalesce($4, description),
         event_types = coalesce($5, event_types),
         enabled = coalesce($6, enabled),
         disabled_reason = CASE WHEN $6 IS NULL THEN disabled_reason ELSE NULL END,
         consecutive_exhaustions = CASE WHEN $6 THEN 0 ELSE consecutive_exhaustions END,
         updated_at = $7
       WHERE tenant_id = $1 AND id = $2 RETURNING ${COLUMNS}`,
      [tenantId, id, c.url ?? null, c.description ?? null, c.eventTypes ?? null, c.enabled ?? null, now],
    )) as [EndpointRow[], number];
    return rows[0] ? toWebhookEndpoint(rows[0]) : null;
  }

  async remove(tenantId: TenantId, id: string): Promise<boolean> {
    if (!UUID.test(id)) return false;
    const [, count] = (await this.dataSource.query(
      `DELETE FROM webhook_endpoints WHERE tenant_id = $1 AND id = $2`,
      [tenantId, id],
    )) as [unknown, number];
    return count > 0;
  }

  async rotateSecret(
    tenantId: TenantId,
    id: string,
    secret: string,
    previousValidUntil: Date,
    now: Date,
  ): Promise<boolean> {
    if (!UUID.test(id)) return false;
    const [, count] = (await this.dataSource.query(
      `UPDATE webhook_endpoints SET previous_secret_ciphertext = secret_ciphertext, previous_secret_expires_at = $4,
         secret_ciphertext = $3, updated_at = $5
       WHERE tenant_id = $1 AND id = $2`,
      [tenantId, id, this.cipher.encrypt(secret), previousValidUntil, now],
    )) as [unknown, number];
    return count > 0;
  }

  async signingSecrets(tenantId: TenantId, id: string, now: Date): Promise<WebhookSigningSecrets | null> {
    const rows: { current: string; previous: string | null; expires: Date | null }[] =
      await this.dataSource.query(
        `SELECT secret_ciphertext AS current, previous_secret_ciphertext AS previous, previous_secret_expires_at AS expires
       FROM webhook_endpoints WHERE tenant_id = $1 AND id = $2`,
        [tenantId, id],
      );
    const row = rows[0];
    if (!row) return null;
    const previousValid = row.previous !== null && row.expires !== null && new Date(row.expires) > now;
    return {
      current: this.cipher.decrypt(row.current),
      previous: previousValid ? this.cipher.decrypt(row.previous!) : null,
    };
  }
}
