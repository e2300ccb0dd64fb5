import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsISO8601,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  MaxLength,
  MinLength,
  ValidateNested,
} from 'class-validator';
import type { HubspotConnection, SyncRun } from '../application/hubspot-store.port';

@ApiSchema({ name: 'HubspotDealStages' })
export class HubspotDealStagesDto {
  @ApiProperty({ example: 'qualifiedtobuy', description: 'Phase für eine förderfähige Berechnung.' })
  @IsString()
  @MinLength(1)
  @MaxLength(100)
  eligible!: string;
  @ApiProperty({ example: 'closedlost', description: 'Phase für eine nicht förderfähige Berechnung.' })
  @IsString()
  @MinLength(1)
  @MaxLength(100)
  notEligible!: string;
}

/** Body of `POST /api/v2/integrations/hubspot`. */
@ApiSchema({ name: 'ConnectHubspotRequest' })
export class ConnectHubspotRequestDto {
  @ApiProperty({
    example: 'pat-eu1-00000000-0000-0000-0000-000000000000',
    description:
      'Zugriffstoken einer privaten HubSpot-App (Scopes crm.objects.companies.write, crm.objects.deals.write). Wird verschlüsselt gespeichert und nie zurückgegeben.',
  })
  @Matches(/^pat-[A-Za-z0-9-]{10,200}$/, {
    message: 'muss der Zugangsschlüssel einer privaten HubSpot-App sein (`pat-…`)',
  })
  privateAppToken!: string;
  @ApiPropertyOptional({ type: HubspotDealStagesDto, description: 'Standard: qualifiedtobuy / closedlost.' })
  @IsOptional()
  @ValidateNested()
  @Type(() => HubspotDealStagesDto)
  dealStages?: HubspotDealStagesDto;
}

@ApiSchema({ name: 'HubspotConnection' })
export class HubspotConnectionResponseDto {
  @ApiProperty() connected!: boolean;
  @ApiProperty({ type: 'string', nullable: true, example: '…0000' }) tokenHint!: string | null;
  @ApiPropertyOptional({ type: HubspotDealStagesDto, description: 'Nur bei bestehender Verbindung.' })
  dealStages?: HubspotDealStagesDto;
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true }) connectedAt!: string | null;
}

@ApiSchema({ name: 'HubspotSyncCompany' })
export class HubspotSyncCompanyDto {
  @ApiProperty({
    example: 'kunde-4711',
    description: 'Ihr eindeutiger Schlüssel (HubSpot-Eigenschaft fm_company_ref).',
  })
  @Matches(/^[A-Za-z0-9._-]{1,100}$/, { message: 'höchstens 100 Zeichen aus A–Z, a–z, 0–9, . _ -' })
  ref!: string;
  @ApiProperty({ example: 'Muster GmbH' }) @IsString() @MinLength(1) @MaxLength(200) name!: string;
  @ApiPropertyOptional({ example: 'muster.de' })
  @IsOptional()
  @Matches(/^[a-z0-9.-]{3,253}$/i, { message: 'muss ein Domainname sein' })
  domain?: string;
  @ApiProperty({
    type: [String],
    description: 'Berechnungen dieses Unternehmens: je ein Deal.',
    maxItems: 100,
  })
  @IsArray()
  @ArrayMaxSize(100)
  @IsUUID('all', { each: true })
  calculationIds!: string[];
}

/** Body of `POST /api/v2/integrations/hubspot/sync`. */
@ApiSchema({ name: 'HubspotSyncRequest' })
export class HubspotSyncRequestDto {
  @ApiProperty({ type: [HubspotSyncCompanyDto], minItems: 1, maxItems: 1000 })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(1000)
  @ValidateNested({ each: true })
  @Type(() => HubspotSyncCompanyDto)
  companies!: HubspotSyncCompanyDto[];
  @ApiPropertyOptional({
    default: false,
    description: 'Nur planen: das Protokoll zeigt, was übertragen würde.',
  })
  @IsOptional()
  @IsBoolean()
  dryRun?: boolean;
  @ApiPropertyOptional({
    format: 'date-time',
    description: 'Nur Berechnungen ab diesem Zeitpunkt als Deals.',
  })
  @IsOptional()
  @IsISO8601({ strict: true })
  since?: string;
}

@ApiSchema({ name: 'HubspotSyncResult' })
export class HubspotSyncResultDto {
  @ApiProperty({ enum: ['company', 'deal', 'association'] }) objectType!: string;
  @ApiProperty({ description: 'Ihr Schlüssel: ref des Unternehmens oder Id der Berechnung.' }) key!: string;
  @ApiProperty({ type: 'string', nullable: true }) hubspotId!: string | null;
  @ApiProperty({ enum: ['created', 'updated', 'associated', 'would_upsert', 'skipped', 'failed'] })
  outcome!: string;
  @ApiProperty({ type: 'string', nullable: true }) message!: string | null;
}

@ApiSchema({ name: 'HubspotSyncRun' })
export class HubspotSyncRunResponseDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: ['queued', 'running', 'succeeded', 'partial', 'failed'] }) status!: string;
  @ApiProperty() dryRun!: boolean;
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true }) since!: string | null;
  @ApiProperty({ type: [HubspotSyncResultDto] }) results!: HubspotSyncResultDto[];
  @ApiProperty({ type: 'string', nullable: true }) error!: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true }) finishedAt!: string | null;
}

export const toConnectionResponse = (c: HubspotConnection | null): HubspotConnectionResponseDto => ({
  connected: c !== null,
  tokenHint: c?.tokenHint ?? null,
  ...(c ? { dealStages: c.dealStages } : {}),
  connectedAt: c?.createdAt.toISOString() ?? null,
});

export const toSyncRunResponse = (r: SyncRun): HubspotSyncRunResponseDto => ({
  id: r.id,
  status: r.status,
  dryRun: r.request.dryRun,
  since: r.request.since,
  results: r.results,
  error: r.error,
  createdAt: r.createdAt.toISOString(),
  finishedAt: r.finishedAt?.toISOString() ?? null,
});
