import type { DatabaseSchema } from '../features/feature';

/** The kernel's own tables and migrations (before any feature's). */
export const KERNEL_SCHEMA: DatabaseSchema = { entities: [], migrations: [] };
