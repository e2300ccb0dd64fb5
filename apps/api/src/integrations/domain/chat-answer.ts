import { retryDelaySeconds } from '../../platform/http/retry-after';
import type { ChatVendor } from './chat-message';

/** What to do after one POST to a team-chat webhook. */
export type ChatVerdict =
  | { kind: 'delivered' }
  | { kind: 'retry'; afterSeconds: number }
  /** The message is lost, the destination stays (a 5xx or a network error: a retry could post twice). */
  | { kind: 'failed'; reason: string }
  /** The destination can no longer receive: disabled until the administrator connects it anew. */
  | { kind: 'disable'; reason: string };

export interface ChatAnswer {
  httpStatus: number | null;
  body: string | null;
  retryAfterSeconds: number | null;
  errorClass: string | null;
}

/** Without `Retry-After` a 429 still waits: Slack allows about one message per second and webhook. */
const DEFAULT_RETRY_SECONDS = 30;

/**
 * A vendor's `Retry-After` is followed from 1 s (a "0" must not make a hot loop) to an hour (a chat message
 * later than that is news no more), by the shared rule that push and webhooks follow.
 */
export const CHAT_RETRY_AFTER = { minSeconds: 1, maxSeconds: 3_600 };

/**
 * Slack incoming webhooks (api.slack.com/changelog/2016-05-17-changes-to-errors-for-incoming-webhooks):
 * 200 `ok`; 400 invalid_payload / user_not_found / no_text / invalid_blocks, 403 action_prohibited, 404
 * channel_not_found / no_service and 410 channel_is_archived disable the destination with Slack's reason;
 * 429 waits `Retry-After`; anything else (500 rollup_error, timeouts) is not retried, because a webhook post
 * is not idempotent and Slack may have posted it (UMAprotocol/protocol#4957).
 *
 * Teams Workflows: 202 Accepted (the flow runs later), 200 also; 400 refuses this payload (the destination
 * stays); 401/403 a bad signature, 404 a deleted flow: disable; 429 waits; else as for Slack.
 */
export function judgeChatAnswer(vendor: ChatVendor, answer: ChatAnswer): ChatVerdict {
  const status = answer.httpStatus;
  const said = (answer.body ?? '').trim().slice(0, 200);
  if (status === null) return { kind: 'failed', reason: answer.errorClass ?? 'network_error' };
  if (status === 429)
    return {
      kind: 'retry',
      afterSeconds: retryDelaySeconds(DEFAULT_RETRY_SECONDS, answer.retryAfterSeconds, CHAT_RETRY_AFTER),
    };
  if (vendor === 'slack') {
    if (status === 200) return { kind: 'delivered' };
    if ([400, 403, 404, 410].includes(status))
      return { kind: 'disable', reason: `slack ${status} ${said}`.trim() };
    return { kind: 'failed', reason: `slack ${status} ${said}`.trim() };
  }
  if (status === 200 || status === 202) return { kind: 'delivered' };
  if ([401, 403, 404, 410].includes(status))
    return { kind: 'disable', reason: `teams ${status} ${said}`.trim() };
  return { kind: 'failed', reason: `teams ${status} ${said}`.trim() };
}
