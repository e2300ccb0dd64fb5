import { type Clock, type TenantId, UUID_PATTERN as UUID } from '@libs/shared';
import { ensureMayManageCredentials, type Grantor } from '../domain/credential-policy';
import { OAuthClientNotFoundError } from '../domain/tenant-errors';
import type { CredentialStatus } from './credential-status';
import type { OAuthClientRepository } from './oauth-client-repository.port';
import { withChangeEvent, type ChangeEvents } from './credential-change';

/**
 * The client gets no new tokens, and the tokens it was issued (and the sandbox tokens minted with them) are
 * refused from now on: at once on this instance, on others within the revocation cache's bound.
 */
export class RevokeOAuthClient {
  constructor(
    private readonly clients: OAuthClientRepository,
    private readonly status: CredentialStatus,
    private readonly clock: Clock,
    private readonly changes?: ChangeEvents,
  ) {}

  async execute(tenantId: TenantId, id: string, grantor: Grantor): Promise<void> {
    ensureMayManageCredentials(grantor);
    const clientRowId = id.toLowerCase();
    const revoked =
      UUID.test(id) &&
      (await withChangeEvent(
        this.changes,
        tenantId,
        (tx) => this.clients.revoke(tenantId, clientRowId, this.clock.now(), tx),
        (done) => (done ? { type: 'oauth_client.revoked', data: { id: clientRowId } } : null),
      ));
    if (!revoked) throw new OAuthClientNotFoundError(id);
    this.status.forget(tenantId, { kind: 'oauth_client', id: clientRowId });
  }
}
