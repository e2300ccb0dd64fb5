import { OutboundEventTaps } from '../events/outbound-event-taps';
import { UsageSignals } from '../events/usage-signals';
import { Global, Module } from '@nestjs/common';
import { TenantTransaction } from './tenant-transaction';
import { TypeormUnitOfWork } from './typeorm-unit-of-work';
import { UnitOfWork } from './unit-of-work.port';

/** The kernel's tenant-scoped database access and unit of work, one instance for every module. */
@Global()
@Module({
  // OutboundEventTaps: published events reach their consumers inside this same tenant transaction.
  // UsageSignals: what reads (search, match) did, for whoever listens (analytics), without a statement.
  providers: [
    TenantTransaction,
    { provide: UnitOfWork, useClass: TypeormUnitOfWork },
    OutboundEventTaps,
    UsageSignals,
  ],
  exports: [TenantTransaction, UnitOfWork, OutboundEventTaps, UsageSignals],
})
export class TenancyModule {}
