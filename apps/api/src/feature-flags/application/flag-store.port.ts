import type { Flag, FlagDefinition } from '@libs/feature-flags';
import type { Transaction } from '../../platform/tenancy/unit-of-work.port';
import type { DiffEntry } from '../domain/diff';

export const FLAG_ACTIONS = ['created', 'updated', 'archived', 'restored', 'rolled_back', 'deleted'] as const;
export type FlagAction = (typeof FLAG_ACTIONS)[number];

/** Who changed a flag: the operator's tenant and credential (never a person's data). */
export interface FlagActor {
  tenantId: Transaction['tenantId'];
  credentialId: string;
}

/** What a version keeps: the whole definition as it was, and whether it was archived. */
export type FlagSnapshot = FlagDefinition & { archived: boolean };

/** One entry of the append-only history of a flag key. */
export interface FlagVersion {
  key: string;
  version: number;
  action: FlagAction;
  snapshot: FlagSnapshot;
  diff: DiffEntry[];
  actor: FlagActor;
  reason: string | null;
  createdAt: Date;
}

/**
 * Platform-wide flags and their history (no tenant: the operator manages them for everyone). Writes join the
 * use case's transaction, so a change, its version and its `feature_flag.updated` event commit together.
 */
export abstract class FlagStore {
  /** Every flag, archived ones too, ordered by key. */
  abstract list(): Promise<Flag[]>;
  abstract find(key: string): Promise<Flag | null>;
  /** Inside the transaction, locked against a concurrent change until it commits. */
  abstract findForUpdate(key: string, tx: Transaction): Promise<Flag | null>;
  /** The highest version a key ever had (its history outlives a deleted flag), 0 for a new key. */
  abstract lastVersion(key: string, tx: Transaction): Promise<number>;
  abstract insert(flag: Flag, tx: Transaction): Promise<void>;
  abstract update(flag: Flag, tx: Transaction): Promise<void>;
  abstract remove(key: string, tx: Transaction): Promise<void>;
  abstract appendVersion(version: FlagVersion, tx: Transaction): Promise<void>;
  /** Newest first. */
  abstract history(key: string): Promise<FlagVersion[]>;
  /** Inside the transaction when given (an embedded database has one connection: never read beside it). */
  abstract version(key: string, version: number, tx?: Transaction): Promise<FlagVersion | null>;
  /** Notes that these flags were evaluated (for staleness); coarse (once a minute per flag), never throws. */
  abstract markEvaluated(keys: string[], at: Date): Promise<void>;
}
