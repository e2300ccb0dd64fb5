import {
  ApiProperty,
  ApiPropertyOptional,
  type ApiPropertyOptions,
  ApiSchema,
  getSchemaPath,
} from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import type { FlagValue } from '@libs/feature-flags';
import { FLAG_VALUE_SCHEMA } from './flag-definition.dto';

const REASONS = ['STATIC', 'TARGETING_MATCH', 'SPLIT', 'DISABLED', 'DEFAULT'];
const ITEM_ERRORS = ['FLAG_NOT_FOUND', 'TARGETING_KEY_MISSING', 'INVALID_CONTEXT', 'PARSE_ERROR', 'GENERAL'];
const METADATA: ApiPropertyOptions = {
  type: 'object',
  additionalProperties: { oneOf: [{ type: 'string' }, { type: 'number' }, { type: 'boolean' }] },
  description: '`version` des Flags; `strategy` (Name oder Index) bei Treffer; `state` bei DISABLED.',
};

/** OFREP `serverEvaluationSuccess` (a flag evaluated). */
@ApiSchema({ name: 'FlagEvaluationSuccess' })
export class FlagEvaluationSuccessDto {
  @ApiProperty() key!: string;
  @ApiProperty(FLAG_VALUE_SCHEMA) value!: FlagValue;
  @ApiProperty() variant!: string;
  @ApiProperty({ enum: REASONS }) reason!: string;
  @ApiProperty(METADATA) metadata!: Record<string, string | number | boolean>;
}

/** OFREP `evaluationFailure` (one flag could not be evaluated). */
@ApiSchema({ name: 'FlagEvaluationFailure' })
export class FlagEvaluationFailureDto {
  @ApiProperty() key!: string;
  @ApiProperty({ enum: ITEM_ERRORS }) errorCode!: string;
  @ApiProperty() errorDetails!: string;
  @ApiPropertyOptional({ description: 'Code der API (als Antwort mit Status 400/404 immer gesetzt).' })
  code?: string;
  @ApiPropertyOptional({
    description: 'Deutsche Meldung der API (als Antwort mit Status 400/404 immer gesetzt).',
  })
  error?: string;
}

/** OFREP `bulkEvaluationSuccess`. */
@ApiSchema({ name: 'BulkFlagEvaluation' })
export class BulkEvaluationResponseDto {
  @ApiProperty({
    type: 'array',
    items: {
      anyOf: [
        { $ref: getSchemaPath(FlagEvaluationSuccessDto) },
        { $ref: getSchemaPath(FlagEvaluationFailureDto) },
      ],
    },
  })
  flags!: (FlagEvaluationSuccessDto | FlagEvaluationFailureDto)[];
}

/** OFREP `bulkEvaluationFailure` (the whole request was refused). */
@ApiSchema({ name: 'BulkFlagEvaluationFailure' })
export class BulkEvaluationFailureDto {
  @ApiProperty({ enum: ['INVALID_CONTEXT', 'PARSE_ERROR'] }) errorCode!: string;
  @ApiProperty() errorDetails!: string;
  @ApiProperty() code!: string;
  @ApiProperty() error!: string;
}

/** OFREP `evaluationRequest`. */
@ApiSchema({ name: 'OfrepEvaluationRequest' })
export class OfrepEvaluationRequestDto {
  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: true,
    description:
      'Attribute und `targetingKey`; `tenantId`, `plan` und `sandbox` setzt der Dienst aus dem Zugang (nicht überschreibbar).',
  })
  context?: Record<string, unknown>;
}

/** Query of `GET /api/v2/feature-flags`. */
export class EvaluateFlagsQueryDto {
  @ApiPropertyOptional({ maxLength: 256, description: 'Standard: die Mandanten-ID des Zugangs.' })
  @IsOptional()
  @IsString()
  @MaxLength(256)
  targetingKey?: string;

  @ApiPropertyOptional({
    maxLength: 4096,
    description: 'Weitere Attribute als JSON-Objekt, z. B. `{"bundesland":"SN"}`.',
  })
  @IsOptional()
  @IsString()
  @MaxLength(4096)
  context?: string;
}
