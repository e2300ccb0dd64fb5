/**
 * Event types that never reach a chat as a subscription: a digest is addressed to named destinations by its
 * schedule (the `chat` channel), so that each schedule's digest goes where its filters belong, and once.
 * Routed by subscription as well, a destination named by a schedule that also subscribed would get it twice.
 */
export const NOT_ROUTED_TO_CHAT: readonly string[] = ['digest.ready'];

/**
 * The catalogue's per-program events stay machine events for webhooks: a run changing 250 programs sent 250
 * chat posts. Chats get the run's one summary, `catalogue.synced`, instead (ADR 0015).
 */
export const WEBHOOK_ONLY: readonly string[] = ['program.updated', 'program.removed'];

/**
 * What a chat subscription to an event type receives: a catalogue subscription, the run's summary. Digest
 * mode is the choice of `catalogue.daily_summary` instead (one message a day), received only when subscribed.
 */
export function chatWants(subscribed: readonly string[], eventType: string): boolean {
  if (WEBHOOK_ONLY.includes(eventType)) return false;
  if (eventType === 'catalogue.synced')
    return subscribed.some((t) => t === eventType || WEBHOOK_ONLY.includes(t));
  return subscribed.includes(eventType);
}
