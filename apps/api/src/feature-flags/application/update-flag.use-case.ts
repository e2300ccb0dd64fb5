import type { Clock } from '@libs/shared';
import type { Flag, FlagDefinition } from '@libs/feature-flags';
import type { Transaction, UnitOfWork } from '../../platform/tenancy/unit-of-work.port';
import { diffSnapshots } from '../domain/diff';
import { FlagArchivedError, FlagNotFoundError, FlagVersionMismatchError } from './flag.errors';
import type { FlagAction, FlagStore } from './flag-store.port';
import {
  assertLiveAdmin,
  assertValidDefinition,
  snapshotOf,
  type FlagAdmin,
  type FlagChangeRecorder,
} from './record-flag-change';

/** What PATCH may change: any part of the definition but key and type, and `archived` (archive or restore). */
export type FlagPatch = Partial<Omit<FlagDefinition, 'key' | 'type'>> & { archived?: boolean };

/** Loads a flag for a change, checking `If-Match` (the version the caller last saw) when given. */
export async function loadForChange(
  store: FlagStore,
  key: string,
  expectedVersion: number | undefined,
  tx: Transaction,
): Promise<Flag> {
  const flag = await store.findForUpdate(key, tx);
  if (!flag) throw new FlagNotFoundError(key);
  if (expectedVersion !== undefined && expectedVersion !== flag.version)
    throw new FlagVersionMismatchError(key, flag.version);
  return flag;
}

/** Applies a change as a new version: the shared path of PATCH, archive by DELETE and rollback. */
export async function applyChange(
  deps: { store: FlagStore; recorder: FlagChangeRecorder; clock: Clock },
  admin: FlagAdmin,
  current: Flag,
  next: FlagDefinition & { archived: boolean },
  action: FlagAction,
  reason: string | null,
  tx: Transaction,
): Promise<Flag> {
  // A save that changes nothing adds no version and no event (a double-click is not history).
  if (diffSnapshots(snapshotOf(current), snapshotOf(next)).length === 0) return current;
  const flag: Flag = { ...current, ...next, version: current.version + 1, updatedAt: deps.clock.now() };
  await deps.store.update(flag, tx);
  await deps.recorder.record(
    { before: current, after: snapshotOf(flag), version: flag.version, action },
    admin,
    reason,
    tx,
  );
  return flag;
}

export class UpdateFlag {
  constructor(
    private readonly store: FlagStore,
    private readonly uow: UnitOfWork,
    private readonly recorder: FlagChangeRecorder,
    private readonly clock: Clock,
  ) {}

  async execute(
    admin: FlagAdmin,
    key: string,
    patch: FlagPatch,
    expectedVersion: number | undefined,
    reason: string | null,
  ): Promise<Flag> {
    assertLiveAdmin(admin);
    return this.uow.run(admin.tenantId, async (tx) => {
      const current = await loadForChange(this.store, key, expectedVersion, tx);
      const archived = patch.archived ?? current.archived;
      if (current.archived && archived) throw new FlagArchivedError(key);
      const next = { ...snapshotOf(current), ...patch, key: current.key, type: current.type, archived };
      assertValidDefinition(next);
      const action: FlagAction =
        archived === current.archived ? 'updated' : archived ? 'archived' : 'restored';
      return applyChange(
        { store: this.store, recorder: this.recorder, clock: this.clock },
        admin,
        current,
        next,
        action,
        reason,
        tx,
      );
    });
  }
}
