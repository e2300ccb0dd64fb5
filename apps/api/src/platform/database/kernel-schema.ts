import type { DatabaseSchema } from '../features/feature';
import { CreateIdempotencyKeys1763702000060 } from '../idempotency/migrations/1763702000060-create-idempotency-keys';

/** The kernel's own tables and migrations (run with the features' ones, in timestamp order). */
export const KERNEL_SCHEMA: DatabaseSchema = {
  entities: [],
  migrations: [CreateIdempotencyKeys1763702000060],
};
