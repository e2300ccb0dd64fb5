import { Module } from '@nestjs/common';
import { GetProgram } from '@libs/catalogue';
import { Clock, SystemClock } from '@libs/shared';
import { CatalogueModule } from '../catalogue/catalogue.module';
import { CalculationRepository } from './application/calculation-repository.port';
import { CreateCalculation } from './application/create-calculation.use-case';
import { GetCalculation } from './application/get-calculation.use-case';
import { CalculationsController } from './calculations.controller';
import { KalkulationController } from './kalkulation.controller';
import { TypeormCalculationRepository } from './persistence/typeorm-calculation.repository';

@Module({
  imports: [CatalogueModule],
  controllers: [CalculationsController, KalkulationController],
  providers: [
    { provide: CalculationRepository, useClass: TypeormCalculationRepository },
    {
      provide: CreateCalculation,
      inject: [GetProgram, CalculationRepository, Clock],
      useFactory: (p: GetProgram, r: CalculationRepository, c: Clock) => new CreateCalculation(p, r, c),
    },
    { provide: GetCalculation, inject: [CalculationRepository], useFactory: (r: CalculationRepository) => new GetCalculation(r) },
  ],
})
export class CalculationsModule {}
