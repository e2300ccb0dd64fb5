import type { Clock, TenantId } from '@libs/shared';
import { ApiKeyNotFoundError } from '../domain/tenant-errors';
import type { ApiKeyRepository } from './api-key-repository.port';

/** Revocation is immediate: the next request with the key answers 401. */
export class RevokeApiKey {
  constructor(
    private readonly keys: ApiKeyRepository,
    private readonly clock: Clock,
  ) {}

  async execute(tenantId: TenantId, id: string): Promise<void> {
    if (!(await this.keys.revoke(tenantId, id, this.clock.now()))) throw new ApiKeyNotFoundError(id);
  }
}
