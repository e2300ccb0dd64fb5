import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import type { Finding } from '@libs/funding-plans';
import { legalSourcesOf } from '../../platform/openapi/legal-source.dto';
import type { FundingPlan } from '../application/funding-plan';
import {
  AlternativeDto,
  EnterpriseDto,
  ExcludedProgramDto,
  FindingDto,
  LedgerEntryDto,
  PlannedProgramDto,
  PlanTotalsDto,
} from './plan-parts.response.dto';

@ApiSchema({ name: 'FundingPlan' })
export class FundingPlanResponseDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ type: 'string', nullable: true }) title!: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ format: 'date', description: 'Stichtag der Rechtslage.' }) referenceDate!: string;
  @ApiProperty({
    type: 'string',
    format: 'date',
    nullable: true,
    description: 'Antragsdatum, für das der Plan gilt (null bei vor Einführung gespeicherten Plänen).',
  })
  applicationDate!: string | null;
  @ApiProperty({ enum: ['ESTIMATE'], description: 'Nur der Bewilligungsbescheid legt den Betrag fest.' })
  status!: 'ESTIMATE';
  @ApiProperty({ type: EnterpriseDto }) enterprise!: EnterpriseDto;
  @ApiProperty({
    type: [PlannedProgramDto],
    description: 'Die beste rechtmäßige Kombination, in Antragsreihenfolge.',
  })
  programs!: PlannedProgramDto[];
  @ApiProperty({ type: PlanTotalsDto }) totals!: PlanTotalsDto;
  @ApiProperty({
    type: [ExcludedProgramDto],
    description: 'Jedes geprüfte Programm, das nicht im Plan ist, mit Grund.',
  })
  excluded!: ExcludedProgramDto[];
  @ApiProperty({ type: [LedgerEntryDto] }) deminimisLedger!: LedgerEntryDto[];
  @ApiProperty({ type: [AlternativeDto] }) alternatives!: AlternativeDto[];
  @ApiProperty({ type: [FindingDto] }) notes!: FindingDto[];
  @ApiProperty({ type: [String] }) ruleVersions!: string[];
  @ApiProperty({ type: 'integer', minimum: 0, description: 'Von der exakten Suche bewertete Kombinationen.' })
  combinationsEvaluated!: number;
}

export function toFundingPlanResponse(plan: FundingPlan): FundingPlanResponseDto {
  const r = plan.result;
  return {
    id: plan.id,
    title: plan.title,
    createdAt: plan.createdAt.toISOString(),
    referenceDate: r.referenceDate,
    applicationDate: r.applicationDate ?? null,
    status: 'ESTIMATE',
    enterprise: r.enterprise,
    programs: r.programs.map((p) => ({
      ...p,
      sources: legalSourcesOf(p.legalSource),
      reductions: p.reductions.map(withSources),
    })),
    totals: r.totals,
    excluded: r.excluded.map((e) => ({ ...e, reasons: e.reasons.map(withSources) })),
    deminimisLedger: r.deminimisLedger.map((l) => ({ ...l, sources: legalSourcesOf(l.legalSource) })),
    alternatives: r.alternatives,
    notes: r.notes.map(withSources),
    ruleVersions: r.ruleVersions,
    combinationsEvaluated: r.combinationsEvaluated,
  };
}

/** A finding with its sources as data (stored plans keep only the text; the sources are read from it). */
function withSources(f: Finding): FindingDto {
  return { ...f, sources: legalSourcesOf(f.legalSource) };
}
