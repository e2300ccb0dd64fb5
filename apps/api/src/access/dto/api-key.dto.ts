import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsOptional, IsString, Length } from 'class-validator';
import { SCOPES, type Scope } from '../../platform/auth/scopes';
import type { ApiKeySummary } from '../application/list-api-keys.use-case';
import { NoPersonalData } from '../../platform/validation/no-personal-data';

export class CreateApiKeyRequestDto {
  @ApiProperty({ example: 'Produktivsystem', minLength: 1, maxLength: 100 })
  @IsString()
  @Length(1, 100)
  @NoPersonalData()
  name!: string;

  @ApiPropertyOptional({
    enum: SCOPES,
    isArray: true,
    description:
      'Standard: `["api"]`. Nie mehr als der anlegende Zugang hat (sonst 403 `SCOPE_NOT_GRANTED`).',
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(SCOPES.length)
  @IsIn(SCOPES, { each: true })
  scopes?: Scope[];

  @ApiPropertyOptional({
    description: 'true: ein Sandbox-Schlüssel (`fm_test_…`, ADR 0009). Standard: false.',
  })
  @IsOptional()
  @IsBoolean()
  sandbox?: boolean;
}

export class ApiKeyResponseDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ description: 'Die ersten acht Zeichen des Schlüssels.', example: 'fm_live_' })
  prefix!: string;
  @ApiProperty({ description: 'Die letzten vier Zeichen des Schlüssels.', example: 'a1B2' }) last4!: string;
  @ApiProperty({ enum: SCOPES, isArray: true }) scopes!: Scope[];
  @ApiProperty({ description: 'Sandbox-Schlüssel (`fm_test_…`).' }) sandbox!: boolean;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({
    type: 'string',
    format: 'date',
    nullable: true,
    description:
      'UTC-Tag der letzten Nutzung (tagesgenau; null: seit Einführung der Erfassung nicht genutzt). Erfasst wird ' +
      'höchstens ein Schreibzugriff je Schlüssel und Tag, bei einer Anmeldung, die den Schlüssel ohnehin aus der ' +
      'Datenbank liest, nie einer je Anfrage; Sandbox-Tokens, die mit dem Schlüssel erzeugt wurden, zählen nicht.',
  })
  lastUsedOn!: string | null;
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true }) expiresAt!: string | null;
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true }) revokedAt!: string | null;
}

export class CreatedApiKeyResponseDto extends ApiKeyResponseDto {
  @ApiProperty({
    description: 'Der Schlüssel: wird nur dieses eine Mal angezeigt; gespeichert ist nur ein Hash.',
    example: 'fm_live_…',
  })
  apiKey!: string;
}

export class ApiKeyListResponseDto {
  @ApiProperty({ type: [ApiKeyResponseDto] }) items!: ApiKeyResponseDto[];
}

export function toApiKeyResponse(k: ApiKeySummary): ApiKeyResponseDto {
  return {
    id: k.id,
    name: k.name,
    prefix: k.prefix,
    last4: k.last4,
    scopes: k.scopes,
    sandbox: k.sandbox,
    createdAt: k.createdAt.toISOString(),
    lastUsedOn: k.lastUsedAt?.toISOString().slice(0, 10) ?? null,
    expiresAt: k.expiresAt?.toISOString() ?? null,
    revokedAt: k.revokedAt?.toISOString() ?? null,
  };
}
