import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { COST_KINDS, PLAN_CODES } from '@libs/funding-plans';
import { LegalSourceDto } from '../../platform/openapi/legal-source.dto';

const CODES = Object.keys(PLAN_CODES);
const REGULATIONS = ['general', 'agriculture', 'fishery', 'sgei'];

@ApiSchema({ name: 'FundingPlanFinding' })
export class FindingDto {
  @ApiProperty({
    enum: CODES,
    description: 'Stabiler Code (Tabelle in der Beschreibung von POST /api/v2/funding-plans).',
  })
  code!: string;
  @ApiProperty({ description: 'Deutsche Erläuterung mit den Zahlen des Falls.' }) message!: string;
  @ApiProperty({ description: 'Rechtsgrundlage mit der Quelle, aus der sie gelesen wurde.' })
  legalSource!: string;
  @ApiProperty({
    type: [LegalSourceDto],
    description:
      'Die Quellen von `legalSource` als Daten: Rechtsakt, Kennung (ELI, CELEX, Aktenzeichen), Fundstelle, Fassung, Geltung.',
  })
  sources!: LegalSourceDto[];
  @ApiPropertyOptional({ description: 'Das andere betroffene Programm.' }) programId?: string;
  @ApiPropertyOptional({ description: 'Bewegter Betrag in EUR (Kürzung).' }) amountEur?: number;
}

@ApiSchema({ name: 'FundingPlanCoveredCost' })
export class CoveredCostDto {
  @ApiProperty({ enum: COST_KINDS }) kind!: string;
  @ApiProperty({ minimum: 0 }) costsEur!: number;
  @ApiProperty({ minimum: 0, description: 'Beihilfewert dieses Programms auf dieser Kostenart.' })
  aidValueEur!: number;
}

@ApiSchema({ name: 'FundingPlanDeminimisStep' })
export class DeminimisStepDto {
  @ApiProperty({ enum: REGULATIONS }) regulation!: string;
  @ApiProperty() ceilingEur!: number;
  @ApiProperty() headroomBeforeEur!: number;
  @ApiProperty() headroomAfterEur!: number;
}

@ApiSchema({ name: 'FundingPlanProgram' })
export class PlannedProgramDto {
  @ApiProperty() programId!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ enum: ['grant', 'loan', 'guarantee', 'tax'] }) instrument!: string;
  @ApiProperty({
    minimum: 0,
    description:
      'Zuschuss/Zulage; bei Darlehen der Kreditbetrag, bei Bürgschaften der verbürgte Betrag (EUR).',
  })
  amountEur!: number;
  @ApiProperty({
    minimum: 0,
    description:
      'Zählt gegen Intensitäten und Höchstbeträge: Zuschuss, Zulage oder Bruttosubventionsäquivalent.',
  })
  aidValueEur!: number;
  @ApiProperty({ type: [CoveredCostDto] }) covers!: CoveredCostDto[];
  @ApiProperty() legalBasis!: string;
  @ApiProperty() legalSource!: string;
  @ApiProperty({
    type: [LegalSourceDto],
    description:
      'Die Quellen von `legalSource` als Daten: Rechtsakt, Kennung (ELI, CELEX, Aktenzeichen), Fundstelle, Fassung, Geltung.',
  })
  sources!: LegalSourceDto[];
  @ApiProperty({
    type: 'number',
    nullable: true,
    description: 'Höchste zulässige Beihilfeintensität (Anteil) für dieses Projekt.',
  })
  maxIntensity!: number | null;
  @ApiProperty({ type: [FindingDto], description: 'Wie der Betrag begrenzt wurde.' })
  reductions!: FindingDto[];
  @ApiPropertyOptional() grantEquivalent?: string;
  @ApiPropertyOptional({ type: DeminimisStepDto }) deminimis?: DeminimisStepDto;
  @ApiProperty({ type: 'integer', minimum: 1, description: '1 = zuerst beantragen.' })
  applicationOrder!: number;
  @ApiProperty({ type: 'string', format: 'date', nullable: true, description: 'Letzter Tag für den Antrag.' })
  applyBy!: string | null;
}

