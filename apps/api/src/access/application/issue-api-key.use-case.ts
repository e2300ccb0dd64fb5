import { randomUUID } from 'node:crypto';
import type { Clock, TenantId } from '@libs/shared';
import type { ApiKey } from '../domain/api-key';
import type { Scope } from '../../platform/auth/scopes';
import { ensureMayManageCredentials, ensureScopesGranted, type Grantor } from '../domain/credential-policy';
import { generateToken, TOKEN_PREFIXES } from '../domain/secret-token';
import { ApiKeyLimitReachedError } from '../domain/tenant-errors';
import type { ApiKeyRepository } from './api-key-repository.port';
import type { SecretDigester } from './secret-digester.port';
import type { TenantEntitlements } from './tenant-entitlements.port';
import { withChangeEvent, type ChangeEvents } from './credential-change';

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
    /** The plan's limit on active keys, applied to keys a credential asks for (not to the CLI's). */
    private readonly plans?: TenantEntitlements,
    /** `api_key.created` in the key's unit of work (ADR 0022); absent in the CLI. */
    private readonly changes?: ChangeEvents,
  ) {}

  /**
   * `grantor`: the credential asking for the key; none for the operator's CLI and a new tenant's first key.
   * A sandbox credential issues no keys; a key never gets a scope its grantor lacks; a grantor's key counts
   * against the plan's number of active keys.
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
      scopes: [...new Set<Scope>(input.scopes ?? ['api'])],
      createdAt: this.clock.now(),
      expiresAt: input.expiresAt ?? null,
      revokedAt: null,
      lastUsedAt: null,
    };
    const limited = grantor && this.plans ? await this.plans.of(tenantId) : null;
    const added = await withChangeEvent(
      this.changes,
      tenantId,
      async (tx) => {
        if (limited) return this.keys.addWithinLimit(apiKey, limited.entitlements.apiKeys, tx);
        await this.keys.add(apiKey, tx);
        return true;
      },
      (ok) =>
        ok
          ? {
              type: 'api_key.created',
              // Never the name (a person's, perhaps) nor any part of the key: ids and rights only.
              data: {
                keyId: apiKey.id,
                scopes: [...apiKey.scopes],
                testKey: input.sandbox ?? false,
                expiresAt: apiKey.expiresAt?.toISOString() ?? null,
              },
            }
          : null,
    );
    if (!added && limited) throw new ApiKeyLimitReachedError(limited.plan, limited.entitlements.apiKeys ?? 0);
    return { apiKey, plaintext };
  }
}
