import type { DatabaseSchema } from '../features/feature';
import { CreateJobRuns1763702000050 } from './migrations/1763702000050-create-job-runs';

/** The kernel's own tables and migrations (before any feature's). */
export const KERNEL_SCHEMA: DatabaseSchema = { entities: [], migrations: [CreateJobRuns1763702000050] };
