import type { Clock } from '@libs/shared';
import { definitionIssues, type Flag, type FlagDefinition } from '@libs/feature-flags';
import type { OutboundEvents } from '../../platform/events/outbound-events.port';
import { RequestValidationError } from '../../platform/errors/request-validation.error';
import type { Transaction } from '../../platform/tenancy/unit-of-work.port';
import { diffSnapshots, type DiffEntry } from '../domain/diff';
import { FlagSandboxReadOnlyError } from './flag.errors';
import type { FlagAction, FlagActor, FlagSnapshot, FlagStore } from './flag-store.port';

/** The caller of an admin operation: its actor, and whether it is a sandbox credential. */
export interface FlagAdmin extends FlagActor {
  sandbox: boolean;
}

/** Flags are live configuration of the platform: a sandbox credential only reads them. */
export function assertLiveAdmin(admin: FlagAdmin): void {
  if (admin.sandbox) throw new FlagSandboxReadOnlyError();
}

export function snapshotOf(flag: FlagDefinition & { archived: boolean }): FlagSnapshot {
  return {
    key: flag.key,
    description: flag.description,
    type: flag.type,
    variants: flag.variants,
    defaultVariant: flag.defaultVariant,
    enabled: flag.enabled,
    strategies: flag.strategies,
    schedule: flag.schedule,
    archived: flag.archived,
  };
}

export function assertValidDefinition(definition: FlagDefinition): void {
  const issues = definitionIssues(definition);
  if (issues.length > 0) throw new RequestValidationError(issues);
}

/**
 * The history and the event of one change, in the change's transaction: a version with the diff against the
 * one before, and `feature_flag.updated` to the acting operator's tenant (its webhooks, later its stream).
 */
export class FlagChangeRecorder {
  constructor(
    private readonly store: FlagStore,
    private readonly events: OutboundEvents,
    private readonly clock: Clock,
  ) {}

  async record(
    change: {
      before: Flag | null;
      after: FlagSnapshot;
      version: number;
      action: FlagAction;
      /** Instead of the computed one (a deletion removes the whole). */
      diff?: DiffEntry[];
    },
    admin: FlagAdmin,
    reason: string | null,
    tx: Transaction,
  ): Promise<void> {
    const before = change.before ? snapshotOf(change.before) : null;
    await this.store.appendVersion(
      {
        key: change.after.key,
        version: change.version,
        action: change.action,
        snapshot: change.after,
        diff: change.diff ?? diffSnapshots(before, change.after),
        actor: { tenantId: admin.tenantId, credentialId: admin.credentialId },
        reason,
        createdAt: this.clock.now(),
      },
      tx,
    );
    await this.events.publish(
      admin.tenantId,
      {
        type: 'feature_flag.updated',
        sandbox: false,
        data: { key: change.after.key, version: change.version, action: change.action },
      },
      tx,
    );
  }
}
