import { validateAdaptiveCard } from '../testing/teams-fake';
import { judgeSlack } from '../testing/slack-fake';
import { judgeChatAnswer } from './chat-answer';
import { chatMessageOf, type ChatMessage } from './chat-message';
import { chatUrlProblem, vendorBaseUrl } from './chat-url';
import { SLACK_MAX_BLOCKS, slackPayloadsOf } from './slack-blocks';
import { TEAMS_MAX_BYTES, teamsPayloadOf } from './teams-card';

const big: ChatMessage = {
  title: 'Viele Angaben',
  text: 'Text mit <Sonderzeichen> & mehr',
  facts: Array.from({ length: 600 }, (_, i) => ({ label: `Feld ${i}`, value: `Wert ${i}`.repeat(5) })),
  link: { label: 'Programm', url: 'https://api.example.de/api/v1/programs/x' },
};

const post = (body: unknown) => ({
  method: 'POST',
  url: '/services/T1/B1/abc',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
  at: 0,
});

describe('Slack Block Kit', () => {
  it('splits more than 50 blocks into messages Slack accepts, each with its text fallback', () => {
    const parts = slackPayloadsOf(big);
    expect(parts.length).toBeGreaterThan(1);
    for (const [n, part] of parts.entries()) {
      expect(part.blocks.length).toBeLessThanOrEqual(SLACK_MAX_BLOCKS);
      expect(part.text).toContain(`(${n + 1}/${parts.length})`);
      expect(judgeSlack(post(part))).toEqual(expect.objectContaining({ status: 200, body: 'ok' }));
    }
    expect(parts.flatMap((p) => p.blocks)).toHaveLength(2 + 60 + 1);
    expect(JSON.stringify(parts[0]!.blocks[1])).toContain('&lt;Sonderzeichen&gt; &amp; mehr');
  });

  it('is what the fake refuses when broken: 51 blocks, no text, not JSON', () => {
    const blocks = Array.from({ length: 51 }, () => ({ type: 'divider' }));
    expect(judgeSlack(post({ text: 'x', blocks })).body).toBe('invalid_blocks');
    expect(judgeSlack(post({})).body).toBe('no_text');
    expect(judgeSlack({ ...post({}), body: '{' }).body).toBe('invalid_payload');
  });
});

describe('Teams Adaptive Card', () => {
  it('is a message with one Adaptive Card 1.4 valid against the card schema', () => {
    const message = chatMessageOf(
      'calculation.created',
      'Eine Berechnung wurde gespeichert.',
      { calculationId: 'c', programId: 'p', channel: 'calculations', estimatedSubsidyEur: 1750 },
      'https://api.example.de/',
    );
    const payload = teamsPayloadOf(message);
    expect(payload.type).toBe('message');
    expect(payload.attachments[0]!.contentType).toBe('application/vnd.microsoft.card.adaptive');
    expect(validateAdaptiveCard(payload.attachments[0]!.content)).toBe(true);
    expect(JSON.stringify(payload)).toContain('1.750,00');
  });

  it('stays under 28 KB by dropping facts, and says so', () => {
    const payload = teamsPayloadOf(big);
    expect(Buffer.byteLength(JSON.stringify(payload))).toBeLessThanOrEqual(TEAMS_MAX_BYTES);
    expect(validateAdaptiveCard(payload.attachments[0]!.content)).toBe(true);
    expect(JSON.stringify(payload)).toContain('Weitere Angaben');
  });

  it('the schema refuses what Teams would not render', () => {
    expect(
      validateAdaptiveCard({ type: 'AdaptiveCard', version: '1.4', body: [{ type: 'TextBlock' }] }),
    ).toBe(false);
    expect(validateAdaptiveCard({ type: 'AdaptiveCard', body: [] })).toBe(false);
    expect(
      validateAdaptiveCard({
        type: 'AdaptiveCard',
        version: '1.4',
        body: [{ type: 'FactSet', facts: [{ title: 'a' }] }],
      }),
    ).toBe(false);
    expect(validateAdaptiveCard({ '@type': 'MessageCard', summary: 'x' })).toBe(false);
  });
});

