import { Injectable, type OnModuleInit } from '@nestjs/common';
import { Clock } from '@libs/shared';
import { OutboundEventTaps } from '../../platform/events/outbound-event-taps';
import { NOT_IN_FEED } from '../notifications.event-types';
import { deferFeedAppend } from '../persistence/typeorm-notification-feed';

/**
 * Feeds the feed: every event any module publishes through the kernel's `OutboundEvents` is appended in the
 * publisher's transaction (no feature imports this module; ADR 0014).
 */
@Injectable()
export class FeedTap implements OnModuleInit {
  constructor(
    private readonly taps: OutboundEventTaps,
    private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.taps.add((tenantId, event, tx) => {
      if (NOT_IN_FEED.includes(event.type)) return;
      deferFeedAppend(tx, event, this.clock.now());
    });
  }
}
