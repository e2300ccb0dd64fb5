/**
 * The notifications module's public port. Other modules never call it: they publish through the kernel's
 * `OutboundEvents`, and the feed hears every event (ADR 0014). Exported for the composition root only.
 */
export { NotificationsModule } from './notifications.module';
