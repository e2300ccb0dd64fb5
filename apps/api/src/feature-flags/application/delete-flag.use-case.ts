import type { Clock } from '@libs/shared';
import type { Flag } from '@libs/feature-flags';
import type { UnitOfWork } from '../../platform/tenancy/unit-of-work.port';
import type { FlagStore } from './flag-store.port';
import { assertLiveAdmin, snapshotOf, type FlagAdmin, type FlagChangeRecorder } from './record-flag-change';
import { applyChange, loadForChange } from './update-flag.use-case';

/**
 * DELETE in two steps, so that no flag vanishes by one mistaken call: a live flag is archived (it then
 * evaluates as not found), an archived one is removed. Its history stays, with a last `deleted` version.
 */
export class DeleteFlag {
  constructor(
    private readonly store: FlagStore,
    private readonly uow: UnitOfWork,
    private readonly recorder: FlagChangeRecorder,
    private readonly clock: Clock,
  ) {}

  async execute(
    admin: FlagAdmin,
    key: string,
    expectedVersion: number | undefined,
    reason: string | null,
  ): Promise<{ removed: false; flag: Flag } | { removed: true }> {
    assertLiveAdmin(admin);
    return this.uow.run(admin.tenantId, async (tx) => {
      const current = await loadForChange(this.store, key, expectedVersion, tx);
      if (!current.archived) {
        const next = { ...snapshotOf(current), archived: true };
        return {
          removed: false,
          flag: await applyChange(
            { store: this.store, recorder: this.recorder, clock: this.clock },
            admin,
            current,
            next,
            'archived',
            reason,
            tx,
          ),
        };
      }
      await this.store.remove(key, tx);
      await this.recorder.record(
        {
          before: current,
          after: snapshotOf(current),
          version: current.version + 1,
          action: 'deleted',
          diff: [{ op: 'remove', path: '', from: snapshotOf(current) }],
        },
        admin,
        reason,
        tx,
      );
      return { removed: true };
    });
  }
}
