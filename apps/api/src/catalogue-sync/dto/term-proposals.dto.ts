import { ApiProperty, ApiPropertyOptional, ApiSchema, type ApiPropertyOptions } from '@nestjs/swagger';
import { TERM_NAMES } from '@libs/term-extraction';
import { Transform } from 'class-transformer';
import {
  IsBoolean,
  IsDefined,
  IsIn,
  IsOptional,
  IsString,
  MaxLength,
  MinLength,
  ValidateIf,
} from 'class-validator';
import { NoPersonalData } from '../../platform/validation/no-personal-data';
import { PageQueryDto } from '../../platform/validation/page-query.dto';
import { provenanceOf } from '../domain/effective-terms';
import { inForce, REVIEW_STATUSES, unitOf, type StoredTermProposal } from '../domain/term-review';
import type { ProgramUnderReview } from '../application/term-review-store.port';

export const TERM_VALUE: ApiPropertyOptions = {
  anyOf: [
    { type: 'number' },
    { type: 'string' },
    { type: 'boolean' },
    { type: 'array', items: { type: 'string' } },
  ],
};

@ApiSchema({ name: 'TermEvidence' })
export class TermEvidenceDto {
  @ApiProperty({ description: 'Der Satz des Programmtexts, auf dem der Vorschlag beruht (wörtlich).' })
  sentence!: string;
  @ApiProperty({ description: 'Beginn der Fundstelle (Zeichen-Offset in `descriptionText`).' })
  start!: number;
  @ApiProperty({ description: 'Ende der Fundstelle (exklusiv).' }) end!: number;
  @ApiProperty({ description: 'Die Fundstelle selbst.' }) quote!: string;
  @ApiPropertyOptional({
    enum: ['description', 'eligibility', 'procedure', 'deadlines'],
    description:
      'Der Reiter der Programmseite, in dem die Fundstelle steht (Kurzzusammenfassung, Voraussetzungen, ' +
      'Verfahren, Fristen); die Offsets zählen in dessen Text. Fehlt: die Beschreibung.',
  })
  tab?: string;
}

@ApiSchema({ name: 'TermProposal' })
export class TermProposalDto {
  @ApiProperty({ enum: TERM_NAMES }) term!: string;
  @ApiProperty({
    ...TERM_VALUE,
    description: 'Vorgeschlagener Wert (Sätze in Prozent, Beträge in EUR, Fristen JJJJ-MM-TT).',
  })
  proposedValue!: unknown;
  @ApiProperty({
    enum: ['percent', 'EUR', 'date', 'none'],
    description: 'Einheit des Werts; `none` bei Listen, Wahrheitswerten und Förderarten.',
  })
  unit!: string;
  @ApiProperty({ type: TermEvidenceDto }) evidence!: TermEvidenceDto;
  @ApiProperty({ minimum: 0, maximum: 1 }) confidence!: number;
  @ApiProperty({ description: 'Die Regel des Extraktors, die angeschlagen hat (ADR 0025).' }) rule!: string;
  @ApiProperty({
    type: 'string',
    nullable: true,
    description:
      'Gilt nur unter einer Bedingung (z. B. je Unternehmensgröße): nur korrigierbar, nicht bestätigbar.',
  })
  condition!: string | null;
  @ApiProperty({
    enum: REVIEW_STATUSES,
    description:
      '`proposed` offen; `confirmed`/`corrected` geprüft und in Kraft; `rejected` verworfen; `reopened`: ein ' +
      'neuer Import hat den Belegsatz geändert, der bestätigte Wert gilt nicht mehr.',
  })
  status!: string;
  @ApiProperty({
    anyOf: [
      { type: 'number' },
      { type: 'string', nullable: true },
      { type: 'boolean' },
      { type: 'array', items: { type: 'string' } },
    ],
    description: 'Der bestätigte oder korrigierte Wert (null, solange keiner bestätigt ist).',
  })
  confirmedValue!: unknown;
  @ApiProperty({ description: 'true: der Wert geht in Berechnungen, Matching und Förderpläne ein.' })
  inForce!: boolean;
  @ApiProperty({
    type: 'string',
    nullable: true,
    description: 'Herkunft eines geltenden Werts: „aus dem Programmtext, bestätigt am … von …“.',
  })
  provenance!: string | null;
  @ApiProperty({ type: 'string', nullable: true, description: 'Zugang (Schlüssel-Id) des Prüfers.' })
  reviewedBy!: string | null;
  @ApiProperty({ type: 'string', nullable: true, description: 'Wie die Herkunft den Prüfer nennt.' })
  reviewerLabel!: string | null;
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true }) reviewedAt!: string | null;
  @ApiProperty({ type: 'string', nullable: true, description: 'Warum der Wert wieder offen ist.' })
  note!: string | null;
}

