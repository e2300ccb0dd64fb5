import { ApiProperty, ApiSchema, type ApiPropertyOptions } from '@nestjs/swagger';
import { activity, FLAG_TYPES, type Flag, type FlagActivity, type FlagType } from '@libs/feature-flags';
import { FLAG_ACTIONS, type FlagAction, type FlagVersion } from '../application/flag-store.port';
import { isStale } from '../domain/stale';
import { ScheduleDto, StrategyDto, VariantDto } from './flag-definition.dto';

/** Any JSON value (OpenAPI 3.1): what a diff entry carries. */
const ANY_JSON = {
  anyOf: [
    { type: 'string' },
    { type: 'number' },
    { type: 'boolean' },
    { type: 'object', additionalProperties: true },
    { type: 'array', items: {} },
    { type: 'null' },
  ],
} as ApiPropertyOptions;

const ACTIVITIES: FlagActivity[] = ['active', 'disabled', 'archived', 'pending', 'expired'];

@ApiSchema({ name: 'FeatureFlag' })
export class FeatureFlagResponseDto {
  @ApiProperty() key!: string;
  @ApiProperty() description!: string;
  @ApiProperty({ enum: FLAG_TYPES }) type!: FlagType;
  @ApiProperty({ type: [VariantDto] }) variants!: VariantDto[];
  @ApiProperty() defaultVariant!: string;
  @ApiProperty() enabled!: boolean;
  @ApiProperty({ type: [StrategyDto] }) strategies!: StrategyDto[];
  @ApiProperty({ type: ScheduleDto }) schedule!: ScheduleDto;
  @ApiProperty({ minimum: 1, description: 'Für If-Match beim Ändern.' }) version!: number;
  @ApiProperty() archived!: boolean;
  @ApiProperty({ enum: ACTIVITIES, description: 'Zustand jetzt (Schalter, Archiv, Zeitplan).' })
  state!: FlagActivity;
  @ApiProperty({ description: '30 Tage nicht ausgewertet, oder bei 0 %/100 % 30 Tage unverändert.' })
  stale!: boolean;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ format: 'date-time' }) updatedAt!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) lastEvaluatedAt!: string | null;
}

@ApiSchema({ name: 'FeatureFlagList' })
export class FeatureFlagListResponseDto {
  @ApiProperty({ type: [FeatureFlagResponseDto] }) items!: FeatureFlagResponseDto[];
}

@ApiSchema({ name: 'FeatureFlagDiffEntry' })
export class DiffEntryDto {
  @ApiProperty({ enum: ['add', 'remove', 'replace'] }) op!: 'add' | 'remove' | 'replace';
  @ApiProperty({ description: 'JSON Pointer (RFC 6901); leer für das ganze Flag.' }) path!: string;
  @ApiProperty({ required: false, description: 'Neuer Wert.', ...ANY_JSON } as ApiPropertyOptions)
  value?: unknown;
  @ApiProperty({ required: false, description: 'Alter Wert.', ...ANY_JSON } as ApiPropertyOptions)
  from?: unknown;
}

@ApiSchema({ name: 'FeatureFlagActor' })
export class ActorDto {
  @ApiProperty({ format: 'uuid' }) tenantId!: string;
  @ApiProperty({ description: 'Der Zugang (API-Schlüssel oder OAuth-Client), der geändert hat.' })
  credentialId!: string;
}

@ApiSchema({ name: 'FeatureFlagVersion' })
export class FeatureFlagVersionResponseDto {
  @ApiProperty() key!: string;
  @ApiProperty({ minimum: 1 }) version!: number;
  @ApiProperty({ enum: FLAG_ACTIONS }) action!: FlagAction;
  @ApiProperty({ type: 'object', additionalProperties: true, description: 'Das Flag nach der Änderung.' })
  snapshot!: Record<string, unknown>;
  @ApiProperty({ type: [DiffEntryDto], description: 'Änderungen gegenüber der Version davor (JSON Patch).' })
  diff!: DiffEntryDto[];
  @ApiProperty({ type: ActorDto }) actor!: ActorDto;
  @ApiProperty({ type: String, nullable: true }) reason!: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}

@ApiSchema({ name: 'FeatureFlagHistory' })
export class FeatureFlagHistoryResponseDto {
  @ApiProperty({ type: [FeatureFlagVersionResponseDto], description: 'Neueste zuerst.' })
  items!: FeatureFlagVersionResponseDto[];
}

export function toFeatureFlagResponse(flag: Flag, now: Date): FeatureFlagResponseDto {
  return {
    key: flag.key,
    description: flag.description,
    type: flag.type,
    variants: flag.variants,
    defaultVariant: flag.defaultVariant,
    enabled: flag.enabled,
    strategies: flag.strategies,
    schedule: { enableAt: flag.schedule.enableAt ?? null, disableAt: flag.schedule.disableAt ?? null },
    version: flag.version,
    archived: flag.archived,
    state: activity(flag, now),
    stale: isStale(flag, now),
    createdAt: flag.createdAt.toISOString(),
    updatedAt: flag.updatedAt.toISOString(),
    lastEvaluatedAt: flag.lastEvaluatedAt?.toISOString() ?? null,
  };
}

export function toFeatureFlagVersionResponse(v: FlagVersion): FeatureFlagVersionResponseDto {
  return {
    key: v.key,
    version: v.version,
    action: v.action,
    snapshot: v.snapshot as unknown as Record<string, unknown>,
    diff: v.diff,
    actor: v.actor,
    reason: v.reason,
    createdAt: v.createdAt.toISOString(),
  };
}
