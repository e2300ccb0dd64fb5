import type { Clock, TenantId } from '@libs/shared';
import type { DataInventory } from '../../platform/features/data-inventory';
import { assessGobd, type Assessed, type GobdFacts } from '../domain/gobd-assessment';
import { verifyChain, type AuditEntry, type ChainHead, type ChainVerification } from '../domain/audit-chain';
import {
  assessNis2Applicability,
  assessNis2Measures,
  type Applicability,
  type Nis2Inputs,
} from '../domain/nis2-assessment';
import type { AuditTrail } from './audit-trail.port';
import type { ComplianceFacts } from './compliance-facts.port';

/** The entry `BuildGobdExport` writes for each archive; it outlives the export's row (kept a week). */
const Z3_EXPORT_CREATED = 'gobd.export_created';

/** The last Z3 export as the audit log records it, from entries the chain check covers. */
function lastZ3Export(entries: readonly AuditEntry[]): GobdFacts['lastZ3Export'] {
  const last = [...entries].reverse().find((e) => e.action === Z3_EXPORT_CREATED);
  const sha = last?.details['archiveSha256'];
  return last && typeof sha === 'string' ? { at: new Date(last.at), archiveSha256: sha } : null;
}

/** Collects the evidence the service can show itself, at the moment of the call (nothing cached). */
export class ComplianceEvidence {
  constructor(
    private readonly audit: AuditTrail,
    private readonly facts: ComplianceFacts,
    private readonly inventory: DataInventory,
    private readonly clock: Clock,
  ) {}

  async gobd(
    tenantId: TenantId,
    expectedHead?: ChainHead,
  ): Promise<{ verifiedAt: Date; chain: ChainVerification; principles: Assessed[] }> {
    const verifiedAt = this.clock.now();
    // One read: the chain check and the export evidence rest on the same entries.
    const entries = await this.audit.entries(tenantId);
    const chain = verifyChain(entries, expectedHead);
    const statutoryRules = this.inventory.tables.flatMap((t) =>
      t.retention.kind === 'statutory'
        ? [`${t.table}: ${t.retention.years} Jahre (${t.retention.ground})`]
        : [],
    );
    const principles = assessGobd({
      verifiedAt,
      chain,
      statutoryRules,
      describedTables: this.inventory.tables.length,
      lastRetentionRun: await this.facts.lastSucceededRun('data-retention'),
      calculations: await this.facts.calculationCount(tenantId),
      lastZ3Export: lastZ3Export(entries),
    });
    return { verifiedAt, chain, principles };
  }

  async nis2(
    tenantId: TenantId,
    inputs: Nis2Inputs,
  ): Promise<{ generatedAt: string; applicability: Applicability; measures: Assessed[] }> {
    const chain = await this.audit.verify(tenantId);
    return {
      generatedAt: this.clock.now().toISOString(),
      applicability: assessNis2Applicability(inputs),
      measures: assessNis2Measures({
        describedTables: this.inventory.tables.length,
        chainIntact: chain.brokenAt === null,
        adminCredentials: await this.facts.adminCredentials(tenantId),
        storedSecrets: await this.facts.storedSecrets(tenantId),
        lastRetentionRun: await this.facts.lastSucceededRun('data-retention'),
      }),
    };
  }
}