@ApiSchema({ name: 'ProgramTermProposals' })
export class ProgramTermProposalsDto {
  @ApiProperty() programId!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ description: 'Höchste Konfidenz der offenen Vorschläge (0: keiner offen).' })
  confidence!: number;
  @ApiProperty({ description: 'Offene Vorschläge (`proposed`, `reopened`).' }) open!: number;
  @ApiProperty({ type: [TermProposalDto] }) proposals!: TermProposalDto[];
}

@ApiSchema({ name: 'ProgramTermProposalList' })
export class ProgramTermProposalListDto {
  @ApiProperty({ type: [ProgramTermProposalsDto] }) items!: ProgramTermProposalsDto[];
  @ApiProperty() total!: number;
  @ApiProperty() limit!: number;
  @ApiProperty() offset!: number;
}

@ApiSchema({ name: 'ProgramTermReview' })
export class ProgramTermReviewDto extends ProgramTermProposalsDto {
  @ApiProperty({
    description:
      'Der Programmtext als reiner Text (`descriptionText`): die Offsets der Fundstellen zeigen hinein.',
  })
  descriptionText!: string;
  @ApiProperty({ type: 'string', nullable: true, description: 'Seite der Förderdatenbank.' }) url!:
    string | null;
}

export class ListTermProposalsQueryDto extends PageQueryDto {
  @ApiPropertyOptional({
    type: 'boolean',
    default: true,
    description: 'Nur Programme mit offenen Vorschlägen (Standard); `false`: alle mit Vorschlägen.',
  })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value))
  @IsBoolean()
  open?: boolean;
}

export class ReviewTermRequestDto {
  @ApiProperty({
    enum: ['confirm', 'correct', 'reject'],
    description: '`confirm` übernimmt den Vorschlag, `correct` den Wert in `value`, `reject` verwirft ihn.',
  })
  @IsIn(['confirm', 'correct', 'reject'])
  action!: 'confirm' | 'correct' | 'reject';
  @ApiPropertyOptional({
    ...TERM_VALUE,
    description:
      'Nur bei `correct`, Pflicht: Sätze in Prozent (50 = 50 %), Beträge in EUR, Fristen JJJJ-MM-TT, Listen als ' +
      'Liste von Begriffen.',
  })
  @ValidateIf((o: ReviewTermRequestDto) => o.action === 'correct')
  @IsDefined()
  value?: unknown;
  @ApiPropertyOptional({
    minLength: 1,
    maxLength: 80,
    example: 'Redaktion Förderdaten',
    description:
      'Wie die Herkunft den Prüfer nennt (eine Rolle oder ein Kürzel, keine E-Mail-Adresse): „bestätigt am … von ' +
      '<reviewer>“; ohne Angabe „vom Betreiber“.',
  })
  @IsOptional()
  @IsString()
  @MinLength(1)
  @MaxLength(80)
  @NoPersonalData()
  reviewer?: string;
}

export function toProposalDto(p: StoredTermProposal): TermProposalDto {
  return {
    term: p.term,
    proposedValue: p.proposedValue,
    unit: unitOf(p.term) ?? 'none',
    evidence: { sentence: p.sentence, start: p.start, end: p.end, quote: p.quote, tab: p.tab },
    confidence: p.confidence,
    rule: p.rule,
    condition: p.condition,
    status: p.status,
    confirmedValue: p.confirmedValue,
    inForce: inForce(p),
    provenance: inForce(p) ? provenanceOf(p) : null,
    reviewedBy: p.reviewedBy,
    reviewerLabel: p.reviewerLabel,
    reviewedAt: p.reviewedAt?.toISOString() ?? null,
    note: p.note,
  };
}

export function toProgramProposalsDto(p: ProgramUnderReview): ProgramTermProposalsDto {
  return { ...p, proposals: p.proposals.map(toProposalDto) };
}
