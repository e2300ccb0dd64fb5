import { randomUUID } from 'node:crypto';
import type { Clock, TenantId } from '@libs/shared';
import type { ApiKey } from '../domain/api-key';
import type { Scope } from '../../platform/auth/scopes';
import { ensureMayManageCredentials, ensureScopesGranted, type Grantor } from '../domain/credential-policy';
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

  /**
   * `grantor`: the credential asking for the key; none for the operator's CLI and a new tenant's first key.
   * A sandbox credential issues no keys; a key never gets a scope its grantor lacks.
   */
  async execute(tenantId: TenantId, input: IssueApiKeyInput = {}, grantor?: Grantor): Promise<IssuedApiKey> {
    if (grantor) {
      ensureMayManageCredentials(grantor);
      ensureScopesGranted(grantor, input.scopes ?? ['api']);
    }
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
