import { tenantIdOf, type TenantId, type TenantScope, UUID_PATTERN as UUID } from '@libs/shared';
import type { TenantTransaction } from '../../platform/tenancy/tenant-transaction';
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
  sandbox: boolean;
  created_at: Date;
  updated_at: Date;
}

const COLUMNS =
  'id, tenant_id, url, description, event_types, enabled, disabled_reason, sandbox, created_at, updated_at';

export function toWebhookEndpoint(row: EndpointRow): WebhookEndpoint {
  return {
    id: row.id,
    tenantId: tenantIdOf(row.tenant_id),
    url: row.url,
    description: row.description,
    eventTypes: row.event_types as string[],
    enabled: row.enabled,
    disabledReason: row.disabled_reason,
    sandbox: row.sandbox,
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
  };
}

/**
 * Endpoints in `webhook_endpoints`; secrets only ever stored as AES-GCM ciphertext. Every statement runs
 * under the tenant's row-level security and names the mode: a sandbox scope sees sandbox endpoints only.
 */
export class TypeormWebhookEndpointRepository extends WebhookEndpointRepository {
  constructor(
    private readonly tenantTx: TenantTransaction,
    private readonly cipher: SecretCipher,
  ) {
    super();
  }

  addWithinLimit({ endpoint: e, secret }: NewWebhookEndpoint, limit: number | null): Promise<boolean> {
    return this.tenantTx.run(e.tenantId, async (em) => {
      // Serialises concurrent creates of one tenant, so two requests cannot both take the last slot.
      await em.query(`SELECT pg_advisory_xact_lock(hashtextextended('webhook_endpoints:' || $1, 0))`, [
        e.tenantId,
      ]);
      // The plan's limit counts live endpoints; the sandbox has as many again of its own.
      if (limit !== null) {
        const [{ count }] = (await em.query(
          `SELECT count(*)::int AS count FROM webhook_endpoints WHERE tenant_id = $1 AND sandbox = $2`,
          [e.tenantId, e.sandbox],
        )) as [{ count: number }];
        if (count >= limit) return false;
      }
      await em.query(
        `INSERT INTO webhook_endpoints (id, tenant_id, url, description, event_types, secret_ciphertext, enabled, sandbox, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9)`,
        [
          e.id,
          e.tenantId,
          e.url,
          e.description,
          e.eventTypes,
          this.cipher.encrypt(secret),
          e.enabled,
          e.sandbox,
          e.createdAt,
        ],
      );
      return true;
    });
  }

  async list({ tenantId, sandbox }: TenantScope): Promise<WebhookEndpoint[]> {
    const rows = await this.tenantTx.query<EndpointRow[]>(
      tenantId,
      `SELECT ${COLUMNS} FROM webhook_endpoints WHERE tenant_id = $1 AND sandbox = $2 ORDER BY created_at, id`,
      [tenantId, sandbox],
    );
    return rows.map(toWebhookEndpoint);
  }

  async findById({ tenantId, sandbox }: TenantScope, id: string): Promise<WebhookEndpoint | null> {
    if (!UUID.test(id)) return null;
    const rows = await this.tenantTx.query<EndpointRow[]>(
      tenantId,
      `SELECT ${COLUMNS} FROM webhook_endpoints WHERE tenant_id = $1 AND sandbox = $2 AND id = $3`,
      [tenantId, sandbox, id],
    );
    return rows[0] ? toWebhookEndpoint(rows[0]) : null;
  }

  async update(
    { tenantId, sandbox }: TenantScope,
    id: string,
    c: WebhookEndpointChanges,
    now: Date,
  ): Promise<WebhookEndpoint | null> {
    if (!UUID.test(id)) return null;
    const [rows] = await this.tenantTx.query<[EndpointRow[], number]>(
      tenantId,
      `UPDATE webhook_endpoints SET
         url = coalesce($4, url),
         description = coalesce($5, description),
         event_types = coalesce($6, event_types),
         enabled = coalesce($7, enabled),
         disabled_reason = CASE WHEN $7 IS NULL THEN disabled_reason ELSE NULL END,
         consecutive_exhaustions = CASE WHEN $7 THEN 0 ELSE consecutive_exhaustions END,
         updated_at = $8
       WHERE tenant_id = $1 AND sandbox = $2 AND id = $3 RETURNING ${COLUMNS}`,
      [
        tenantId,
        sandbox,
        id,
        c.url ?? null,
        c.description ?? null,
        c.eventTypes ?? null,
        c.enabled ?? null,
        now,
      ],
    );
    return rows[0] ? toWebhookEndpoint(rows[0]) : null;
  }

  async remove({ tenantId, sandbox }: TenantScope, id: string): Promise<boolean> {
    if (!UUID.test(id)) return false;
    const [, count] = await this.tenantTx.query<[unknown, number]>(
      tenantId,
      `DELETE FROM webhook_endpoints WHERE tenant_id = $1 AND sandbox = $2 AND id = $3`,
      [tenantId, sandbox, id],
    );
    return count > 0;
  }

  async rotateSecret(
    { tenantId, sandbox }: TenantScope,
    id: string,
    secret: string,
    previousValidUntil: Date,
    now: Date,
  ): Promise<boolean> {
    if (!UUID.test(id)) return false;
    const [, count] = await this.tenantTx.query<[unknown, number]>(
      tenantId,
      `UPDATE webhook_endpoints SET previous_secret_ciphertext = secret_ciphertext, previous_secret_expires_at = $5,
         secret_ciphertext = $4, updated_at = $6
       WHERE tenant_id = $1 AND sandbox = $2 AND id = $3`,
      [tenantId, sandbox, id, this.cipher.encrypt(secret), previousValidUntil, now],
    );
    return count > 0;
  }

  /** For the delivery worker, which knows the message's tenant but not a request's mode. */
  async signingSecrets(tenantId: TenantId, id: string, now: Date): Promise<WebhookSigningSecrets | null> {
    const rows = await this.tenantTx.query<
      { current: string; previous: string | null; expires: Date | null }[]
    >(
      tenantId,
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
