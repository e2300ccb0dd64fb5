import type { ChatItem, ChatMessage, ChatSpan } from './chat-message';

/** Block Kit limits (docs.slack.dev): 50 blocks per message, 3000 characters of section text, 10 fields. */
export const SLACK_MAX_BLOCKS = 50;
const SECTION_TEXT = 3000;
const FIELDS_PER_SECTION = 10;
const FIELD_TEXT = 2000;
const HEADER_TEXT = 150;
const CONTEXT_ELEMENTS = 10;

export type SlackBlock = Record<string, unknown>;
export interface SlackPayload {
  /** The fallback shown in notifications and by clients without Block Kit (Slack wants it with blocks). */
  text: string;
  blocks: SlackBlock[];
}

const cut = (value: string, max: number) => (value.length <= max ? value : `${value.slice(0, max - 1)}…`);
/** mrkdwn control characters (api.slack.com "Formatting text"): &, <, > are escaped, nothing else is. */
const escape = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A URL inside `<url|label>`: the characters that would end or split the link are percent-encoded. */
const linkUrl = (url: string) => url.replace(/[|<> ]/g, (c) => encodeURIComponent(c));
const span = (s: ChatSpan) => (s.url ? `<${linkUrl(s.url)}|${escape(s.text)}>` : escape(s.text));

/** An item as mrkdwn: the linked title in bold (an alarm clock when urgent), then its lines. */
function itemText(item: ChatItem): string {
  const title = `${item.urgent ? '⏰ ' : ''}*${span({ text: item.title, url: item.url || undefined })}*`;
  const lines = item.lines.map((l) => (l.strong ? `*${escape(l.text)}*` : escape(l.text)));
  return cut([title, ...lines].join('\n'), SECTION_TEXT);
}

/**
 * The blocks of one message: header, text, the facts in sections of at most 10 fields, one section per
 * item, the notes as one context block, a link button.
 */
export function slackBlocksOf(message: ChatMessage): SlackBlock[] {
  const blocks: SlackBlock[] = [
    { type: 'header', text: { type: 'plain_text', text: cut(message.title, HEADER_TEXT) } },
    { type: 'section', text: { type: 'mrkdwn', text: cut(escape(message.text), SECTION_TEXT) } },
  ];
  for (let i = 0; i < message.facts.length; i += FIELDS_PER_SECTION) {
    blocks.push({
      type: 'section',
      fields: message.facts.slice(i, i + FIELDS_PER_SECTION).map((f) => ({
        type: 'mrkdwn',
        text: cut(`*${escape(f.label)}*\n${escape(f.value)}`, FIELD_TEXT),
      })),
    });
  }
  for (const item of message.items ?? [])
    blocks.push({ type: 'section', text: { type: 'mrkdwn', text: itemText(item) } });
  if (message.notes?.length) {
    blocks.push({
      type: 'context',
      elements: message.notes
        .slice(0, CONTEXT_ELEMENTS)
        .map((note) => ({ type: 'mrkdwn', text: cut(note.map(span).join(''), FIELD_TEXT) })),
    });
  }
  if (message.link) {
    blocks.push({
      type: 'actions',
      elements: [
        { type: 'button', text: { type: 'plain_text', text: message.link.label }, url: message.link.url },
      ],
    });
  }
  return blocks;
}

/**
 * One or more Slack payloads: a message with more than 50 blocks is split into parts of at most 50, each
 * with its own fallback text (numbered, so that the parts read as one message in the channel).
 */
export function slackPayloadsOf(message: ChatMessage, blocks = slackBlocksOf(message)): SlackPayload[] {
  const fallback = cut(`${message.title}: ${message.text}`, SECTION_TEXT);
  const parts: SlackPayload[] = [];
  for (let i = 0; i < blocks.length; i += SLACK_MAX_BLOCKS) {
    parts.push({ text: fallback, blocks: blocks.slice(i, i + SLACK_MAX_BLOCKS) });
  }
  if (parts.length > 1) parts.forEach((p, n) => (p.text = `${fallback} (${n + 1}/${parts.length})`));
  return parts;
}
