import type { ChatItem, ChatMessage, ChatSpan } from './chat-message';

/** Markdown of a TextBlock: the characters that would open emphasis or a link are escaped. */
const md = (text: string) => text.replace(/([\\[\]*_`])/g, '\\$1');
const span = (s: ChatSpan) =>
  s.url ? `[${md(s.text)}](${s.url.replace(/[()<> ]/g, (c) => encodeURIComponent(c))})` : md(s.text);

/** An item: its linked title in bold (red when urgent), then its lines (a deadline in bold). */
function itemBlocks(item: ChatItem): Record<string, unknown>[] {
  const title = { text: item.title, url: item.url || undefined };
  return [
    {
      type: 'TextBlock',
      text: `**${span(title)}**`,
      wrap: true,
      spacing: 'Medium',
      ...(item.urgent ? { color: 'Attention' } : {}),
    },
    ...item.lines.map((l) => ({
      type: 'TextBlock',
      text: l.strong ? `**${md(l.text)}**` : md(l.text),
      wrap: true,
      spacing: 'None',
    })),
  ];
}

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
  for (const item of message.items ?? []) body.push(...itemBlocks(item));
  for (const note of message.notes ?? [])
    body.push({
      type: 'TextBlock',
      text: note.map(span).join(''),
      isSubtle: true,
      wrap: true,
      size: 'Small',
    });
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
