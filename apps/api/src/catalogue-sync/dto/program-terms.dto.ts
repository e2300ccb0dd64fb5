import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { TERM_NAMES } from '@libs/term-extraction';
import { provenanceOf } from '../domain/effective-terms';
import { inForce, unitOf, type StoredTermProposal } from '../domain/term-review';
import { TERM_VALUE, TermEvidenceDto } from './term-proposals.dto';

/** One term read from the program's text, as any tenant sees it: no reviewer's credential. */
@ApiSchema({ name: 'ProgramTextTerm' })
export class ProgramTextTermDto {
  @ApiProperty({ enum: TERM_NAMES })
  term!: string;
  @ApiProperty({
    ...TERM_VALUE,
    description:
      'Bestätigt: der geltende Wert; Vorschlag: der vorgeschlagene (Sätze in Prozent, Beträge in EUR).',
  })
  value!: unknown;
  @ApiProperty({ enum: ['percent', 'EUR', 'date', 'none'] }) unit!: string;
  @ApiProperty({ type: TermEvidenceDto }) evidence!: TermEvidenceDto;
  @ApiProperty({ minimum: 0, maximum: 1 }) confidence!: number;
  @ApiProperty({ description: 'Die Regel des Extraktors (ADR 0025).' }) rule!: string;
  @ApiProperty({ type: 'string', nullable: true, description: 'Gilt nur unter dieser Bedingung.' })
  condition!: string | null;
  @ApiProperty({ enum: ['proposed', 'confirmed', 'corrected', 'rejected', 'reopened'] }) status!: string;
  @ApiProperty({
    type: 'string',
    nullable: true,
    description: 'Nur bei bestätigten Werten: „aus dem Programmtext, bestätigt am … von …“.',
  })
  provenance!: string | null;
}

@ApiSchema({ name: 'ProgramTextTerms' })
export class ProgramTextTermsDto {
  @ApiProperty() programId!: string;
  @ApiProperty({
    type: [ProgramTextTermDto],
    description: 'Bestätigte oder korrigierte Angaben: sie gelten in Berechnung, Matching und Förderplänen.',
  })
  confirmed!: ProgramTextTermDto[];
  @ApiProperty({
    type: [ProgramTextTermDto],
    description:
      'Nur Vorschläge (offen oder nach einem neuen Import wieder offen): nie in einer Zahl verwendet, bis der ' +
      'Betreiber sie bestätigt.',
  })
  proposals!: ProgramTextTermDto[];
}

function termDto(p: StoredTermProposal): ProgramTextTermDto {
  return {
    term: p.term,
    value: inForce(p) ? p.confirmedValue : p.proposedValue,
    unit: unitOf(p.term) ?? 'none',
    evidence: { sentence: p.sentence, start: p.start, end: p.end, quote: p.quote, tab: p.tab },
    confidence: p.confidence,
    rule: p.rule,
    condition: p.condition,
    status: p.status,
    provenance: inForce(p) ? provenanceOf(p) : null,
  };
}

/** Rejected proposals are left out: the operator decided they are not the program's terms. */
export function toProgramTextTerms(
  programId: string,
  all: readonly StoredTermProposal[],
): ProgramTextTermsDto {
  return {
    programId,
    confirmed: all.filter(inForce).map(termDto),
    proposals: all.filter((p) => p.status === 'proposed' || p.status === 'reopened').map(termDto),
  };
}
