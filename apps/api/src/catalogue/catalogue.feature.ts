import { CATALOGUE_DATA_INVENTORY } from './persistence/catalogue.data-inventory';
import type { Feature } from '../platform/features/feature';
import { CATALOGUE_EVENT_TYPES } from './catalogue.event-types';
import { CATALOGUE_ERROR_CODES } from './catalogue.error-codes';
import { CatalogueModule } from './catalogue.module';
import { CreatePrograms1763700000000 } from './persistence/migrations/1763700000000-create-programs';
import { CatalogueVersion1763701300000 } from './persistence/migrations/1763701300000-catalogue-version';
import { ProgramsRowLevelSecurity1763701700000 } from './persistence/migrations/1763701700000-programs-row-level-security';
import { CatalogueChangeNotifications1763702000081 } from './persistence/migrations/1763702000081-catalogue-change-notifications';
import { ProgramsSnapshotRead1763702000090 } from './persistence/migrations/1763702000090-programs-snapshot-read';
import { CatalogueVersionOncePerTransaction1763740000000 } from './persistence/migrations/1763740000000-catalogue-version-once-per-transaction';
import { ProgramSuccessor1764420000000 } from './persistence/migrations/1764420000000-program-successor';
import { ProgramFundingCategories1764537291000 } from './persistence/migrations/1764537291000-program-funding-categories';
import { ProgramOrmEntity } from './persistence/program.orm-entity';
import { SeedStateOrmEntity } from './persistence/seed-state.orm-entity';

export const catalogueFeature: Feature = {
  name: 'catalogue',
  module: CatalogueModule,
  entities: [ProgramOrmEntity, SeedStateOrmEntity],
  migrations: [
    CreatePrograms1763700000000,
    CatalogueVersion1763701300000,
    ProgramsRowLevelSecurity1763701700000,
    CatalogueChangeNotifications1763702000081,
    ProgramsSnapshotRead1763702000090,
    CatalogueVersionOncePerTransaction1763740000000,
    ProgramSuccessor1764420000000,
    ProgramFundingCategories1764537291000,
  ],
  dataInventory: CATALOGUE_DATA_INVENTORY,
  errorCodes: CATALOGUE_ERROR_CODES,
  eventTypes: CATALOGUE_EVENT_TYPES,
};
