import { GuardedHttpWebhookSender } from '../../webhooks';
import { judgeChatAnswer } from '../domain/chat-answer';
import type { ChatMessage, ChatVendor } from '../domain/chat-message';
import { slackPayloadsOf } from '../domain/slack-blocks';
import { teamsPayloadOf } from '../domain/teams-card';
import type { Answer } from '../testing/loopback-server';
import { SlackFake } from '../testing/slack-fake';
import { TeamsFake } from '../testing/teams-fake';

const message: ChatMessage = { title: 'Test', text: 'Hallo', facts: [], link: null };
const sender = new GuardedHttpWebhookSender({
  timeoutMs: 5000,
  allowHttp: true,
  allowPrivateAddresses: true,
});
const busy = (vendor: ChatVendor, retryAfter: string): Answer =>
  vendor === 'slack'
    ? { ...SlackFake.rateLimited(), headers: { 'content-type': 'text/html', 'retry-after': retryAfter } }
    : {
        ...TeamsFake.rateLimited(1),
        headers: { 'content-type': 'application/json', 'retry-after': retryAfter },
      };

/**
 * The wait the chat worker schedules after the local fakes answer 429 with a given `Retry-After`, through the
 * same guarded sender and verdict the worker uses (retries honour Retry-After within bounds).
 */
describe('chat retries honour Retry-After within bounds (Slack, Teams)', () => {
  let slack: SlackFake;
  let teams: TeamsFake;
  beforeAll(async () => {
    [slack, teams] = await Promise.all([SlackFake.start(), TeamsFake.start()]);
  });
  afterAll(async () => {
    await Promise.all([slack.close(), teams.close()]);
  });

  async function waitAfter(vendor: ChatVendor, retryAfter: string): Promise<unknown> {
    const fake = vendor === 'slack' ? slack : teams;
    fake.answerNext(busy(vendor, retryAfter));
    const body = vendor === 'slack' ? slackPayloadsOf(message)[0] : teamsPayloadOf(message);
    const url = vendor === 'slack' ? slack.hookUrl : teams.workflowUrl;
    const answer = await sender.send({
      url,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(answer.httpStatus).toBe(429);
    return judgeChatAnswer(vendor, {
      httpStatus: answer.httpStatus,
      body: answer.excerpt,
      retryAfterSeconds: answer.retryAfterSeconds,
      errorClass: answer.errorClass,
    });
  }

  it.each<[ChatVendor, string, number]>([
    ['slack', '1', 1],
    ['teams', '1', 1],
    // "0" would retry at once, again and again: at least a second.
    ['slack', '0', 1],
    ['teams', '0', 1],
    // A week would keep the message pending for a week: at most an hour.
    ['slack', String(7 * 86_400), 3_600],
    ['teams', String(7 * 86_400), 3_600],
  ])('%s 429 with Retry-After: %s -> retried after %p s', async (vendor, retryAfter, seconds) => {
    expect(await waitAfter(vendor, retryAfter)).toEqual({ kind: 'retry', afterSeconds: seconds });
  });

  it('follows a Retry-After given as an HTTP date', async () => {
    const inAMinute = new Date(Date.now() + 60_000).toUTCString();
    const verdict = (await waitAfter('slack', inAMinute)) as { afterSeconds: number };
    expect(verdict.afterSeconds).toBeGreaterThanOrEqual(58);
    expect(verdict.afterSeconds).toBeLessThanOrEqual(61);
  });
});
