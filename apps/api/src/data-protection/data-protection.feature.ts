import type { Feature } from '../platform/features/feature';
import { DATA_PROTECTION_CONFIG } from './data-protection.config';
import { DATA_PROTECTION_ERROR_CODES } from './data-protection.error-codes';
import { DATA_PROTECTION_EVENT_TYPES } from './data-protection.event-types';
import { DataProtectionModule } from './data-protection.module';
import { DATA_PROTECTION_DATA_INVENTORY } from './persistence/data-protection.data-inventory';
import { CreateDataProtection1763719000000 } from './persistence/migrations/1763719000000-create-data-protection';
import { CreateDpiaAssessments1763719000001 } from './persistence/migrations/1763719000001-create-dpia-assessments';
import { CreateGobdExports1763732000000 } from './persistence/migrations/1763732000000-create-gobd-exports';
import { GobdExportAuditHead1763735100000 } from './persistence/migrations/1763735100000-gobd-export-audit-head';
import { DsgvoArchiveErased1764300000000 } from './persistence/migrations/1764300000000-dsgvo-archive-erased';

export const dataProtectionFeature: Feature = {
  name: 'data-protection',
  module: DataProtectionModule,
  config: DATA_PROTECTION_CONFIG,
  migrations: [
    CreateDataProtection1763719000000,
    CreateDpiaAssessments1763719000001,
    CreateGobdExports1763732000000,
    GobdExportAuditHead1763735100000,
    DsgvoArchiveErased1764300000000,
  ],
  dataInventory: DATA_PROTECTION_DATA_INVENTORY,
  errorCodes: DATA_PROTECTION_ERROR_CODES,
  eventTypes: DATA_PROTECTION_EVENT_TYPES,
};
