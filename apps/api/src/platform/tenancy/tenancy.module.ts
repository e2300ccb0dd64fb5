import { Global, Module } from '@nestjs/common';
import { TenantTransaction } from './tenant-transaction';
import { TypeormUnitOfWork } from './typeorm-unit-of-work';
import { UnitOfWork } from './unit-of-work.port';

/** The kernel's tenant-scoped database access and unit of work, one instance for every module. */
@Global()
@Module({
  providers: [TenantTransaction, { provide: UnitOfWork, useClass: TypeormUnitOfWork }],
  exports: [TenantTransaction, UnitOfWork],
})
export class TenancyModule {}
