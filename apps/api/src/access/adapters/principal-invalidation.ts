import { Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { TenantId } from '@libs/shared';
import { ChangeNotifications } from '../../platform/database/change-notifications.port';
import {
  CredentialChanges,
  type CredentialChangeListener,
} from '../../platform/auth/credential-changes.port';
import type { Principal } from '../../platform/auth/principal';
import { CredentialStatus } from '../application/credential-status';
import { PrincipalCache } from '../application/principal-cache';
import { PRINCIPALS_CHANNEL } from '../persistence/migrations/1763702000080-principal-change-notifications';

/**
 * Listens for the database's `fm_principals` notifications (a tenant, its keys or clients changed) and drops
 * what this instance remembers of that tenant's credentials: its principals and its revocation answers. Then
 * it tells the kernel's listeners (open streams re-check their credential), which therefore read
 * the database, not a cache that outlived the change.
 */
@Injectable()
export class PrincipalInvalidation extends CredentialChanges implements OnModuleInit, OnModuleDestroy {
  private readonly log = new Logger(PrincipalInvalidation.name);
  private readonly listeners = new Set<CredentialChangeListener>();
  private stop: (() => void) | null = null;

  constructor(
    private readonly notifications: ChangeNotifications,
    private readonly principals: PrincipalCache,
    private readonly status: CredentialStatus,
  ) {
    super();
  }

  async onModuleInit(): Promise<void> {
    this.stop = await this.notifications.subscribe(PRINCIPALS_CHANNEL, (tenantId) => {
      if (tenantId === null) {
        this.principals.clear();
        this.status.clear();
      } else {
        this.principals.forgetTenant(tenantId);
        this.status.forgetTenant(tenantId);
      }
      for (const listener of this.listeners) {
        try {
          listener(tenantId);
        } catch (err) {
          this.log.warn(
            `credential change listener failed: ${err instanceof Error ? err.message : String(err)}`,
          );
        }
      }
    });
  }

  onChange(listener: CredentialChangeListener): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  stands(
    tenantId: TenantId,
    credential: Pick<Principal, 'credentialKind' | 'credentialId'>,
  ): Promise<boolean> {
    return this.status.isActive(tenantId, { kind: credential.credentialKind, id: credential.credentialId });
  }

  onModuleDestroy(): void {
    this.stop?.();
    this.listeners.clear();
  }
}
