import { LegalSourceDto } from '../../platform/openapi/legal-source.dto';
import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsCalendarDate, IsEuroAmount } from './validators';
import {
  ArrayMaxSize,
  IsArray,
  IsDefined,
  IsIn,
  IsObject,
  Matches,
  Max,
  Min,
  ValidateNested,
} from 'class-validator';
import { ApplicantProfileDto } from '../../calculations';

@ApiSchema({ name: 'ElsterCapability' })
export class ElsterCapabilityResponseDto {
  @ApiProperty({ enum: ['available', 'not_available'] }) transmission!: string;
  @ApiProperty() reason!: string;
  @ApiProperty({ type: [String], example: ['forschungszulage_preparation'] }) supported!: string[];
}

@ApiSchema({ name: 'ForschungszulageFiscalYear' })
export class FiscalYearDto {
  @ApiProperty({ example: '2026-01-01' })
  @IsCalendarDate()
  from!: string;
  @ApiProperty({ example: '2026-12-31' })
  @IsCalendarDate()
  to!: string;
}

@ApiSchema({ name: 'ForschungszulageExpenses' })
export class FzulgExpensesDto {
  @ApiProperty({ example: 600000, description: 'Arbeitslohn eigener Arbeitnehmer im Vorhaben (EUR).' })
  @IsEuroAmount()
  @Min(0)
  @Max(1_000_000_000)
  personal!: number;
  @ApiProperty({ example: 200000, description: 'Entgelt für Auftragsforschung (EUR); angesetzt zu 70 %.' })
  @IsEuroAmount()
  @Min(0)
  @Max(1_000_000_000)
  auftragsforschung!: number;
  @ApiProperty({
    example: 60000,
    description: 'Abschreibungen beweglicher Wirtschaftsgüter im Vorhaben (EUR).',
  })
  @IsEuroAmount()
  @Min(0)
  @Max(1_000_000_000)
  wirtschaftsgueter!: number;
}

/** Body of `POST /api/v2/integrations/elster`. */
@ApiSchema({ name: 'ElsterFilingRequest' })
export class ElsterFilingRequestDto {
  @ApiProperty({ enum: ['forschungszulage'] }) @IsIn(['forschungszulage']) type!: 'forschungszulage';
  @ApiProperty({ type: FiscalYearDto })
  @ValidateNested()
  @Type(() => FiscalYearDto)
  fiscalYear!: FiscalYearDto;
  @ApiProperty({
    type: [String],
    example: ['FZ-2026-000123'],
    description: 'Vorhaben-IDs der Bescheinigungen der BSFZ.',
  })
  @IsArray()
  @ArrayMaxSize(50)
  @Matches(/^[A-Za-z0-9/_-]{3,40}$/, {
    each: true,
    message: 'Vorhaben-ID: 3 bis 40 Zeichen aus A–Z, 0–9, / _ -',
  })
  bsfzVorhabenIds!: string[];
  @ApiProperty({ type: FzulgExpensesDto })
  @ValidateNested()
  @Type(() => FzulgExpensesDto)
  expenses!: FzulgExpensesDto;
  @ApiProperty({ type: ApplicantProfileDto, description: 'Für die KMU-Einstufung (35 % statt 25 %).' })
  @IsDefined()
  @IsObject()
  @ValidateNested()
  @Type(() => ApplicantProfileDto)
  applicantProfile!: ApplicantProfileDto;
}

@ApiSchema({ name: 'ForschungszulageAmounts' })
export class FzulgAmountsDto {
  @ApiProperty() personal!: number;
  @ApiProperty({ description: '70 % des Entgelts für Auftragsforschung.' })
  auftragsforschungAngesetzt!: number;
  @ApiProperty() wirtschaftsgueter!: number;
  @ApiProperty({ description: 'Vor der Begrenzung auf den Höchstbetrag.' }) bemessungsgrundlage!: number;
  @ApiProperty({ description: 'Voraussichtliche Forschungszulage nach den Regeln der Engine.' })
  forschungszulage!: number;
  @ApiProperty({ example: 0.35 }) satz!: number;
  @ApiProperty() kmu!: boolean;
}

@ApiSchema({ name: 'ForschungszulageLegalBasis' })
export class FzulgLegalBasisDto {
  @ApiProperty() label!: string;
  @ApiProperty() value!: string;
  @ApiProperty() legalSource!: string;
  @ApiProperty({ type: [LegalSourceDto], description: 'Die Quellen von `legalSource` als Daten.' })
  sources!: LegalSourceDto[];
}

@ApiSchema({ name: 'ForschungszulageField' })
export class FzulgFieldDto {
  @ApiProperty() section!: string;
  @ApiProperty() field!: string;
  @ApiProperty() value!: string;
  @ApiProperty({ type: 'string', nullable: true }) hint!: string | null;
}

@ApiSchema({ name: 'ForschungszulageCheck' })
export class FzulgCheckDto {
  @ApiProperty() id!: string;
  @ApiProperty({ enum: ['ok', 'warning', 'missing'] }) status!: string;
  @ApiProperty() message!: string;
}

@ApiSchema({ name: 'FilingDocument' })
export class FilingDocumentDto {
  @ApiProperty({ example: 'text/html; charset=utf-8' }) contentType!: string;
  @ApiProperty({ description: 'Druckbare Ausfüllhilfe (im Browser als PDF drucken).' }) html!: string;
}

@ApiSchema({ name: 'ElsterFilingPackage' })
export class ElsterFilingPackageResponseDto {
  @ApiProperty({ enum: ['forschungszulage'] }) type!: string;
  @ApiProperty({ enum: ['prepared'] }) status!: string;
  @ApiProperty({
    enum: [false],
    description: 'Immer false: diese Installation übermittelt nichts an ELSTER.',
  })
  transmitted!: boolean;
  @ApiProperty() notice!: string;
  @ApiProperty({ type: FiscalYearDto }) fiscalYear!: FiscalYearDto;
  @ApiProperty({ type: FzulgAmountsDto }) amounts!: FzulgAmountsDto;
  @ApiProperty({ type: [FzulgLegalBasisDto] }) legalBasis!: FzulgLegalBasisDto[];
  @ApiProperty({ type: [FzulgFieldDto] }) fields!: FzulgFieldDto[];
  @ApiProperty({ type: [FzulgCheckDto] }) checks!: FzulgCheckDto[];
  @ApiProperty({ type: [String] }) ruleVersions!: string[];
  @ApiProperty({ type: FilingDocumentDto }) document!: FilingDocumentDto;
}
