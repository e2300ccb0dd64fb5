import { CreatePrograms1763700000000 } from './1763700000000-create-programs';
import { CreateCalculations1763700100000 } from './1763700100000-create-calculations';

/** Migrations in order. Explicit imports (no glob) so the same list runs from ts, compiled js and tests. */
export const MIGRATIONS = [CreatePrograms1763700000000, CreateCalculations1763700100000];
