import type { TenantId, TenantScope } from '@libs/shared';
import type { Transaction } from '../../platform/tenancy/unit-of-work.port';
import { AuditTrail, type AuditRecord } from '../application/audit-trail.port';
import { DsgvoRequestRepository } from '../application/dsgvo-request-repository.port';
import {
  SubjectData,
  type SubjectRef,
  type SubjectScope,
  type TableAction,
} from '../application/subject-data.port';
import { chainHash, GENESIS_HASH, verifyChain, type AuditEntry, type ChainHead } from '../domain/audit-chain';
import type { DsgvoRequest } from '../domain/dsgvo-request';

/** The audit chain in memory, with the same hashing as the table. */
export class InMemoryAuditTrail extends AuditTrail {
  readonly byTenant = new Map<TenantId, AuditEntry[]>();
  async append(tx: Transaction, record: AuditRecord, at: Date): Promise<void> {
    const list = this.byTenant.get(tx.tenantId) ?? [];
    const prevHash = list.at(-1)?.hash ?? GENESIS_HASH;
    const content = { seq: list.length + 1, at: at.toISOString(), ...record, details: record.details ?? {} };
    list.push({ ...content, prevHash, hash: chainHash(prevHash, content) });
    this.byTenant.set(tx.tenantId, list);
  }
  async entries(tenantId: TenantId): Promise<AuditEntry[]> {
    return this.byTenant.get(tenantId) ?? [];
  }
  async verify(tenantId: TenantId, expectedHead?: ChainHead) {
    return verifyChain(await this.entries(tenantId), expectedHead);
  }
}

export class InMemoryDsgvoRequests extends DsgvoRequestRepository {
  readonly rows = new Map<string, { tenantId: TenantId; request: DsgvoRequest }>();
  async insert(tx: Transaction, request: DsgvoRequest) {
    this.rows.set(request.id, { tenantId: tx.tenantId, request: structuredClone(request) });
  }
  async findForUpdate(tx: Transaction, id: string) {
    const row = this.rows.get(id);
    return row && row.tenantId === tx.tenantId ? structuredClone(row.request) : null;
  }
  async findReusablePortability() {
    return null;
  }
  async save(tx: Transaction, request: DsgvoRequest) {
    this.rows.set(request.id, { tenantId: tx.tenantId, request: structuredClone(request) });
  }
  async saveArchive() {}
  async findById(scope: TenantScope, id: string) {
    const row = this.rows.get(id);
    return row && row.tenantId === scope.tenantId ? structuredClone(row.request) : null;
  }
  async findArchive() {
    return null;
  }
  async eraseArchivesOf() {
    return [];
  }
  async claimDueSoon() {
    return [];
  }
  async prune() {
    return { archives: 0, requests: 0 };
  }
}

/** Answers with fixed actions and records what it was asked to do. */
export class ScriptedSubjectData extends SubjectData {
  readonly erased: { tenantId: TenantId; subject: SubjectRef; scope: SubjectScope }[] = [];
  constructor(private readonly actions: TableAction[]) {
    super();
  }
  async preview() {
    return this.actions;
  }
  async erase(tx: Transaction, scope: SubjectScope, subject: SubjectRef) {
    this.erased.push({ tenantId: tx.tenantId, subject, scope });
    return this.actions;
  }
  async export() {
    return [];
  }
}
