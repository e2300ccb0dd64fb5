import { randomUUID } from 'node:crypto';
import type { Clock, TenantId } from '@libs/shared';
import type { ApiKey } from '../domain/api-key';
import type { Scope } from '../../platform/auth/scopes';
import { generateToken, TOKEN_PREFIXES } from '../domain/secret-token';
import type { ApiKeyRepository } from './api-key-repository.port';
import type { SecretDigester } from './secret-digester.port';

export interface IssueApiKeyInput {
  name?: string;
  scopes?: Scope[];
  /** `fm_test_` instead of `fm_live_`. */
  sandbox?: boolean;
  expiresAt?: Date | null;
}

/** The key itself is returned once, here; afterwards only its prefix and last four characters exist. */
export interface IssuedApiKey {
  apiKey: ApiKey;
  plaintext: string;
}

export class IssueApiKey {
  constructor(
    private readonly keys: ApiKeyRepository,
    private readonly digester: SecretDigester,
    private readonly clock: Clock,
  ) {}

  async execute(tenantId: TenantId, input: IssueApiKeyInput = {}): Promise<IssuedApiKey> {
    const plaintext = generateToken(input.sandbox ? TOKEN_PREFIXES.testKey : TOKEN_PREFIXES.liveKey);
    const apiKey: ApiKey = {
      id: randomUUID(),
      tenantId,
      name: input.name ?? 'default',
      digest: this.digester.digest(plaintext),
      prefix: plaintext.slice(0, 8),
      last4: plaintext.slice(-4),
      scopes: input.scopes ?? ['api'],
      createdAt: this.clock.now(),
      expiresAt: input.expiresAt ?? null,
      revokedAt: null,
    };
    await this.keys.add(apiKey);
    return { apiKey, plaintext };
  }
}
