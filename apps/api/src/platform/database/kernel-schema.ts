import type { DatabaseSchema } from '../features/feature';
import { CreateIdempotencyKeys1763702000060 } from '../idempotency/migrations/1763702000060-create-idempotency-keys';
import { KERNEL_DATA_INVENTORY } from './kernel-data-inventory';
import { CreateJobRuns1763702000050 } from './migrations/1763702000050-create-job-runs';
import { CreateRefuteGuess1764537215000 } from './migrations/1764537215000-create-refute-guess';

/** The kernel's own tables and migrations (run with the features' ones, in timestamp order). */
export const KERNEL_SCHEMA: DatabaseSchema = {
  entities: [],
  migrations: [
    CreateJobRuns1763702000050,
    CreateIdempotencyKeys1763702000060,
    CreateRefuteGuess1764537215000,
  ],
  dataInventory: KERNEL_DATA_INVENTORY,
};
