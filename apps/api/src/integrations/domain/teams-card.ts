import type { ChatMessage } from './chat-message';

/** Workflows webhooks take at most about 28 KB per message (MicrosoftDocs/msteams-docs#7576). */
export const TEAMS_MAX_BYTES = 28_000;

export interface TeamsPayload {
  type: 'message';
  attachments: {
    contentType: 'application/vnd.microsoft.card.adaptive';
    contentUrl: null;
    content: Record<string, unknown>;
  }[];
}

/**
 * The Workflows ("Post to a channel when a webhook request is received") envelope: a `message` whose one
 * attachment is an Adaptive Card 1.4 (the version Teams renders), with TextBlocks, a FactSet and an
 * Action.OpenUrl. Facts beyond the size limit are dropped with a note rather than the message refused.
 */
export function teamsPayloadOf(message: ChatMessage): TeamsPayload {
  let facts = message.facts;
  for (;;) {
    const payload = build(message, facts, facts.length < message.facts.length);
    if (Buffer.byteLength(JSON.stringify(payload)) <= TEAMS_MAX_BYTES || facts.length === 0) return payload;
    facts = facts.slice(0, Math.floor(facts.length / 2));
  }
}

function build(message: ChatMessage, facts: ChatMessage['facts'], truncated: boolean): TeamsPayload {
  const body: Record<string, unknown>[] = [
    { type: 'TextBlock', text: message.title, weight: 'Bolder', size: 'Medium', wrap: true },
    { type: 'TextBlock', text: message.text, wrap: true },
  ];
  if (facts.length > 0) {
    body.push({ type: 'FactSet', facts: facts.map((f) => ({ title: f.label, value: f.value })) });
  }
  if (truncated) body.push({ type: 'TextBlock', text: 'Weitere Angaben über die API.', isSubtle: true });
  const content: Record<string, unknown> = {
    $schema: 'http://adaptivecards.io/schemas/adaptive-card.json',
    type: 'AdaptiveCard',
    version: '1.4',
    body,
  };
  if (message.link)
    content.actions = [{ type: 'Action.OpenUrl', title: message.link.label, url: message.link.url }];
  return {
    type: 'message',
    attachments: [{ contentType: 'application/vnd.microsoft.card.adaptive', contentUrl: null, content }],
  };
}
