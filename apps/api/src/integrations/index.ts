/**
 * The integrations module's public port. Events reach Slack and Teams through the tenant's subscriptions
 * (an outbound-event tap); what another module addresses to named destinations itself (the digests' `chat`
 * channel) goes through `TeamChats`, which keeps the vendor formats and limits here.
 */
export { IntegrationsModule } from './integrations.module';
export { TeamChats, type TeamChatDestination } from './application/team-chats';
export type { ChatMessage, ChatVendor } from './domain/chat-message';
