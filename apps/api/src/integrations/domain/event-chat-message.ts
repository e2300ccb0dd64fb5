import { catalogueSyncedMessage } from './catalogue-chat-message';
import { chatMessageOf, type ChatMessage } from './chat-message';

/** The chat message for a published event: a catalogue run has its own layout, every other event the common one. */
export function eventChatMessage(
  type: string,
  description: string,
  data: Record<string, unknown>,
  linkBase: string,
): ChatMessage {
  if (type === 'catalogue.synced') return catalogueSyncedMessage(data);
  return chatMessageOf(type, description, data, linkBase);
}
