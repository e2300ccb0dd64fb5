import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import {
  ArrayUnique,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsISO8601,
  IsOptional,
  IsUUID,
  Matches,
  Min,
} from 'class-validator';
import { SCOPES } from '../platform/auth/scopes';
import { PLAN_NAMES } from './domain/plan';
import { defineEventTypes } from '../platform/events/event-types';
import { QUOTA_THRESHOLDS_PERCENT } from './domain/quota-thresholds';

/** `data` of `quota.threshold_reached`. */
@ApiSchema({ name: 'QuotaThresholdReachedPayload' })
export class QuotaThresholdReachedPayload {
  @ApiProperty({ pattern: '^\\d{4}-\\d{2}$', example: '2026-11', description: 'Kalendermonat (UTC).' })
  @Matches(/^\d{4}-\d{2}$/)
  period!: string;
  @ApiProperty({ type: 'integer', enum: [...QUOTA_THRESHOLDS_PERCENT] })
  @IsIn([...QUOTA_THRESHOLDS_PERCENT])
  thresholdPercent!: number;
  @ApiProperty({ type: 'integer', minimum: 0, description: 'Aufrufe in der Periode.' })
  @IsInt()
  @Min(0)
  used!: number;
  @ApiProperty({ type: 'integer', minimum: 1, description: 'Monatskontingent des Tarifs.' })
  @IsInt()
  @Min(1)
  quota!: number;
}

/** `data` of `api_key.created`: the key's id and rights, never its name or any part of the key. */
@ApiSchema({ name: 'ApiKeyCreatedPayload' })
export class ApiKeyCreatedPayload {
  @ApiProperty({ format: 'uuid' }) @IsUUID() keyId!: string;
  @ApiProperty({ enum: SCOPES, isArray: true })
  @IsArray()
  @ArrayUnique()
  @IsIn([...SCOPES], { each: true })
  scopes!: string[];
  @ApiProperty({ description: 'Ein Sandbox-Schlüssel (`fm_test_`).' }) @IsBoolean() testKey!: boolean;
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true })
  @IsOptional()
  @IsISO8601()
  expiresAt!: string | null;
}

/** `data` of `api_key.revoked`. */
@ApiSchema({ name: 'ApiKeyRevokedPayload' })
export class ApiKeyRevokedPayload {
  @ApiProperty({ format: 'uuid' }) @IsUUID() keyId!: string;
}

/** `data` of `oauth_client.created`: the client's row id and rights, never its name or secret. */
@ApiSchema({ name: 'OAuthClientCreatedPayload' })
export class OAuthClientCreatedPayload {
  @ApiProperty({ format: 'uuid' }) @IsUUID() id!: string;
  @ApiProperty({ enum: SCOPES, isArray: true })
  @IsArray()
  @ArrayUnique()
  @IsIn([...SCOPES], { each: true })
  scopes!: string[];
}

/** `data` of `oauth_client.revoked`. */
@ApiSchema({ name: 'OAuthClientRevokedPayload' })
export class OAuthClientRevokedPayload {
  @ApiProperty({ format: 'uuid' }) @IsUUID() id!: string;
}

/** `data` of `tenant.plan_changed`. */
@ApiSchema({ name: 'TenantPlanChangedPayload' })
export class TenantPlanChangedPayload {
  @ApiProperty({ enum: PLAN_NAMES }) @IsIn(PLAN_NAMES) previousPlan!: string;
  @ApiProperty({ enum: PLAN_NAMES }) @IsIn(PLAN_NAMES) plan!: string;
}

export const ACCESS_EVENT_TYPES = defineEventTypes('access', {
  'quota.threshold_reached': {
    description: '80 % oder 100 % des Monatskontingents erreicht, je Periode einmal.',
    payload: QuotaThresholdReachedPayload,
  },
  // Changes of the tenant's access: webhook-visible on purpose (a tenant's security monitoring wants them),
  // and the audit log's source (data-protection taps them, ADR 0022).
  'api_key.created': {
    description: 'Ein API-Schlüssel wurde ausgegeben (Id und Scopes, nie der Schlüssel).',
    payload: ApiKeyCreatedPayload,
  },
  'api_key.revoked': { description: 'Ein API-Schlüssel wurde widerrufen.', payload: ApiKeyRevokedPayload },
  'oauth_client.created': {
    description: 'Ein OAuth-Client wurde angelegt (Id und Scopes, nie das Geheimnis).',
    payload: OAuthClientCreatedPayload,
  },
  'oauth_client.revoked': {
    description: 'Ein OAuth-Client wurde widerrufen; seine Tokens gelten nicht mehr.',
    payload: OAuthClientRevokedPayload,
  },
  'tenant.plan_changed': {
    description: 'Der Tarif des Mandanten wurde geändert; die neuen Grenzen gelten ab sofort.',
    payload: TenantPlanChangedPayload,
  },
});
