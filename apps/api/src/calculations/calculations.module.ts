import { Module } from '@nestjs/common';
import { GetProgram } from '@libs/catalogue';
import { Clock } from '@libs/shared';
import { UnitOfWork } from '../platform/tenancy/unit-of-work.port';
import { CatalogueModule } from '../catalogue';
import { CalculationRepository } from './application/calculation-repository.port';
import { CreateCalculation } from './application/create-calculation.use-case';
import { GetCalculation } from './application/get-calculation.use-case';
import { CalculationsController } from './calculations.controller';
import { KalkulationController } from './kalkulation.controller';
import { TypeormCalculationRepository } from './persistence/typeorm-calculation-repository';
import { OutboundEvents } from '../platform/events/outbound-events.port';
import { TenantTransaction } from '../platform/tenancy/tenant-transaction';
import { CalculationSummaries } from './application/calculation-summaries.port';
import { TypeormCalculationSummaries } from './persistence/typeorm-calculation-summaries';

@Module({
  imports: [CatalogueModule],
  controllers: [CalculationsController, KalkulationController],
  providers: [
    { provide: CalculationRepository, useClass: TypeormCalculationRepository },
    {
      provide: CreateCalculation,
      inject: [
        GetProgram,
        CalculationRepository,
        UnitOfWork,
        Clock,
        { token: OutboundEvents, optional: true },
      ],
      useFactory: (p: GetProgram, r: CalculationRepository, u: UnitOfWork, c: Clock, e?: OutboundEvents) =>
        new CreateCalculation(p, r, u, c, e),
    },
    {
      provide: GetCalculation,
      inject: [CalculationRepository],
      useFactory: (r: CalculationRepository) => new GetCalculation(r),
    },
    {
      provide: CalculationSummaries,
      inject: [TenantTransaction],
      useFactory: (d: TenantTransaction) => new TypeormCalculationSummaries(d),
    },
  ],
  exports: [CalculationSummaries, GetCalculation],
})
export class CalculationsModule {}
