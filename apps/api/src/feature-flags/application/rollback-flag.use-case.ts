import type { Clock } from '@libs/shared';
import type { Flag } from '@libs/feature-flags';
import type { UnitOfWork } from '../../platform/tenancy/unit-of-work.port';
import { FlagArchivedError, FlagVersionNotFoundError } from './flag.errors';
import type { FlagStore } from './flag-store.port';
import {
  assertLiveAdmin,
  assertValidDefinition,
  snapshotOf,
  type FlagAdmin,
  type FlagChangeRecorder,
} from './record-flag-change';
import { applyChange, loadForChange } from './update-flag.use-case';

/** One step back to an earlier version's definition, recorded as a new version (history is never rewritten). */
export class RollbackFlag {
  constructor(
    private readonly store: FlagStore,
    private readonly uow: UnitOfWork,
    private readonly recorder: FlagChangeRecorder,
    private readonly clock: Clock,
  ) {}

  async execute(
    admin: FlagAdmin,
    key: string,
    toVersion: number,
    expectedVersion: number | undefined,
    reason: string | null,
  ): Promise<Flag> {
    assertLiveAdmin(admin);
    return this.uow.run(admin.tenantId, async (tx) => {
      const current = await loadForChange(this.store, key, expectedVersion, tx);
      if (current.archived) throw new FlagArchivedError(key);
      const target = await this.store.version(key, toVersion, tx);
      if (!target || target.action === 'deleted') throw new FlagVersionNotFoundError(key, toVersion);
      // The definition comes back; the archive state stays the current one (restoring is its own step).
      const next = { ...target.snapshot, key: current.key, archived: current.archived };
      assertValidDefinition(next);
      return applyChange(
        { store: this.store, recorder: this.recorder, clock: this.clock },
        admin,
        current,
        { ...snapshotOf(next) },
        'rolled_back',
        reason,
        tx,
      );
    });
  }
}
