import type { ChatMessage, ChatVendor } from './chat-message';
import { slackPayloadsOf } from './slack-blocks';
import { teamsPayloadOf } from './teams-card';

/** The bodies to POST, in order, for one message to one vendor. */
export function renderChatParts(vendor: ChatVendor, message: ChatMessage): unknown[] {
  return vendor === 'slack' ? slackPayloadsOf(message) : [teamsPayloadOf(message)];
}
