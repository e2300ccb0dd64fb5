import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsDefined,
  IsIn,
  IsInt,
  IsISO8601,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateNested,
} from 'class-validator';
import { CONSTRAINT_OPERATORS, type ConstraintOperator, type FlagValue } from '@libs/feature-flags';

/** Keys of flags and variants: what OpenFeature clients name them in code. */
export const KEY_PATTERN = /^[a-z0-9][a-z0-9._-]{0,99}$/;
export const KEY_RULE = 'Kleinbuchstaben, Ziffern, Punkt, Unterstrich, Bindestrich; bis 100 Zeichen.';
export const FLAG_VALUE_SCHEMA = {
  oneOf: [
    { type: 'boolean' },
    { type: 'string' },
    { type: 'number' },
    { type: 'object', additionalProperties: true },
  ],
};

@ApiSchema({ name: 'FeatureFlagConstraint' })
export class ConstraintDto {
  @ApiProperty({
    example: 'plan',
    description: 'Kontextfeld; `currentTime` ist der Zeitpunkt der Auswertung.',
  })
  @IsString()
  @MinLength(1)
  @MaxLength(100)
  contextName!: string;

  @ApiProperty({ enum: CONSTRAINT_OPERATORS })
  @IsIn(CONSTRAINT_OPERATORS)
  operator!: ConstraintOperator;

  @ApiPropertyOptional({
    type: [String],
    maxItems: 100,
    description: 'Für IN, NOT_IN und STR_*: es genügt ein passender Wert.',
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(100)
  @IsString({ each: true })
  @MaxLength(256, { each: true })
  values?: string[];

  @ApiPropertyOptional({ maxLength: 256, description: 'Für NUM_*, DATE_* (ISO 8601) und SEMVER_*.' })
  @IsOptional()
  @IsString()
  @MaxLength(256)
  value?: string;

  @ApiPropertyOptional({ description: 'Verneint das Ergebnis des Operators.' })
  @IsOptional()
  @IsBoolean()
  inverted?: boolean;

  @ApiPropertyOptional({ description: 'Groß-/Kleinschreibung egal (IN, NOT_IN, STR_*).' })
  @IsOptional()
  @IsBoolean()
  caseInsensitive?: boolean;
}

@ApiSchema({ name: 'FeatureFlagWeightedVariant' })
export class WeightedVariantDto {
  @ApiProperty() @IsString() @Matches(KEY_PATTERN, { message: KEY_RULE }) variant!: string;
  @ApiProperty({ minimum: 0, maximum: 1000 }) @IsInt() @Min(0) @Max(1000) weight!: number;
}

@ApiSchema({ name: 'FeatureFlagStrategy' })
export class StrategyDto {
  @ApiPropertyOptional({ maxLength: 100 }) @IsOptional() @IsString() @MaxLength(100) name?: string;

  @ApiProperty({ type: [ConstraintDto], maxItems: 20, description: 'Alle müssen gelten (UND).' })
  @IsArray()
  @ArrayMaxSize(20)
  @ValidateNested({ each: true })
  @Type(() => ConstraintDto)
  constraints!: ConstraintDto[];

  @ApiProperty({
    minimum: 0,
    maximum: 100,
    description: 'Anteil der Buckets 1..100 (murmurhash3 wie Unleash).',
  })
  @IsInt()
  @Min(0)
  @Max(100)
  rollout!: number;

  @ApiPropertyOptional({
    maxLength: 100,
    description: 'Kontextfeld für den Bucket; Standard `targetingKey`.',
  })
  @IsOptional()
  @IsString()
  @MinLength(1)
  @MaxLength(100)
  stickiness?: string;

  @ApiPropertyOptional({ description: 'Ausgelieferte Variante; bei boolean ohne Angabe die mit `true`.' })
  @IsOptional()
  @IsString()
  @Matches(KEY_PATTERN, { message: KEY_RULE })
  variant?: string;

  @ApiPropertyOptional({ type: [WeightedVariantDto], maxItems: 20, description: 'Aufteilung nach Gewicht.' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(20)
  @ValidateNested({ each: true })
  @Type(() => WeightedVariantDto)
  variants?: WeightedVariantDto[];
}

@ApiSchema({ name: 'FeatureFlagVariant' })
export class VariantDto {
  @ApiProperty({ example: 'on' }) @IsString() @Matches(KEY_PATTERN, { message: KEY_RULE }) key!: string;
  @ApiProperty({ ...FLAG_VALUE_SCHEMA, description: 'Wert vom Typ des Flags.' })
  @IsDefined()
  value!: FlagValue;
}

@ApiSchema({ name: 'FeatureFlagSchedule' })
export class ScheduleDto {
  @ApiPropertyOptional({ type: String, format: 'date-time', nullable: true, description: 'Ab hier aktiv.' })
  @IsOptional()
  @IsISO8601({ strict: true })
  enableAt?: string | null;

  @ApiPropertyOptional({ type: String, format: 'date-time', nullable: true, description: 'Ab hier aus.' })
  @IsOptional()
  @IsISO8601({ strict: true })
  disableAt?: string | null;
}
