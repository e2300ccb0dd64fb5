import type { Feature } from '../platform/features/feature';
import { CATALOGUE_SYNC_CONFIG } from './catalogue-sync.config';
import { CATALOGUE_SYNC_ERROR_CODES } from './catalogue-sync.error-codes';
import { CATALOGUE_SYNC_EVENT_TYPES } from './catalogue-sync.event-types';
import { CatalogueSyncModule } from './catalogue-sync.module';
import { CATALOGUE_SYNC_DATA_INVENTORY } from './persistence/catalogue-sync.data-inventory';
import { CreateProgramSync1763717000000 } from './persistence/migrations/1763717000000-create-program-sync';
import { SyncRunUnlinkedCurated1763735900000 } from './persistence/migrations/1763735900000-sync-run-unlinked-curated';
import { SyncRunCheck1763740100000 } from './persistence/migrations/1763740100000-sync-run-check';
import { SyncRunSummary1764310000000 } from './persistence/migrations/1764310000000-sync-run-summary';
import { ProgramTermProposals1764322000000 } from './persistence/migrations/1764322000000-program-term-proposals';
import { TermProposalTab1764410000000 } from './persistence/migrations/1764410000000-term-proposal-tab';
import { TermProposalOrmEntity } from './persistence/term-proposal.orm-entity';

export const catalogueSyncFeature: Feature = {
  name: 'catalogue-sync',
  module: CatalogueSyncModule,
  migrations: [
    CreateProgramSync1763717000000,
    SyncRunUnlinkedCurated1763735900000,
    SyncRunCheck1763740100000,
    SyncRunSummary1764310000000,
    TermProposalTab1764410000000,
    ProgramTermProposals1764322000000,
  ],
  entities: [TermProposalOrmEntity],
  errorCodes: CATALOGUE_SYNC_ERROR_CODES,
  eventTypes: CATALOGUE_SYNC_EVENT_TYPES,
  config: CATALOGUE_SYNC_CONFIG,
  dataInventory: CATALOGUE_SYNC_DATA_INVENTORY,
};
