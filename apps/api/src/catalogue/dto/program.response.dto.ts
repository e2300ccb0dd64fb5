import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import {
  PROGRAM_CATEGORIES,
  PROGRAM_LEVELS,
  PROGRAM_PROVIDERS,
  PROGRAM_STATUSES,
  describeRecurringDeadline,
  endOfGermanDay,
  formatRecurringDeadline,
  type ProgramCategory,
  type ProgramLevel,
  type ProgramProvider,
  type ProgramStatus,
} from '@libs/shared';
import { amountsKnown, plainTextOf, type Program } from '@libs/catalogue';

/** Where a text came from and under which licence: every imported program carries it (CC BY-ND). */
@ApiSchema({ name: 'ProgramSourceAttribution' })
export class ProgramSourceAttributionDto {
  @ApiProperty({
    example: 'Förderdatenbank des Bundes',
    description: 'Die Datenbank, aus der der Text stammt.',
  })
  name!: string;
  @ApiProperty({
    example: 'Bundesministerium für Wirtschaft und Energie (BMWE)',
    description: 'Herausgeber.',
  })
  publisher!: string;
  @ApiProperty({ format: 'uri', description: 'Die Seite des Programms in der Quelle.' }) url!: string;
  @ApiProperty({
    example: 'CC BY-ND 3.0 DE',
    description: 'Lizenz der Texte: nur unverändert und mit Quelle.',
  })
  licence!: string;
  @ApiProperty({ format: 'uri', example: 'https://creativecommons.org/licenses/by-nd/3.0/de/' })
  licenceUrl!: string;
  @ApiProperty({ format: 'date', description: 'Tag, an dem die Seite abgerufen wurde.' })
  retrievedAt!: string;
}

/** One term of an imported program read from its own text and confirmed by a person. */
@ApiSchema({ name: 'ProgramTermProvenance' })
export class ProgramTermProvenanceDto {
  @ApiProperty({ enum: ['subsidyRateMax', 'maxAmount', 'minAmount', 'applicationDeadline'] }) term!: string;
  @ApiProperty({
    example:
      'aus dem Programmtext, bestätigt am 28.11.2026 von …: „Der Zuschuss beträgt bis zu 50 Prozent …“',
    description:
      'Woher der Wert stammt: der Belegsatz des Programmtexts, wann und von wem er bestätigt wurde.',
  })
  provenance!: string;
}

/** Program of spec 2.1. Optional fields are omitted when unknown (the spec allows no null there). */
/** A deadline that recurs every year: the rule as data; `applicationDeadline` carries its next occurrence. */
@ApiSchema({ name: 'RecurringDeadline' })
export class RecurringDeadlineDto {
  @ApiProperty({
    example: '--05-15',
    description:
      'Die Regel: jährlich `--MM-TT`, ein Zeitraum `--MM-TT/--MM-TT`, mit „ Folgejahr“, wenn der Antrag für ' +
      'das Folgejahr gestellt wird.',
  })
  rule!: string;
  @ApiProperty({ example: 'jährlich bis 15. Mai' }) text!: string;
  @ApiPropertyOptional({
    format: 'date',
    description: 'Bei einem Zeitraum: erster Antragstag des nächsten Zeitraums (deutscher Kalendertag).',
  })
  opensOn?: string;
}

