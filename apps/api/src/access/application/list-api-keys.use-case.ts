import type { TenantId } from '@libs/shared';
import type { ApiKey } from '../domain/api-key';
import type { ApiKeyRepository } from './api-key-repository.port';

/** What is safe to show of a key: never its digest (and the key itself exists nowhere after issuing). */
export type ApiKeySummary = Omit<ApiKey, 'digest'> & { sandbox: boolean };

/** The tenant's keys, oldest first, revoked ones included (marked), for the API and the console. */
export class ListApiKeys {
  constructor(private readonly keys: ApiKeyRepository) {}

  async execute(tenantId: TenantId): Promise<ApiKeySummary[]> {
    return (await this.keys.listByTenant(tenantId)).map(summaryOf);
  }
}

export function summaryOf(key: ApiKey): ApiKeySummary {
  const { digest: _digest, ...shown } = key;
  return { ...shown, sandbox: key.prefix.startsWith('fm_test_') };
}
