/** How far a receiver's `Retry-After` is followed: never sooner than `minSeconds`, never later than `maxSeconds`. */
export interface RetryAfterBounds {
  minSeconds: number;
  maxSeconds: number;
}

/**
 * The delay before the next attempt of an outbound delivery (push, webhooks): when the receiver
 * named one with `Retry-After`, that, within `bounds` (a short one is honoured, not stretched to the schedule:
 * push waited 30 s after "Retry-After: 1"); otherwise the schedule's own delay. One rule for every sender.
 */
export function retryDelaySeconds(
  scheduledSeconds: number,
  retryAfterSeconds: number | null | undefined,
  bounds: RetryAfterBounds,
): number {
  if (retryAfterSeconds === null || retryAfterSeconds === undefined || !Number.isFinite(retryAfterSeconds))
    return scheduledSeconds;
  return Math.min(bounds.maxSeconds, Math.max(bounds.minSeconds, Math.ceil(retryAfterSeconds)));
}
