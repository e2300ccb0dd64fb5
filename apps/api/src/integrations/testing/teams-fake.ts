import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { ADAPTIVE_CARD_1_4_SCHEMA } from './adaptive-card-1.4.schema';
import { LoopbackServer, type Answer, type RecordedRequest } from './loopback-server';

const ajv = new Ajv({ allErrors: true, strict: false });
addFormats(ajv);
export const validateAdaptiveCard = ajv.compile(ADAPTIVE_CARD_1_4_SCHEMA);

const JSON_TYPE = { 'content-type': 'application/json' };
const PATH =
  /^\/powerautomate\/automations\/direct\/workflows\/([A-Za-z0-9]+)\/triggers\/manual\/paths\/invoke$/;
const MAX_BYTES = 28_000;

const error = (status: number, code: string, message: string): Answer => ({
  status,
  body: JSON.stringify({ error: { code, message } }),
  headers: JSON_TYPE,
});

/**
 * A Teams Workflows webhook ("When a Teams webhook request is received") on loopback: checks the path, the
 * `api-version` and the `sig` of the URL (401 otherwise, as Power Automate does), that the body is a
 * `message` with Adaptive Card attachments valid against the card schema 1.4 (400 otherwise; a legacy
 * MessageCard is refused here), at most 28 KB, and answers 202 Accepted. What depends on the flow's state
 * (404 flow deleted, 400 a flow whose trigger refuses the body, 413 a message over the limit Teams applies,
 * 429 with Retry-After) is scripted with `answerNext`, and given only to a request that passed these checks.
 */
export class TeamsFake extends LoopbackServer {
  static readonly flowDeleted = error(404, 'WorkflowNotFound', 'The workflow could not be found.');
  static readonly triggerRefused = error(
    400,
    'TriggerInputSchemaMismatch',
    "The input body for trigger 'manual' of type 'Request' did not match its schema definition.",
  );
  static readonly tooLarge = error(413, 'MessageTooLarge', 'Message exceeds 28 KB.');
  static rateLimited(retryAfterSeconds: number): Answer {
    return {
      ...error(429, 'TooManyRequests', 'Rate limit is exceeded.'),
      headers: { ...JSON_TYPE, 'retry-after': String(retryAfterSeconds) },
    };
  }

  private constructor(private readonly sig: string) {
    super(
      (r) => judgeTeams(r, sig),
      (r) => {
        const answer = judgeTeams(r, sig);
        return answer.status === 202 ? null : answer;
      },
    );
  }

  static async start(sig = 'fakeSignature123'): Promise<TeamsFake> {
    const fake = new TeamsFake(sig);
    await fake.listen();
    return fake;
  }

  get workflowUrl(): string {
    return `${this.origin}/powerautomate/automations/direct/workflows/0a1b2c3d4e5f/triggers/manual/paths/invoke?api-version=1&sp=%2Ftriggers%2Fmanual%2Frun&sv=1.0&sig=${this.sig}`;
  }

  /** The cards of the accepted posts. */
  acceptedCards(): Record<string, unknown>[] {
    return this.requests
      .filter((r) => r.status === 202)
      .flatMap((r) =>
        (JSON.parse(r.body) as { attachments: { content: Record<string, unknown> }[] }).attachments.map(
          (a) => a.content,
        ),
      );
  }
}

export function judgeTeams(r: RecordedRequest, sig: string): Answer {
  const url = new URL(r.url, 'http://fake');
  if (r.method !== 'POST' || !PATH.test(url.pathname))
    return error(404, 'WorkflowNotFound', 'The workflow could not be found.');
  if (url.searchParams.get('api-version') !== '1')
    return error(400, 'InvalidApiVersion', 'api-version missing.');
  if (url.searchParams.get('sig') !== sig)
    return error(401, 'DirectApiAuthorizationRequired', 'Invalid signature.');
  if (Buffer.byteLength(r.body) > MAX_BYTES) return error(413, 'MessageTooLarge', 'Message exceeds 28 KB.');
  let body: { type?: unknown; attachments?: unknown };
  try {
    body = JSON.parse(r.body);
  } catch {
    return error(400, 'InvalidRequestContent', 'The request content is not valid JSON.');
  }
  if (body?.type !== 'message' || !Array.isArray(body.attachments) || body.attachments.length === 0) {
    return error(400, 'InvalidRequestContent', 'Expected a message with attachments.');
  }
  for (const a of body.attachments as { contentType?: unknown; content?: unknown }[]) {
    if (a?.contentType !== 'application/vnd.microsoft.card.adaptive') {
      return error(400, 'InvalidRequestContent', 'Only Adaptive Card attachments are supported.');
    }
    if (!validateAdaptiveCard(a.content)) {
      return error(400, 'InvalidRequestContent', ajv.errorsText(validateAdaptiveCard.errors));
    }
  }
  return { status: 202 };
}
