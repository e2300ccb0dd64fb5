import { Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { ChangeNotifications } from '../../platform/database/change-notifications.port';
import { CredentialStatus } from '../application/credential-status';
import { PrincipalCache } from '../application/principal-cache';
import { PRINCIPALS_CHANNEL } from '../persistence/migrations/1763702000080-principal-change-notifications';

/**
 * Listens for the database's `fm_principals` notifications (a tenant, its keys or clients changed) and drops
 * what this instance remembers of that tenant's credentials: its principals and its revocation answers.
 */
@Injectable()
export class PrincipalInvalidation implements OnModuleInit, OnModuleDestroy {
  private stop: (() => void) | null = null;

  constructor(
    private readonly notifications: ChangeNotifications,
    private readonly principals: PrincipalCache,
    private readonly status: CredentialStatus,
  ) {}

  async onModuleInit(): Promise<void> {
    this.stop = await this.notifications.subscribe(PRINCIPALS_CHANNEL, (tenantId) => {
      if (tenantId === null) {
        this.principals.clear();
        this.status.clear();
      } else {
        this.principals.forgetTenant(tenantId);
        this.status.forgetTenant(tenantId);
      }
    });
  }

  onModuleDestroy(): void {
    this.stop?.();
  }
}
