import { OutboundEvents } from '../../platform/events/outbound-events.port';

/** The default where webhooks are not wired (unit tests, tools): events go nowhere. */
export class NoOutboundEvents extends OutboundEvents {
  async publish(): Promise<void> {}
}
