import type { FeedEvent } from './feed-event';

/**
 * The `text/event-stream` framing of the HTML standard: fields `id`, `event`, `data`, `retry`, a blank line
 * ends an event, a line starting with `:` is a comment. `data` is one line of JSON (JSON never contains a
 * raw newline), so no multi-line splitting is needed.
 */
export function sseEvent(event: FeedEvent): string {
  const body = {
    id: String(event.id),
    type: event.type,
    timestamp: event.createdAt.toISOString(),
    data: event.data,
  };
  return `id: ${event.id}\nevent: ${event.type}\ndata: ${JSON.stringify(body)}\n\n`;
}

/** Sent when the client's `Last-Event-ID` is older than the retention: it must reload its state. */
export function sseReset(lastId: number): string {
  return `id: ${lastId}\nevent: reset\ndata: ${JSON.stringify({ reason: 'retention', lastEventId: String(lastId) })}\n\n`;
}

export function sseRetry(ms: number): string {
  return `retry: ${ms}\n\n`;
}

export function sseHeartbeat(): string {
  return `: heartbeat\n\n`;
}

/** `Last-Event-ID` as the feed understands it: a non-negative integer, anything else means "from now". */
export function parseLastEventId(raw: unknown): number | null {
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (typeof value !== 'string' || !/^\d{1,15}$/.test(value.trim())) return null;
  return Number(value.trim());
}
