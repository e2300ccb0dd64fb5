import { Inject, Injectable } from '@nestjs/common';
import type { TenantId } from '@libs/shared';
import { AppConfigToken, type AppConfig } from '../config/app-config';
import { TenantTransaction } from '../tenancy/tenant-transaction';
import { IDEMPOTENCY_KEY_TTL_MS } from './idempotency-key';
import { ResponseCipher } from './response-cipher';

/** Whose key: keys are per tenant and per mode (a sandbox credential never sees a live answer). */
export interface KeyScope {
  tenantId: TenantId;
  sandbox: boolean;
  key: string;
}

export interface StoredResponse {
  status: number;
  body: unknown;
  /** Only headers worth replaying (`location`). */
  headers: Record<string, string>;
}

export type Claim =
  | { kind: 'claimed' }
  | { kind: 'in-flight' }
  | { kind: 'reused' }
  | { kind: 'replay'; response: StoredResponse };

/** Expired rows of the tenant removed per write: bounded, so one request never pays for a long backlog. */
const PRUNE_BATCH = 100;

/**
 * The `idempotency_keys` table, always under the tenant's row-level security (`TenantTransaction`). The
 * claim is one atomic upsert: a fresh or expired key becomes `in_flight` for this request; an existing one
 * is locked and read in the same transaction, so two concurrent first requests cannot both run.
 */
@Injectable()
export class IdempotencyStore {
  private readonly cipher: ResponseCipher;

  constructor(
    private readonly tenantTx: TenantTransaction,
    @Inject(AppConfigToken) config: AppConfig,
  ) {
    this.cipher = new ResponseCipher(config.auth.apiKeyPepper);
  }

  claim(scope: KeyScope, fingerprint: string, now: Date): Promise<Claim> {
    const id = [scope.tenantId, scope.sandbox, scope.key];
    return this.tenantTx.run(scope.tenantId, async (em) => {
      await em.query(
        `DELETE FROM idempotency_keys WHERE (tenant_id, sandbox, key) IN (SELECT tenant_id, sandbox, key
           FROM idempotency_keys WHERE tenant_id = $1 AND expires_at <= $2 AND key <> $3 LIMIT ${PRUNE_BATCH})`,
        [scope.tenantId, now, scope.key],
      );
      const claimed: unknown[] = await em.query(
        `INSERT INTO idempotency_keys (tenant_id, sandbox, key, fingerprint, status, created_at, expires_at)
         VALUES ($1, $2, $3, $4, 'in_flight', $5, $6)
         ON CONFLICT (tenant_id, sandbox, key) DO UPDATE SET fingerprint = EXCLUDED.fingerprint,
           status = 'in_flight', response_status = NULL, response_body = NULL, response_headers = NULL,
           created_at = EXCLUDED.created_at, expires_at = EXCLUDED.expires_at
         WHERE idempotency_keys.expires_at <= EXCLUDED.created_at
         RETURNING key`,
        [...id, fingerprint, now, new Date(now.getTime() + IDEMPOTENCY_KEY_TTL_MS)],
      );
      if (claimed.length > 0) return { kind: 'claimed' };
      const [row] = (await em.query(
        `SELECT fingerprint, status, response_status, response_body, response_headers FROM idempotency_keys
         WHERE tenant_id = $1 AND sandbox = $2 AND key = $3`,
        id,
      )) as StoredRow[];
      if (!row) throw new Error('idempotency key vanished while locked');
      if (row.fingerprint !== fingerprint) return { kind: 'reused' };
      if (row.status === 'in_flight') return { kind: 'in-flight' };
      return { kind: 'replay', response: this.responseOf(scope, row) };
    });
  }

  /** The answer of the request that holds the claim, for its retries. */
  async complete(scope: KeyScope, response: StoredResponse): Promise<void> {
    const body = this.cipher.seal(JSON.stringify({ body: response.body }), contextOf(scope));
    await this.tenantTx.run(scope.tenantId, (em) =>
      em.query(
        `UPDATE idempotency_keys SET status = 'done', response_status = $4, response_body = $5,
           response_headers = $6 WHERE tenant_id = $1 AND sandbox = $2 AND key = $3 AND status = 'in_flight'`,
        [scope.tenantId, scope.sandbox, scope.key, response.status, body, JSON.stringify(response.headers)],
      ),
    );
  }

  /** Gives the key up after a failure that a retry may overcome (5xx): the retry then runs anew. */
  async release(scope: KeyScope): Promise<void> {
    await this.tenantTx.run(scope.tenantId, (em) =>
      em.query(
        `DELETE FROM idempotency_keys WHERE tenant_id = $1 AND sandbox = $2 AND key = $3 AND status = 'in_flight'`,
        [scope.tenantId, scope.sandbox, scope.key],
      ),
    );
  }

  private responseOf(scope: KeyScope, row: StoredRow): StoredResponse {
    const { body } = JSON.parse(this.cipher.open(row.response_body ?? '', contextOf(scope))) as {
      body?: unknown;
    };
    return { status: row.response_status ?? 500, body, headers: row.response_headers ?? {} };
  }
}

interface StoredRow {
  fingerprint: string;
  status: 'in_flight' | 'done';
  response_status: number | null;
  response_body: string | null;
  response_headers: Record<string, string> | null;
}

const contextOf = (scope: KeyScope): string => JSON.stringify([scope.tenantId, scope.sandbox, scope.key]);
