import type { TenantId } from '@libs/shared';
import type { Principal } from './principal';

/** Called after a tenant's credentials changed on any instance; null: anything may have changed. */
export type CredentialChangeListener = (tenantId: string | null) => void;

/**
 * For what outlives one request (an open event stream): hears when a tenant's credentials change anywhere
 * (revoked, erased, expired, plan or tenant changed; ADR 0012's `fm_principals`), after this instance has
 * dropped what it remembered of them, and answers whether a credential still stands. The access module
 * implements it; a holder of a long-lived connection re-checks on each change and ends what no longer stands.
 */
export abstract class CredentialChanges {
  abstract onChange(listener: CredentialChangeListener): () => void;

  abstract stands(
    tenantId: TenantId,
    credential: Pick<Principal, 'credentialKind' | 'credentialId'>,
  ): Promise<boolean>;
}
