import type { TenantId } from '@libs/shared';
import type { OutboundEvent } from '../../platform/events/outbound-events.port';
import type { DeliveryTrigger } from './delivery-job';

export interface PublishTarget {
  /** Only this endpoint (test events); otherwise every enabled subscriber of the tenant. */
  endpointId?: string;
  trigger?: DeliveryTrigger;
}

/** What publishing created: the event id (the `webhook-id` receivers see) and one message per endpoint. */
export interface Published {
  eventId: string | null;
  messages: number;
}

/** Publishing to chosen endpoints with the result told (test events); the outbox implements it. */
export abstract class WebhookPublisher {
  abstract publishTo(tenantId: TenantId, event: OutboundEvent, target?: PublishTarget): Promise<Published>;
}