describe('vendor answers', () => {
  const answer = (httpStatus: number | null, body = '', retryAfterSeconds: number | null = null) => ({
    httpStatus,
    body,
    retryAfterSeconds,
    errorClass: httpStatus === null ? 'timeout' : 'http_status',
  });

  it('Slack: 200 delivered; 400/403/404/410 disable; 429 waits; 5xx and timeouts fail without retry', () => {
    expect(judgeChatAnswer('slack', answer(200, 'ok'))).toEqual({ kind: 'delivered' });
    for (const status of [400, 403, 404, 410])
      expect(judgeChatAnswer('slack', answer(status, 'x')).kind).toBe('disable');
    expect(judgeChatAnswer('slack', answer(429, '', 7))).toEqual({ kind: 'retry', afterSeconds: 7 });
    expect(judgeChatAnswer('slack', answer(429))).toEqual({ kind: 'retry', afterSeconds: 30 });
    expect(judgeChatAnswer('slack', answer(500, 'rollup_error')).kind).toBe('failed');
    expect(judgeChatAnswer('slack', answer(null))).toEqual({ kind: 'failed', reason: 'timeout' });
    expect(judgeChatAnswer('slack', answer(202)).kind).toBe('failed');
  });

  it('Teams: 202 delivered; 400 fails only that message; 401/403/404 disable', () => {
    expect(judgeChatAnswer('teams', answer(202))).toEqual({ kind: 'delivered' });
    expect(judgeChatAnswer('teams', answer(400)).kind).toBe('failed');
    for (const status of [401, 403, 404])
      expect(judgeChatAnswer('teams', answer(status)).kind).toBe('disable');
  });
});

describe('webhook URLs', () => {
  const strict = { extraHosts: [], allowHttp: false };
  const workflow =
    'https://prod-00.westeurope.environment.api.powerplatform.com/powerautomate/automations/direct/workflows/abc123/triggers/manual/paths/invoke?api-version=1&sp=%2Ftriggers%2Fmanual%2Frun&sv=1.0&sig=xyz';

  it('accepts only the vendors’ own hosts and paths', () => {
    expect(chatUrlProblem('slack', 'https://hooks.slack.com/services/T0001/B0001/abcdef', strict)).toBeNull();
    expect(chatUrlProblem('slack', 'http://hooks.slack.com/services/T0001/B0001/abcdef', strict)).toBe(
      'invalid_url',
    );
    expect(
      chatUrlProblem('slack', 'https://hooks.slack.com.evil.io/services/T0001/B0001/abcdef', strict),
    ).toBe('host_not_allowed');
    expect(chatUrlProblem('slack', 'https://127.0.0.1/services/T0001/B0001/abcdef', strict)).toBe(
      'host_not_allowed',
    );
    expect(chatUrlProblem('teams', workflow, strict)).toBeNull();
    expect(chatUrlProblem('teams', workflow.replace(/&sig=xyz/, ''), strict)).toBe('not_a_workflows_webhook');
    expect(
      chatUrlProblem('teams', 'https://contoso.webhook.office.com/webhookb2/a@b/IncomingWebhook/c/d', strict),
    ).toBe('teams_connector_retired');
    expect(
      chatUrlProblem(
        'teams',
        'https://prod-12.westeurope.logic.azure.com:443/workflows/abc/triggers/manual/paths/invoke?sig=1',
        strict,
      ),
    ).toBe('teams_workflow_url_outdated');
  });

  it('takes the vendors’ port 443 only (written or implied); any other port is not the vendor', () => {
    const slack = 'hooks.slack.com/services/T0001/B0001/abcdef';
    expect(chatUrlProblem('slack', `https://${slack.replace('/', ':443/')}`, strict)).toBeNull();
    for (const port of [6379, 8443, 80, 1])
      expect(chatUrlProblem('slack', `https://${slack.replace('/', `:${port}/`)}`, strict)).toBe(
        'port_not_allowed',
      );
    expect(chatUrlProblem('teams', workflow.replace('.com/', '.com:443/'), strict)).toBeNull();
    expect(chatUrlProblem('teams', workflow.replace('.com/', '.com:8080/'), strict)).toBe('port_not_allowed');
    // The loopback fakes of the tests (extra hosts) keep their ports.
    const loopback = { extraHosts: ['127.0.0.1'], allowHttp: true };
    expect(chatUrlProblem('slack', 'http://127.0.0.1:4567/services/T1/B1/x', loopback)).toBeNull();
  });

  it('checks a configured vendor API base URL for host, scheme and port', () => {
    const hubspot = ['api.hubapi.com'];
    expect(vendorBaseUrl('https://api.hubapi.com', hubspot, strict)).toBe('https://api.hubapi.com');
    expect(vendorBaseUrl('https://api.hubapi.com:443/', hubspot, strict)).toBe('https://api.hubapi.com');
    expect(() => vendorBaseUrl('https://api.hubapi.com:6379', hubspot, strict)).toThrow(/port/);
    expect(() => vendorBaseUrl('http://api.hubapi.com', hubspot, strict)).toThrow(/https/);
    expect(() => vendorBaseUrl('https://api.hubapi.com.evil.io', hubspot, strict)).toThrow(/host/);
    expect(() => vendorBaseUrl('https://user:pw@api.hubapi.com', hubspot, strict)).toThrow(/credentials/);
  });
});