@ApiSchema({ name: 'FundingPlanExcludedProgram' })
export class ExcludedProgramDto {
  @ApiProperty() programId!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ type: [FindingDto] }) reasons!: FindingDto[];
}

@ApiSchema({ name: 'FundingPlanLedgerGrant' })
export class LedgerGrantDto {
  @ApiProperty({ format: 'date' }) grantDate!: string;
  @ApiProperty() amountEur!: number;
  @ApiPropertyOptional() label?: string;
}

@ApiSchema({ name: 'FundingPlanDeminimisLedger' })
export class LedgerEntryDto {
  @ApiProperty({ enum: REGULATIONS }) regulation!: string;
  @ApiProperty({ type: 'number', nullable: true }) ceilingEur!: number | null;
  @ApiProperty({ type: 'string', nullable: true }) ruleVersion!: string | null;
  @ApiProperty({
    format: 'date',
    description: 'Erster Tag der drei Jahre bis zum (angenommenen) Bewilligungstag.',
  })
  windowStart!: string;
  @ApiProperty() usedEur!: number;
  @ApiProperty() headroomEur!: number;
  @ApiProperty({ type: [LedgerGrantDto] }) counted!: LedgerGrantDto[];
  @ApiProperty({ type: [LedgerGrantDto], description: 'Aus dem Dreijahreszeitraum gefallen.' })
  expired!: LedgerGrantDto[];
  @ApiProperty() legalSource!: string;
  @ApiProperty({
    type: [LegalSourceDto],
    description:
      'Die Quellen von `legalSource` als Daten: Rechtsakt, Kennung (ELI, CELEX, Aktenzeichen), Fundstelle, Fassung, Geltung.',
  })
  sources!: LegalSourceDto[];
}

@ApiSchema({ name: 'FundingPlanTotals' })
export class PlanTotalsDto {
  @ApiProperty() aidValueEur!: number;
  @ApiProperty() grantsEur!: number;
  @ApiProperty() taxEur!: number;
  @ApiProperty() financingEur!: number;
  @ApiProperty() eligibleCostsEur!: number;
}

@ApiSchema({ name: 'FundingPlanAlternative' })
export class AlternativeDto {
  @ApiProperty({ type: [String] }) programIds!: string[];
  @ApiProperty({ type: PlanTotalsDto }) totals!: PlanTotalsDto;
  @ApiProperty() whyLower!: string;
}

@ApiSchema({ name: 'FundingPlanEnterpriseFigures' })
export class EnterpriseFiguresDto {
  @ApiProperty() staffHeadcount!: number;
  @ApiProperty() turnoverEur!: number;
  @ApiProperty({ type: 'number', nullable: true }) balanceSheetEur!: number | null;
}

@ApiSchema({ name: 'FundingPlanRelation' })
export class RelationDto {
  @ApiProperty() name!: string;
  @ApiProperty({ enum: ['linked', 'partner', 'autonomous'] }) kind!: string;
  @ApiProperty({ description: 'Anteil der Kennzahlen, der addiert wurde.' }) factor!: number;
  @ApiProperty() explanation!: string;
}

@ApiSchema({ name: 'FundingPlanEnterprise' })
export class EnterpriseDto {
  @ApiProperty({ enum: ['micro', 'small', 'medium', 'large'] }) size!: string;
  @ApiProperty() isSme!: boolean;
  @ApiProperty({ type: EnterpriseFiguresDto, description: 'Die zusammengerechneten Kennzahlen.' })
  figures!: EnterpriseFiguresDto;
  @ApiProperty() explanation!: string;
  @ApiProperty({ type: [RelationDto] }) relations!: RelationDto[];
}
