import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsIn, IsOptional, IsString, Length } from 'class-validator';
import type { OAuthClient } from '../domain/oauth-client';
import { SCOPES, type Scope } from '../../platform/auth/scopes';
import { NoPersonalData } from '../../platform/validation/no-personal-data';

export class CreateOAuthClientRequestDto {
  @ApiProperty({ example: 'CRM-Anbindung', minLength: 1, maxLength: 100 })
  @IsString()
  @Length(1, 100)
  @NoPersonalData()
  name!: string;

  @ApiPropertyOptional({
    enum: SCOPES,
    isArray: true,
    description: 'Standard: `["api"]`. Nie mehr als der anlegende Zugang hat.',
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(SCOPES.length)
  @IsIn(SCOPES, { each: true })
  scopes?: Scope[];
}

export class OAuthClientResponseDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ description: 'Für den Token-Endpunkt.' }) clientId!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ enum: SCOPES, isArray: true }) scopes!: Scope[];
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true }) revokedAt!: string | null;
}

export class CreatedOAuthClientResponseDto extends OAuthClientResponseDto {
  @ApiProperty({ description: 'Wird nur dieses eine Mal angezeigt; gespeichert ist nur ein Hash.' })
  clientSecret!: string;
}

export class OAuthClientListResponseDto {
  @ApiProperty({ type: [OAuthClientResponseDto] }) items!: OAuthClientResponseDto[];
}

export function toOAuthClientResponse(c: OAuthClient): OAuthClientResponseDto {
  return {
    id: c.id,
    clientId: c.clientId,
    name: c.name,
    scopes: c.scopes,
    createdAt: c.createdAt.toISOString(),
    revokedAt: c.revokedAt?.toISOString() ?? null,
  };
}