@ApiSchema({ name: 'Program' })
export class ProgramResponseDto {
  @ApiProperty({ minLength: 1, example: 'bafa-foerderung-unternehmensberatungen-kmu' }) id!: string;
  @ApiProperty({ minLength: 1 }) name!: string;
  @ApiPropertyOptional() shortName?: string;
  @ApiProperty({ enum: PROGRAM_PROVIDERS, description: 'Fördergeber.' }) provider!: ProgramProvider;
  @ApiProperty({ enum: PROGRAM_CATEGORIES }) category!: ProgramCategory;
  @ApiPropertyOptional({ enum: PROGRAM_LEVELS }) level?: ProgramLevel;
  @ApiProperty({
    description:
      'Beschreibung. Bei übernommenen Programmen (`source` gesetzt) der Text der Quelle wörtlich als bereinigtes ' +
      'HTML (ohne Skripte, Ereignis-Attribute und fremde Schemata); die Textform steht in `descriptionText`.',
  })
  description!: string;
  @ApiProperty({
    description:
      'Dieselbe Beschreibung als reiner Text: ohne Auszeichnung, Entitäten aufgelöst, eine Zeile je Absatz ' +
      'oder Listenpunkt, jedes Wort unverändert.',
  })
  descriptionText!: string;
  @ApiProperty({
    minimum: 0,
    description:
      'Höchstbetrag in EUR: die Obergrenze des Programms, oder, wo es keine nennt, die rechtliche Obergrenze ' +
      '(De-minimis-Höchstbetrag, AGVO-Anmeldeschwelle). Nennt die Quelle gar keine Beträge (`amountsKnown` ' +
      'false, `termsSource` `not_stated`: aus der Förderdatenbank übernommene Programme), steht hier 0, weil das ' +
      'Feld Pflicht und >= 0 ist; 0 heißt dann "nicht angegeben", nie "0 Euro". Dasselbe gilt für ' +
      '`subsidyRateMax` (dann weggelassen).',
  })
  maxAmount!: number;
  @ApiProperty({
    description:
      'true: Beträge und Sätze sind erfasst (`maxAmount`, `subsidyRateMax`). false: die Quelle nennt keine; ' +
      '`maxAmount` 0 bedeutet "Förderhöhe nicht angegeben", Berechnungen schätzen keinen Betrag.',
  })
  amountsKnown!: boolean;
  @ApiProperty({
    enum: ['curated', 'not_stated', 'text_confirmed'],
    description:
      'Herkunft der Konditionen: `curated` aus unserer Kuration (Quellen geprüft), `not_stated` aus einer ' +
      'Quelle ohne Beträge und Sätze (Förderdatenbank), `text_confirmed` aus dem Programmtext gelesen und von ' +
      'einer Person bestätigt (je Angabe in `termsProvenance`). Nur Vorgeschlagenes steht nie hier, sondern ' +
      'in `GET /api/v2/admin/catalogue/term-proposals/{programId}`.',
  })
  termsSource!: 'curated' | 'not_stated' | 'text_confirmed';
  @ApiPropertyOptional({
    type: [ProgramTermProvenanceDto],
    description: 'Bei `text_confirmed`: welche Angaben aus dem Programmtext bestätigt sind, mit Herkunft.',
  })
  termsProvenance?: ProgramTermProvenanceDto[];
  @ApiPropertyOptional({
    type: ProgramSourceAttributionDto,
    description:
      'Quelle und Lizenz des Texts, bei jedem aus der Förderdatenbank übernommenen Programm (CC BY-ND: ' +
      'Anzeige nur unverändert und mit dieser Angabe). Fehlt bei eigenen, kuratierten Texten.',
  })
  source?: ProgramSourceAttributionDto;
  @ApiPropertyOptional({
    example: 'nw-gruendungsstipendium-nrw',
    description:
      'Id des Nachfolgeprogramms, wenn die Quelle eines beendeten Programms eines nennt; fehlt sonst.',
  })
  successorId?: string;
  @ApiPropertyOptional({ minimum: 0 }) minAmount?: number;
  @ApiPropertyOptional({
    minimum: 0,
    maximum: 1,
    description: 'Höchster Fördersatz als Anteil (0,5 = 50 %).',
  })
  subsidyRateMax?: number;
  @ApiPropertyOptional({ description: 'Wird als De-minimis-Beihilfe gewährt.' }) deminimis?: boolean;
  @ApiProperty({ type: [String], default: [] }) targetGroups!: string[];
  @ApiProperty({ type: [String], default: [], description: "Bundesland-Kürzel oder 'bundesweit'." })
  eligibleRegions!: string[];
  @ApiProperty({ type: [String], default: [] }) phases!: string[];
  @ApiPropertyOptional({
    type: 'string',
    format: 'date-time',
    nullable: true,
    description:
      'Antragsfrist: Ende des letzten Antragstags in deutscher Zeit, als UTC-Zeitpunkt; null ohne Frist.',
  })
  applicationDeadline?: string | null;
  @ApiPropertyOptional({
    type: RecurringDeadlineDto,
    description:
      'Bei einer jährlich wiederkehrenden Frist: die Regel; `applicationDeadline` ist dann ihr nächstes Ende ' +
      'ab heute.',
  })
  recurringDeadline?: RecurringDeadlineDto;
  @ApiProperty({ enum: PROGRAM_STATUSES }) status!: ProgramStatus;
  @ApiProperty({
    format: 'date-time',
    description:
      'Letzte Änderung unseres Datensatzes. Die Spezifikation lässt das Format offen; wir liefern ISO 8601 in UTC ' +
      '(date-time, z. B. 2025-01-15T00:00:00.000Z).',
  })
  lastUpdated!: string;
}

export function toProgramResponse(p: Program): ProgramResponseDto {
  const dto: ProgramResponseDto = {
    id: p.id,
    name: p.name,
    provider: p.provider,
    category: p.category,
    description: p.description,
    descriptionText: plainTextOf(p.description),
    maxAmount: p.maxAmount,
    amountsKnown: amountsKnown(p),
    termsSource: termsSourceOf(p),
    targetGroups: p.targetGroups,
    eligibleRegions: p.eligibleRegions,
    phases: p.phases,
    applicationDeadline: p.applicationDeadline ? endOfGermanDay(p.applicationDeadline).toISOString() : null,
    status: p.status,
    lastUpdated: p.lastUpdated.toISOString(),
  };
  if (p.shortName !== null) dto.shortName = p.shortName;
  if (p.level !== null) dto.level = p.level;
  if (p.minAmount !== null) dto.minAmount = p.minAmount;
  if (p.subsidyRateMax !== null) dto.subsidyRateMax = p.subsidyRateMax;
  if (p.deminimis !== null) dto.deminimis = p.deminimis;
  if (p.successorId !== undefined) dto.successorId = p.successorId;
  const a = p.source.attribution;
  if (a && p.source.url) dto.source = { ...a, url: p.source.url };
  const rule = p.terms.recurringDeadline;
  if (rule) {
    dto.recurringDeadline = { rule: formatRecurringDeadline(rule), text: describeRecurringDeadline(rule) };
    if (rule.opens && p.terms.applicationsOpenFrom)
      dto.recurringDeadline.opensOn = p.terms.applicationsOpenFrom;
  }
  const provenance = Object.entries(p.terms.provenance ?? {});
  if (provenance.length > 0)
    dto.termsProvenance = provenance.map(([term, text]) => ({ term, provenance: text }));
  return dto;
}

function termsSourceOf(p: Program): ProgramResponseDto['termsSource'] {
  if (p.terms.provenance && Object.keys(p.terms.provenance).length > 0) return 'text_confirmed';
  return amountsKnown(p) ? 'curated' : 'not_stated';
}
