import type { TenantScope } from '@libs/shared';
import type { Transaction } from '../../platform/tenancy/unit-of-work.port';
import type { DsgvoRequest } from '../domain/dsgvo-request';

export interface OpenRequestDue {
  id: string;
  kind: string;
  dueDate: string;
  sandbox: boolean;
}

/** The tenant's data-protection requests. */
export abstract class DsgvoRequestRepository {
  abstract insert(tx: Transaction, request: DsgvoRequest): Promise<void>;
  /** Locks the row for the job that executes it (a second worker waits, then sees it done). */
  abstract findForUpdate(tx: Transaction, id: string): Promise<DsgvoRequest | null>;
  /** An open portability request for the subject, or a finished one whose archive is still downloadable. */
  abstract findReusablePortability(
    tx: Transaction,
    sandbox: boolean,
    digest: string,
    now: Date,
  ): Promise<DsgvoRequest | null>;
  abstract save(tx: Transaction, request: DsgvoRequest): Promise<void>;
  abstract saveArchive(tx: Transaction, id: string, archive: Uint8Array, expiresAt: Date): Promise<void>;
  abstract findById(scope: TenantScope, id: string): Promise<DsgvoRequest | null>;
  /** `erased`: the archive was deleted by an erasure of the same subject. */
  abstract findArchive(
    scope: TenantScope,
    id: string,
  ): Promise<{ archive: Uint8Array | null; expiresAt: Date | null; erased: boolean } | null>;
  /**
   * Deletes the archives of the subject's earlier portability requests (a sandbox erasure: sandbox ones only)
   * and marks them erased by `erasureId`; the ids of those requests.
   */
  abstract eraseArchivesOf(
    tx: Transaction,
    sandboxOnly: boolean,
    digest: string,
    erasureId: string,
  ): Promise<string[]>;
  /** Open requests due on or before `until` that have not been warned about yet; marks them warned. */
  abstract claimDueSoon(tx: Transaction, until: string, now: Date): Promise<OpenRequestDue[]>;
  /** Drops expired archives; deletes finished requests received before `before` (accountability period). */
  abstract prune(tx: Transaction, now: Date, before: Date): Promise<{ archives: number; requests: number }>;
}
