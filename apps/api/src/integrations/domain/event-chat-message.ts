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
  if (type === 'catalogue.daily_summary') {
    const [y, m, d] = String(data.day).split('-');
    return catalogueSyncedMessage(
      data,
      `Förderkatalog: Tagesübersicht ${d}.${m}.${y}`,
      () => 'Abgleiche der letzten 24 Stunden',
      true,
    );
  }
  return chatMessageOf(type, description, data, linkBase);
}
