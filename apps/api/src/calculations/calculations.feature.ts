import { CALCULATIONS_DATA_INVENTORY } from './persistence/calculations.data-inventory';
import type { Feature } from '../platform/features/feature';
import { CALCULATION_EVENT_TYPES } from './calculations.event-types';
import { CALCULATION_ERROR_CODES } from './calculations.error-codes';
import { CalculationsModule } from './calculations.module';
import { CreateCalculations1763700100000 } from './persistence/migrations/1763700100000-create-calculations';
import { CalculationsRowLevelSecurity1763701400000 } from './persistence/migrations/1763701400000-calculations-row-level-security';
import { CalculationsSandbox1763701600000 } from './persistence/migrations/1763701600000-calculations-sandbox';
import { CalculationOrmEntity } from './persistence/calculation.orm-entity';

export const calculationsFeature: Feature = {
  name: 'calculations',
  module: CalculationsModule,
  entities: [CalculationOrmEntity],
  migrations: [
    CreateCalculations1763700100000,
    CalculationsRowLevelSecurity1763701400000,
    CalculationsSandbox1763701600000,
  ],
  dataInventory: CALCULATIONS_DATA_INVENTORY,
  errorCodes: CALCULATION_ERROR_CODES,
  eventTypes: CALCULATION_EVENT_TYPES,
};
