import { Global, Module } from '@nestjs/common';
import { TenantTransaction } from './tenant-transaction';

/** The kernel's tenant-scoped database access, one instance for every module. */
@Global()
@Module({ providers: [TenantTransaction], exports: [TenantTransaction] })
export class TenancyModule {}
