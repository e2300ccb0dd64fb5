import { Module } from '@nestjs/common';
import { CatalogueModule } from '../catalogue';
import { IntegrationsModule } from '../integrations';
import { TenantTransaction } from '../platform/tenancy/tenant-transaction';
import { NotificationFeed } from './application/notification-feed.port';
import { PreferencePushDispatcher } from './adapters/preference-push-dispatcher';
import { FeedRetention } from './adapters/feed-retention';
import { FeedTap } from './adapters/feed-tap';
import { FeedWakeups } from './adapters/feed-wakeups';
import { StreamAccess } from './adapters/stream-access';
import { TypeormNotificationFeed } from './persistence/typeorm-notification-feed';
import { DIGEST_PROVIDERS } from './adapters/digest-providers';
import { NotificationsDigestController } from './notifications-digest.controller';
import { PUSH_PROVIDERS } from './adapters/push-providers';
import { NotificationsPushController } from './notifications-push.controller';
import { NotificationsStreamController } from './notifications-stream.controller';

/** Notifications (ADR 0014): the per-tenant feed, its live stream, web push and digests. */
@Module({
  // The digest filters resolve programs to their Länder and category through the catalogue's port; the
  // digests' `chat` channel posts to Slack and Teams through the integrations' port.
  imports: [CatalogueModule, IntegrationsModule],
  controllers: [NotificationsStreamController, NotificationsPushController, NotificationsDigestController],
  providers: [
    ...PUSH_PROVIDERS,
    ...DIGEST_PROVIDERS,
    FeedTap,
    FeedRetention,
    PreferencePushDispatcher,
    FeedWakeups,
    StreamAccess,
    {
      provide: NotificationFeed,
      inject: [TenantTransaction],
      useFactory: (t: TenantTransaction) => new TypeormNotificationFeed(t),
    },
  ],
})
export class NotificationsModule {}
