import type { Clock, TenantId } from '@libs/shared';
import { ensureMayManageCredentials, type Grantor } from '../domain/credential-policy';
import { ApiKeyNotFoundError } from '../domain/tenant-errors';
import type { ApiKeyRepository } from './api-key-repository.port';
import type { CredentialStatus } from './credential-status';
import { withChangeEvent, type ChangeEvents } from './credential-change';

/**
 * Revocation is immediate for the key itself: the next request with it answers 401. The access tokens
 * minted with it (sandbox tokens) are refused at once on this instance and within the revocation cache's
 * bound on the others (ADR 0009).
 */
export class RevokeApiKey {
  constructor(
    private readonly keys: ApiKeyRepository,
    private readonly clock: Clock,
    /** This instance's revocation cache; the CLI, a process of its own, has none. */
    private readonly status?: CredentialStatus,
    private readonly changes?: ChangeEvents,
  ) {}

  /** `grantor`: the credential asking; none for the operator's CLI. A sandbox credential revokes nothing. */
  async execute(tenantId: TenantId, id: string, grantor?: Grantor): Promise<void> {
    if (grantor) ensureMayManageCredentials(grantor);
    const revoked = await withChangeEvent(
      this.changes,
      tenantId,
      (tx) => this.keys.revoke(tenantId, id, this.clock.now(), tx),
      (done) => (done ? { type: 'api_key.revoked', data: { keyId: id } } : null),
    );
    if (!revoked) throw new ApiKeyNotFoundError(id);
    this.status?.forget(tenantId, { kind: 'api_key', id });
  }
}
