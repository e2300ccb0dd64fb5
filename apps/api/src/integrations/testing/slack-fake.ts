import { LoopbackServer, type Answer, type RecordedRequest } from './loopback-server';

const TEXT = { 'content-type': 'text/html' };
const PATH = /^\/services\/T[A-Za-z0-9_]+\/B[A-Za-z0-9_]+\/[A-Za-z0-9_]+$/;
const HOOK = '/services/T0FAKE/B0FAKE/abcDEF123';
/** Well-formed, but no hook of this workspace (removed or revoked): Slack answers 404 `no_service`. */
const REVOKED_HOOK = '/services/T0FAKE/B0GONE/revoked456';

/**
 * Slack incoming webhooks on loopback, answering as Slack documents
 * (api.slack.com/changelog/2016-05-17-changes-to-errors-for-incoming-webhooks): `200 ok`; 404 `no_service`
 * for a hook it does not know (`revokedHookUrl`); 400 `invalid_payload` for what is not JSON, `no_text`
 * without text and blocks, `invalid_blocks` for blocks that are not a list of typed blocks or more than 50 of
 * them. The answers that depend on the workspace's state (400 invalid_payload for a payload Slack rejects
 * otherwise, 403 action_prohibited, 404 channel_not_found, 410 channel_is_archived, 429 with or without
 * Retry-After, 500 rollup_error) are scripted with `answerNext`, and given only to a request that passed
 * these checks.
 */
export class SlackFake extends LoopbackServer {
  static readonly archived: Answer = { status: 410, body: 'channel_is_archived', headers: TEXT };
  static readonly prohibited: Answer = { status: 403, body: 'action_prohibited', headers: TEXT };
  static readonly channelNotFound: Answer = { status: 404, body: 'channel_not_found', headers: TEXT };
  static readonly userNotFound: Answer = { status: 400, body: 'user_not_found', headers: TEXT };
  static readonly rollupError: Answer = { status: 500, body: 'rollup_error', headers: TEXT };
  static readonly invalidPayload: Answer = { status: 400, body: 'invalid_payload', headers: TEXT };
  /** 429 `rate_limited`; without seconds, as Slack may answer it, with no Retry-After header. */
  static rateLimited(retryAfterSeconds?: number): Answer {
    const retryAfter: Record<string, string> =
      retryAfterSeconds === undefined ? {} : { 'retry-after': String(retryAfterSeconds) };
    return { status: 429, body: 'rate_limited', headers: { ...TEXT, ...retryAfter } };
  }

  static async start(): Promise<SlackFake> {
    const hooks = new Set([HOOK]);
    const fake = new SlackFake(
      (r) => judgeSlack(r, hooks),
      (r) => {
        const answer = judgeSlack(r, hooks);
        return answer.status === 200 ? null : answer;
      },
    );
    await fake.listen();
    return fake;
  }

  /** A hook URL this fake accepts. */
  get hookUrl(): string {
    return `${this.origin}${HOOK}`;
  }

  /** A well-formed hook URL this fake does not know: answered 404 `no_service`. */
  get revokedHookUrl(): string {
    return `${this.origin}${REVOKED_HOOK}`;
  }

  /** The JSON bodies of the accepted posts. */
  accepted(): { text: string; blocks: Record<string, unknown>[] }[] {
    return this.requests.filter((r) => r.status === 200).map((r) => JSON.parse(r.body));
  }
}

/** Slack's checks of one post; with `hooks`, a path that is none of them is an unknown hook. */
export function judgeSlack(r: RecordedRequest, hooks?: ReadonlySet<string>): Answer {
  const fail = (status: number, body: string): Answer => ({ status, body, headers: TEXT });
  if (r.method !== 'POST' || !PATH.test(r.url)) return fail(404, 'no_service');
  if (hooks && !hooks.has(r.url)) return fail(404, 'no_service');
  if (!String(r.headers['content-type']).startsWith('application/json')) return fail(400, 'invalid_payload');
  let body: { text?: unknown; blocks?: unknown };
  try {
    body = JSON.parse(r.body);
  } catch {
    return fail(400, 'invalid_payload');
  }
  if (typeof body !== 'object' || body === null) return fail(400, 'invalid_payload');
  const hasText = typeof body.text === 'string' && body.text.length > 0;
  if (!hasText && body.blocks === undefined) return fail(400, 'no_text');
  if (body.blocks !== undefined) {
    const blocks = body.blocks;
    if (!Array.isArray(blocks) || blocks.length > 50) return fail(400, 'invalid_blocks');
    if (!blocks.every((b) => typeof b === 'object' && b !== null && typeof b.type === 'string')) {
      return fail(400, 'invalid_blocks');
    }
  }
  return fail(200, 'ok');
}
