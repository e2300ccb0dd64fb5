import type { Clock, TenantId } from '@libs/shared';
import type { DataInventory } from '../../platform/features/data-inventory';
import { assessGobd, type Assessed } from '../domain/gobd-assessment';
import type { ChainVerification } from '../domain/audit-chain';
import {
  assessNis2Applicability,
  assessNis2Measures,
  type Applicability,
  type Nis2Inputs,
} from '../domain/nis2-assessment';
import type { AuditTrail } from './audit-trail.port';
import type { ComplianceFacts } from './compliance-facts.port';
import type { GobdExportRepository } from './gobd-export-repository.port';

/** Collects the evidence the service can show itself, at the moment of the call (nothing cached). */
export class ComplianceEvidence {
  constructor(
    private readonly audit: AuditTrail,
    private readonly facts: ComplianceFacts,
    private readonly inventory: DataInventory,
    private readonly clock: Clock,
    private readonly gobdExports: GobdExportRepository,
  ) {}

  async gobd(
    tenantId: TenantId,
  ): Promise<{ verifiedAt: Date; chain: ChainVerification; principles: Assessed[] }> {
    const verifiedAt = this.clock.now();
    const chain = await this.audit.verify(tenantId);
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
      lastZ3Export: await this.gobdExports.lastCompleted(tenantId),
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
        lastRetentionRun: await this.facts.lastSucceededRun('data-retention'),
      }),
    };
  }
}
