import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, IsUUID } from 'class-validator';
import { defineEventTypes } from '../platform/events/event-types';

const DISABLE_REASONS = ['gone', 'exhausted'];

/** `data` of `webhook.test`. */
@ApiSchema({ name: 'WebhookTestPayload' })
export class WebhookTestPayload {
  @ApiProperty({
    type: 'string',
    format: 'uuid',
    nullable: true,
    description: 'Der gewählte Endpunkt, `null` beim Test aller aktiven Endpunkte.',
  })
  @IsOptional()
  @IsUUID()
  endpointId!: string | null;
  @ApiProperty() @IsString() message!: string;
}

/** `data` of `webhook.endpoint_disabled`. */
@ApiSchema({ name: 'WebhookEndpointDisabledPayload' })
export class WebhookEndpointDisabledPayload {
  @ApiProperty({ format: 'uuid' }) @IsUUID() endpointId!: string;
  @ApiProperty({
    enum: DISABLE_REASONS,
    description: '`gone`: der Empfänger antwortete 410; `exhausted`: wiederholt alle Versuche erfolglos.',
  })
  @IsIn(DISABLE_REASONS)
  reason!: 'gone' | 'exhausted';
}

export const WEBHOOK_EVENT_TYPES = defineEventTypes('webhooks', {
  'webhook.test': {
    description: 'Testereignis aus POST /api/v2/developer/webhooks/test.',
    payload: WebhookTestPayload,
  },
  'webhook.endpoint_disabled': {
    description: 'Ein Endpunkt wurde deaktiviert (410 oder wiederholt erschöpfte Zustellung).',
    payload: WebhookEndpointDisabledPayload,
  },
});

/** Events every endpoint receives whether subscribed or not: tests, and news about the endpoint itself. */
export const ALWAYS_DELIVERED: readonly string[] = ['webhook.test'];
