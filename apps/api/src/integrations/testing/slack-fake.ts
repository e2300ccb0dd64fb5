import { LoopbackServer, type Answer, type RecordedRequest } from './loopback-server';

const TEXT = { 'content-type': 'text/html' };
const PATH = /^\/services\/T[A-Za-z0-9_]+\/B[A-Za-z0-9_]+\/[A-Za-z0-9_]+$/;

/**
 * Slack incoming webhooks on loopback, answering as Slack documents
 * (api.slack.com/changelog/2016-05-17-changes-to-errors-for-incoming-webhooks): `200 ok`; 404 `no_service`
 * for an unknown hook; 400 `invalid_payload` for what is not JSON, `no_text` without text and blocks,
 * `invalid_blocks` for blocks that are not a list of typed blocks or more than 50 of them. The other
 * documented answers (403 action_prohibited, 404 channel_not_found, 410 channel_is_archived, 429 with
 * Retry-After, 500 rollup_error) are scripted with `answerNext`.
 */
export class SlackFake extends LoopbackServer {
  static readonly archived: Answer = { status: 410, body: 'channel_is_archived', headers: TEXT };
  static readonly prohibited: Answer = { status: 403, body: 'action_prohibited', headers: TEXT };
  static readonly channelNotFound: Answer = { status: 404, body: 'channel_not_found', headers: TEXT };
  static readonly userNotFound: Answer = { status: 400, body: 'user_not_found', headers: TEXT };
  static readonly rollupError: Answer = { status: 500, body: 'rollup_error', headers: TEXT };
  static rateLimited(retryAfterSeconds: number): Answer {
    return {
      status: 429,
      body: 'rate_limited',
      headers: { ...TEXT, 'retry-after': String(retryAfterSeconds) },
    };
  }

  static async start(): Promise<SlackFake> {
    const fake = new SlackFake(judgeSlack);
    await fake.listen();
    return fake;
  }

  /** A hook URL this fake accepts. */
  get hookUrl(): string {
    return `${this.origin}/services/T0FAKE/B0FAKE/abcDEF123`;
  }

  /** The JSON bodies of the accepted posts. */
  accepted(): { text: string; blocks: Record<string, unknown>[] }[] {
    return this.requests.filter((r) => r.status === 200).map((r) => JSON.parse(r.body));
  }
}

export function judgeSlack(r: RecordedRequest): Answer {
  const fail = (status: number, body: string): Answer => ({ status, body, headers: TEXT });
  if (r.method !== 'POST' || !PATH.test(r.url)) return fail(404, 'no_service');
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
