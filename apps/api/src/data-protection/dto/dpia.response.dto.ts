import { ApiProperty } from '@nestjs/swagger';
import { riskLevel, RISK_LEVELS, type Dpia } from '../domain/dpia';
import { DPIA_STATUSES, DSK_LIST, WP248_CRITERIA } from '../domain/dpia-screening';

export class DpiaCriterionDto {
  @ApiProperty({ enum: [...Object.keys(WP248_CRITERIA), ...Object.keys(DSK_LIST)] }) id!: string;
  @ApiProperty() title!: string;
}

export class DpiaScreeningDto {
  @ApiProperty({
    enum: ['required', 'likely', 'not_required'],
    description: 'DSK-Liste oder zwei WP248-Kriterien: erforderlich; eines: wahrscheinlich.',
  })
  outcome!: string;
  @ApiProperty({ type: [DpiaCriterionDto] }) wp248Criteria!: DpiaCriterionDto[];
  @ApiProperty({ type: [DpiaCriterionDto] }) dskListMatches!: DpiaCriterionDto[];
  @ApiProperty({ type: [String] }) reasons!: string[];
}

export class DpiaRiskResponseDto {
  @ApiProperty() threat!: string;
  @ApiProperty({ enum: RISK_LEVELS }) likelihood!: string;
  @ApiProperty({ enum: RISK_LEVELS }) severity!: string;
  @ApiProperty({ enum: RISK_LEVELS, description: 'Eintrittswahrscheinlichkeit × Schwere (3 × 3).' })
  level!: string;
}

export class DpiaSectionsResponseDto {
  @ApiProperty({ description: 'Art. 35 Abs. 7 lit. a.' }) description!: string;
  @ApiProperty({ type: [String] }) purposes!: string[];
  @ApiProperty({ type: [String] }) dataCategories!: string[];
  @ApiProperty({ type: [String] }) dataSubjects!: string[];
  @ApiProperty({ type: [String] }) recipients!: string[];
  @ApiProperty({ type: [String] }) systems!: string[];
  @ApiProperty({ description: 'lit. b.' }) necessity!: string;
  @ApiProperty({ type: [DpiaRiskResponseDto], description: 'lit. c.' }) risks!: DpiaRiskResponseDto[];
  @ApiProperty({ type: [String], description: 'lit. d.' }) measures!: string[];
}

export class DpiaResponseDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() title!: string;
  @ApiProperty({ enum: DPIA_STATUSES }) status!: string;
  @ApiProperty({ type: DpiaScreeningDto }) screening!: DpiaScreeningDto;
  @ApiProperty({ type: DpiaSectionsResponseDto }) sections!: DpiaSectionsResponseDto;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ format: 'date-time' }) updatedAt!: string;
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true }) signedOffAt!: string | null;
}

export function toDpiaResponse(d: Dpia): DpiaResponseDto {
  return {
    id: d.id,
    title: d.title,
    status: d.status,
    screening: {
      outcome: d.screening.outcome,
      wp248Criteria: d.screening.wp248Criteria.map((c) => ({ ...c })),
      dskListMatches: d.screening.dskListMatches.map((c) => ({ ...c })),
      reasons: [...d.screening.reasons],
    },
    sections: {
      description: d.description,
      purposes: d.purposes,
      dataCategories: d.dataCategories,
      dataSubjects: d.dataSubjects,
      recipients: d.recipients,
      systems: d.systems,
      necessity: d.necessity,
      risks: d.risks.map((r) => ({ ...r, level: riskLevel(r) })),
      measures: d.measures,
    },
    createdAt: d.createdAt.toISOString(),
    updatedAt: d.updatedAt.toISOString(),
    signedOffAt: d.signedOffAt?.toISOString() ?? null,
  };
}
