import type { Clock } from '@libs/shared';
import type { Flag, FlagDefinition } from '@libs/feature-flags';
import type { UnitOfWork } from '../../platform/tenancy/unit-of-work.port';
import { FlagKeyTakenError } from './flag.errors';
import type { FlagStore } from './flag-store.port';
import {
  assertLiveAdmin,
  assertValidDefinition,
  snapshotOf,
  type FlagAdmin,
  type FlagChangeRecorder,
} from './record-flag-change';

/** Creates a flag as version n+1 of its key (a key's history survives its deletion, so numbers never repeat). */
export class CreateFlag {
  constructor(
    private readonly store: FlagStore,
    private readonly uow: UnitOfWork,
    private readonly recorder: FlagChangeRecorder,
    private readonly clock: Clock,
  ) {}

  async execute(admin: FlagAdmin, definition: FlagDefinition, reason: string | null): Promise<Flag> {
    assertLiveAdmin(admin);
    assertValidDefinition(definition);
    return this.uow.run(admin.tenantId, async (tx) => {
      if (await this.store.findForUpdate(definition.key, tx)) throw new FlagKeyTakenError(definition.key);
      const now = this.clock.now();
      const flag: Flag = {
        ...definition,
        version: (await this.store.lastVersion(definition.key, tx)) + 1,
        archived: false,
        createdAt: now,
        updatedAt: now,
        lastEvaluatedAt: null,
      };
      await this.store.insert(flag, tx);
      await this.recorder.record(
        { before: null, after: snapshotOf(flag), version: flag.version, action: 'created' },
        admin,
        reason,
        tx,
      );
      return flag;
    });
  }
}
