import type { Clock } from '@libs/shared';
import type { Principal } from '../../platform/auth/principal';
import type { ApiKeyRepository } from './api-key-repository.port';
import type { CredentialStatus } from './credential-status';

/**
 * Sign-out of the console: ends every console session the key behind this one started until now,
 * on every instance (the write notifies `fm_principals`; this instance forgets at once). Deleting the cookie
 * alone left the session token valid for up to 30 minutes.
 */
export class EndConsoleSessions {
  constructor(
    private readonly keys: ApiKeyRepository,
    private readonly status: CredentialStatus,
    private readonly clock: Clock,
  ) {}

  async execute(principal: Principal): Promise<void> {
    if (principal.credentialKind !== 'api_key') return;
    await this.keys.endConsoleSessions(principal.tenantId, principal.credentialId, this.clock.now());
    this.status.forget(principal.tenantId, { kind: 'api_key', id: principal.credentialId });
  }
}
