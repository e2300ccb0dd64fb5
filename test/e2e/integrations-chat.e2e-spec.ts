import request from 'supertest';
import { IssueApiKey } from '../../apps/api/src/access';
import { createTestApp, type TestApp } from '../support/test-app';
import type { TestTenant } from '../support/test-tenants';
import { eventually } from '../support/webhook-receiver';
import { delayedJobs, queuesIdle } from '../support/queues-idle';
import { SlackFake } from '../../apps/api/src/integrations/testing/slack-fake';
import { TeamsFake, validateAdaptiveCard } from '../../apps/api/src/integrations/testing/teams-fake';
import type { Answer } from '../../apps/api/src/integrations/testing/loopback-server';

const calculation = {
  programId: 'bafa-foerderung-unternehmensberatungen-kmu',
  projectBudgetEur: 3500,
  applicantProfile: { employeeCount: 12, revenueEur: 1_500_000, federalState: 'SN', industryCode: '62.01' },
};

interface Delivery {
  status: string;
  attempts: number;
  lastHttpStatus: number | null;
  lastError: string | null;
  partsTotal: number;
  partsSent: number;
}

/** The queue of chat deliveries (`integrations/application/chat-delivery-job.ts`). */
const CHAT_QUEUE = 'integrations-chat-delivery';

describe('Slack and Teams integrations against loopback fakes of the vendors', () => {
  let t: TestApp;
  let slack: SlackFake;
  let teams: TeamsFake;

  beforeAll(async () => {
    slack = await SlackFake.start();
    teams = await TeamsFake.start();
    t = await createTestApp({
      features: {
        integrations: {
          extraHosts: ['127.0.0.1'],
          allowHttp: true,
          allowPrivateAddresses: true,
          timeoutMs: 3000,
          linkBaseUrl: 'https://api.example.de',
        },
      },
      jobs: { workers: true, pollingIntervalSeconds: 0.5 },
    });
  });
  afterAll(async () => {
    await t?.close();
    await slack?.close();
    await teams?.close();
  });

  const connect = async (
    tenant: TestTenant,
    vendor: 'slack' | 'teams',
    url: string,
    eventTypes = ['calculation.created'],
  ) =>
    (
      await request(t.http)
        .post(`/api/v2/integrations/${vendor}`)
        .set(tenant.headers)
        .send({ name: `${vendor} Kanal`, webhookUrl: url, eventTypes })
        .expect(201)
    ).body as { id: string; urlHint: string; enabled: boolean };

  const calculate = (tenant: TestTenant) =>
    request(t.http).post('/api/v1/calculations').set(tenant.headers).send(calculation).expect(200);

  const deliveries = async (tenant: TestTenant, vendor: string, id: string) =>
    (
      await request(t.http)
        .get(`/api/v2/integrations/${vendor}/${id}/deliveries`)
        .set(tenant.headers)
        .expect(200)
    ).body.items as Delivery[];

  const settled = (tenant: TestTenant, vendor: string, id: string) =>
    eventually(async () => {
      const [last] = await deliveries(tenant, vendor, id);
      return last && last.status !== 'pending' ? last : undefined;
    });

  const destination = async (tenant: TestTenant, vendor: string, id: string) =>
    (
      (await request(t.http).get(`/api/v2/integrations/${vendor}`).set(tenant.headers).expect(200)).body
        .items as {
        id: string;
        enabled: boolean;
        disabledReason: string | null;
      }[]
    ).find((d) => d.id === id)!;

  it('connects a Slack webhook, never returns its URL, and posts Block Kit with a text fallback for an event', async () => {
    const tenant = await t.tenants.create();
    const created = await connect(tenant, 'slack', slack.hookUrl);
    expect(created.urlHint).toMatch(/^127\.0\.0\.1:\d+\/…/);
    const listed = await request(t.http).get('/api/v2/integrations/slack').set(tenant.headers).expect(200);
    expect(JSON.stringify(listed.body)).not.toContain('abcDEF123');
    const before = slack.accepted().length;
    await calculate(tenant);
    expect(await settled(tenant, 'slack', created.id)).toMatchObject({
      status: 'delivered',
      attempts: 1,
      lastHttpStatus: 200,
    });
    const message = slack.accepted()[before]!;
    expect(message.text).toContain('Neue Förderberechnung');
    expect(message.blocks.length).toBeLessThanOrEqual(50);
    expect(JSON.stringify(message.blocks)).toContain(
      'https://api.example.de/api/v1/programs/bafa-foerderung-unternehmensberatungen-kmu',
    );
    expect(JSON.stringify(message.blocks)).toMatch(/Geschätzte Förderung/);
  });

  it('a sandbox credential’s Slack and Teams messages reach nothing real: logged as sandbox deliveries', async () => {
    const tenant = await t.tenants.create();
    const key = await t.app
      .get(IssueApiKey)
      .execute(tenant.tenantId, { sandbox: true, scopes: ['api', 'admin'] });
    const sandbox = {
      tenantId: tenant.tenantId,
      key: key.plaintext,
      keyId: key.apiKey.id,
      headers: { 'x-api-key': key.plaintext },
    };
    const toSlack = await connect(sandbox, 'slack', slack.hookUrl);
    const toTeams = await connect(sandbox, 'teams', teams.workflowUrl);
    const [slackBefore, teamsBefore] = [slack.requests.length, teams.requests.length];
    await calculate(sandbox);
    await request(t.http)
      .post(`/api/v2/integrations/slack/${toSlack.id}/test`)
      .set(sandbox.headers)
      .expect(202);
    for (const [vendor, id] of [
      ['slack', toSlack.id],
      ['teams', toTeams.id],
    ] as const) {
      const logged = await eventually(async () => {
        const items = await deliveries(sandbox, vendor, id);
        return items.length > 0 && items.every((d) => d.status !== 'pending') ? items : undefined;
      });
      for (const d of logged)
        expect(d).toMatchObject({
          status: 'sandbox',
          attempts: 0,
          lastHttpStatus: null,
          partsSent: d.partsTotal,
        });
    }
    expect((await deliveries(sandbox, 'slack', toSlack.id)).length).toBe(2); // the event and the test
    // A request to a vendor would be made by one of the tenant's jobs.
    await queuesIdle(t.app, [CHAT_QUEUE], { data: { tenantId: sandbox.tenantId } });
    expect([slack.requests.length, teams.requests.length]).toEqual([slackBefore, teamsBefore]);
    // The live side of the tenant sees neither the sandbox destinations nor their log.
    await request(t.http)
      .get(`/api/v2/integrations/slack/${toSlack.id}/deliveries`)
      .set(tenant.headers)
      .expect(404);
  });

  it('posts an Adaptive Card 1.4 to a Teams workflow, which answers 202', async () => {
    const tenant = await t.tenants.create();
    const created = await connect(tenant, 'teams', teams.workflowUrl);
    const before = teams.acceptedCards().length;
    await calculate(tenant);
    expect(await settled(tenant, 'teams', created.id)).toMatchObject({
      status: 'delivered',
      lastHttpStatus: 202,
    });
    const card = teams.acceptedCards()[before]!;
    expect(validateAdaptiveCard(card)).toBe(true);
    expect(card).toMatchObject({ type: 'AdaptiveCard', version: '1.4' });
  });

  it('refuses URLs that are not the vendor’s, and the retired Teams connector format with an explanation', async () => {
    const tenant = await t.tenants.create();
    const refuse = (vendor: string, webhookUrl: string) =>
      request(t.http)
        .post(`/api/v2/integrations/${vendor}`)
        .set(tenant.headers)
        .send({ name: 'x', webhookUrl, eventTypes: ['calculation.created'] })
        .expect(400);
    expect((await refuse('slack', 'https://evil.example.com/services/T1/B1/x')).body.code).toBe(
      'CHAT_WEBHOOK_URL_REJECTED',
    );
    expect((await refuse('slack', `${slack.origin}/hook`)).body.code).toBe('CHAT_WEBHOOK_URL_REJECTED');
    expect(
      (
        await refuse(
          'teams',
          `${teams.origin}/powerautomate/automations/direct/workflows/abc/triggers/manual/paths/invoke?api-version=1`,
        )
      ).body.code,
    ).toBe('CHAT_WEBHOOK_URL_REJECTED');
    const retired = await refuse(
      'teams',
      'https://contoso.webhook.office.com/webhookb2/abc@def/IncomingWebhook/123/456',
    );
    expect(retired.body.code).toBe('TEAMS_CONNECTOR_RETIRED');
    expect(retired.body.error).toMatch(/Workflow/);
  });

  it('refuses a vendor host on another port than 443 with a German 400 that names the port', async () => {
    const tenant = await t.tenants.create();
    const workflow =
      'https://prod-00.westeurope.environment.api.powerplatform.com:8443/powerautomate/automations/direct/workflows/abc123/triggers/manual/paths/invoke?api-version=1&sp=%2Ftriggers%2Fmanual%2Frun&sv=1.0&sig=xyz';
    for (const [vendor, webhookUrl] of [
      ['slack', 'https://hooks.slack.com:6379/services/T0001/B0001/abcdef'],
      ['teams', workflow],
    ]) {
      const res = await request(t.http)
        .post(`/api/v2/integrations/${vendor}`)
        .set(tenant.headers)
        .send({ name: 'x', webhookUrl, eventTypes: ['calculation.created'] })
        .expect(400);
      expect(res.body).toMatchObject({
        code: 'CHAT_WEBHOOK_URL_REJECTED',
        details: { reason: 'port_not_allowed' },
      });
      expect(res.body.error).toMatch(/Port 443/);
    }
    const listed = await request(t.http).get('/api/v2/integrations/slack').set(tenant.headers).expect(200);
    expect(listed.body.items).toEqual([]);
  });

  it.each<[string, Answer, string]>([
    ['410 channel_is_archived', SlackFake.archived, 'slack 410 channel_is_archived'],
    ['403 action_prohibited', SlackFake.prohibited, 'slack 403 action_prohibited'],
    ['404 channel_not_found', SlackFake.channelNotFound, 'slack 404 channel_not_found'],
    ['400 user_not_found', SlackFake.userNotFound, 'slack 400 user_not_found'],
    ['400 invalid_payload', SlackFake.invalidPayload, 'slack 400 invalid_payload'],
  ])('disables a Slack destination on %s, with Slack’s reason', async (_, answer, reason) => {
    const tenant = await t.tenants.create();
    const created = await connect(tenant, 'slack', slack.hookUrl);
    slack.answerNext(answer);
    const from = slack.requests.length;
    await request(t.http)
      .post(`/api/v2/integrations/slack/${created.id}/test`)
      .set(tenant.headers)
      .expect(202);
    expect(await settled(tenant, 'slack', created.id)).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastHttpStatus: answer.status,
      lastError: reason,
    });
    // The scripted answer went to a post that Slack's own checks accepted.
    expect(slack.requests.slice(from).map((r) => [r.passedChecks, r.status])).toEqual([
      [true, answer.status],
    ]);
    expect(await destination(tenant, 'slack', created.id)).toMatchObject({
      enabled: false,
      disabledReason: reason,
    });
    const again = await request(t.http)
      .post(`/api/v2/integrations/slack/${created.id}/test`)
      .set(tenant.headers)
      .expect(409);
    expect(again.body.code).toBe('CHAT_DESTINATION_DISABLED');
  });

  it('disables a Slack destination whose hook Slack no longer knows (404 no_service)', async () => {
    const tenant = await t.tenants.create();
    const created = await connect(tenant, 'slack', slack.revokedHookUrl);
    const from = slack.requests.length;
    await request(t.http)
      .post(`/api/v2/integrations/slack/${created.id}/test`)
      .set(tenant.headers)
      .expect(202);
    expect(await settled(tenant, 'slack', created.id)).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastHttpStatus: 404,
      lastError: 'slack 404 no_service',
    });
    expect(slack.requests.slice(from).map((r) => [r.passedChecks, r.body.length > 0])).toEqual([
      [false, true],
    ]);
    expect(await destination(tenant, 'slack', created.id)).toMatchObject({
      enabled: false,
      disabledReason: 'slack 404 no_service',
    });
  });

  it('on a Slack 429 without Retry-After keeps the message pending for the default wait, not resent at once', async () => {
    const tenant = await t.tenants.create();
    const created = await connect(tenant, 'slack', slack.hookUrl);
    slack.answerNext(SlackFake.rateLimited());
    const from = slack.requests.length;
    await request(t.http)
      .post(`/api/v2/integrations/slack/${created.id}/test`)
      .set(tenant.headers)
      .expect(202);
    const waiting = await eventually(async () => {
      const [last] = await deliveries(tenant, 'slack', created.id);
      return last?.attempts === 1 ? last : undefined;
    });
    expect(waiting).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastHttpStatus: 429,
      lastError: '429, erneut nach 30 s',
      partsSent: 0,
    });
    // The retry is a job that starts after the 30 s, not sooner.
    const delays = await delayedJobs(t.app, CHAT_QUEUE, tenant.tenantId);
    expect(delays).toHaveLength(1);
    expect(delays[0]).toBeGreaterThan(20);
    expect(slack.requests.slice(from).map((r) => [r.passedChecks, r.status])).toEqual([[true, 429]]);
    expect((await deliveries(tenant, 'slack', created.id))[0]).toMatchObject({
      status: 'pending',
      attempts: 1,
    });
    expect(await destination(tenant, 'slack', created.id)).toMatchObject({ enabled: true });
    // The retry in 30 s must not meet a later test's scripted answer: a deleted destination takes its queue.
    await request(t.http).delete(`/api/v2/integrations/slack/${created.id}`).set(tenant.headers).expect(204);
  });

  // Retry-After within bounds (the shared retryDelaySeconds rule), as the stored wait shows. A week
  // is followed for an hour at most; the lower bound ("0" -> 1 s) is in chat-retry-after.spec.ts, since a
  // retry a second later would race this read.
  it.each<[string, string, string]>([
    ['slack', '604800', '429, erneut nach 3600 s'],
    ['teams', '604800', '429, erneut nach 3600 s'],
  ])('follows a %s 429 with Retry-After: %s within bounds (%s)', async (vendor, retryAfter, lastError) => {
    const tenant = await t.tenants.create();
    const url = vendor === 'slack' ? slack.hookUrl : teams.workflowUrl;
    const created = await connect(tenant, vendor as 'slack' | 'teams', url);
    const busy = vendor === 'slack' ? SlackFake.rateLimited() : TeamsFake.rateLimited(1);
    (vendor === 'slack' ? slack : teams).answerNext({
      ...busy,
      headers: { ...busy.headers, 'retry-after': retryAfter },
    });
    await request(t.http)
      .post(`/api/v2/integrations/${vendor}/${created.id}/test`)
      .set(tenant.headers)
      .expect(202);
    const waiting = await eventually(async () => {
      const [last] = await deliveries(tenant, vendor, created.id);
      return last?.attempts === 1 ? last : undefined;
    });
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1, lastHttpStatus: 429, lastError });
    // A retry still waiting must not meet a later test's scripted answer: a deleted destination takes its queue.
    await request(t.http)
      .delete(`/api/v2/integrations/${vendor}/${created.id}`)
      .set(tenant.headers)
      .expect(204);
  });

  it('waits Retry-After on a Slack 429 and then delivers', async () => {
    const tenant = await t.tenants.create();
    const created = await connect(tenant, 'slack', slack.hookUrl);
    slack.answerNext(SlackFake.rateLimited(2));
    const from = slack.requests.length;
    await request(t.http)
      .post(`/api/v2/integrations/slack/${created.id}/test`)
      .set(tenant.headers)
      .expect(202);
    expect(await settled(tenant, 'slack', created.id)).toMatchObject({ status: 'delivered', attempts: 2 });
    const [first, second] = slack.requests.slice(from);
    expect(first!.status).toBe(429);
    expect(second!.status).toBe(200);
    expect(second!.at - first!.at).toBeGreaterThanOrEqual(2000);
  });

  it('does not retry a Slack 500 (a post is not idempotent) and keeps the destination', async () => {
    const tenant = await t.tenants.create();
    const created = await connect(tenant, 'slack', slack.hookUrl);
    slack.answerNext(SlackFake.rollupError);
    const from = slack.requests.length;
    await request(t.http)
      .post(`/api/v2/integrations/slack/${created.id}/test`)
      .set(tenant.headers)
      .expect(202);
    expect(await settled(tenant, 'slack', created.id)).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastHttpStatus: 500,
    });
    await queuesIdle(t.app, [CHAT_QUEUE], { data: { tenantId: tenant.tenantId } }); // a retry would be one of its jobs
    expect(slack.requests.length - from).toBe(1);
    expect(await destination(tenant, 'slack', created.id)).toMatchObject({ enabled: true });
  });

  it('disables a Teams destination whose flow was deleted (404), and retries its 429 after Retry-After', async () => {
    const tenant = await t.tenants.create();
    const gone = await connect(tenant, 'teams', teams.workflowUrl);
    teams.answerNext(TeamsFake.flowDeleted);
    await request(t.http).post(`/api/v2/integrations/teams/${gone.id}/test`).set(tenant.headers).expect(202);
    expect(await settled(tenant, 'teams', gone.id)).toMatchObject({ status: 'failed', lastHttpStatus: 404 });
    expect(await destination(tenant, 'teams', gone.id)).toMatchObject({ enabled: false });

    const busy = await connect(tenant, 'teams', teams.workflowUrl);
    teams.answerNext(TeamsFake.rateLimited(1));
    await request(t.http).post(`/api/v2/integrations/teams/${busy.id}/test`).set(tenant.headers).expect(202);
    expect(await settled(tenant, 'teams', busy.id)).toMatchObject({
      status: 'delivered',
      attempts: 2,
      lastHttpStatus: 202,
    });
  });

  it.each<[string, Answer]>([
    ['400 (the flow’s trigger refuses the body)', TeamsFake.triggerRefused],
    ['413 (message too large)', TeamsFake.tooLarge],
  ])('fails the message on a Teams %s without retrying it, and keeps the destination', async (_, answer) => {
    const tenant = await t.tenants.create();
    const created = await connect(tenant, 'teams', teams.workflowUrl);
    teams.answerNext(answer);
    const from = teams.requests.length;
    await request(t.http)
      .post(`/api/v2/integrations/teams/${created.id}/test`)
      .set(tenant.headers)
      .expect(202);
    const failed = await settled(tenant, 'teams', created.id);
    expect(failed).toMatchObject({ status: 'failed', attempts: 1, lastHttpStatus: answer.status });
    expect(failed.lastError).toMatch(new RegExp(`^teams ${answer.status} `));
    await queuesIdle(t.app, [CHAT_QUEUE], { data: { tenantId: tenant.tenantId } }); // a retry would be one of its jobs
    expect(teams.requests.slice(from).map((r) => [r.passedChecks, r.status])).toEqual([
      [true, answer.status],
    ]);
    expect(await destination(tenant, 'teams', created.id)).toMatchObject({
      enabled: true,
      disabledReason: null,
    });
    // The next message goes through: only the one message was lost.
    await request(t.http)
      .post(`/api/v2/integrations/teams/${created.id}/test`)
      .set(tenant.headers)
      .expect(202);
    expect(await settled(tenant, 'teams', created.id)).toMatchObject({
      status: 'delivered',
      lastHttpStatus: 202,
    });
  });

  it('a Teams workflow with a wrong signature (401) disables the destination', async () => {
    const tenant = await t.tenants.create();
    const created = await connect(tenant, 'teams', teams.workflowUrl.replace(/sig=\w+/, 'sig=wrong'));
    await request(t.http)
      .post(`/api/v2/integrations/teams/${created.id}/test`)
      .set(tenant.headers)
      .expect(202);
    expect(await settled(tenant, 'teams', created.id)).toMatchObject({
      status: 'failed',
      lastHttpStatus: 401,
    });
    expect(await destination(tenant, 'teams', created.id)).toMatchObject({ enabled: false });
  });

  it('keeps one tenant’s destinations from another', async () => {
    const owner = await t.tenants.create();
    const other = await t.tenants.create();
    const created = await connect(owner, 'slack', slack.hookUrl);
    const list = await request(t.http).get('/api/v2/integrations/slack').set(other.headers).expect(200);
    expect(list.body.items).toEqual([]);
    await request(t.http)
      .post(`/api/v2/integrations/slack/${created.id}/test`)
      .set(other.headers)
      .expect(404);
    await request(t.http)
      .get(`/api/v2/integrations/slack/${created.id}/deliveries`)
      .set(other.headers)
      .expect(404);
    await request(t.http).delete(`/api/v2/integrations/slack/${created.id}`).set(other.headers).expect(404);
    // A Slack destination is not a Teams destination either.
    await request(t.http).delete(`/api/v2/integrations/teams/${created.id}`).set(owner.headers).expect(404);
    await request(t.http).delete(`/api/v2/integrations/slack/${created.id}`).set(owner.headers).expect(204);
  });

  it.each<['slack' | 'teams', () => string]>([
    ['slack', () => slack.hookUrl],
    ['teams', () => teams.workflowUrl],
  ])(
    'lets only the tenant administrator connect and disconnect %s (a key without `admin` gets 403)',
    async (vendor, url) => {
      const tenant = await t.tenants.create();
      const created = await connect(tenant, vendor, url());
      const { key } = await t.tenants.issueKey(tenant.tenantId, ['api']);
      const plain = { 'x-api-key': key };
      const refused = await request(t.http)
        .post(`/api/v2/integrations/${vendor}`)
        .set(plain)
        .send({ name: 'x', webhookUrl: url(), eventTypes: ['calculation.created'] })
        .expect(403);
      expect(refused.body.code).toBe('INSUFFICIENT_SCOPE');
      const kept = await request(t.http)
        .delete(`/api/v2/integrations/${vendor}/${created.id}`)
        .set(plain)
        .expect(403);
      expect(kept.body.code).toBe('INSUFFICIENT_SCOPE');
      const listed = await request(t.http)
        .get(`/api/v2/integrations/${vendor}`)
        .set(tenant.headers)
        .expect(200);
      expect(listed.body.items.map((d: { id: string }) => d.id)).toEqual([created.id]);
      await request(t.http)
        .delete(`/api/v2/integrations/${vendor}/${created.id}`)
        .set(tenant.headers)
        .expect(204);
    },
  );

  it('is not in the Free plan', async () => {
    const free = await t.tenants.create({ plan: 'free' });
    const res = await request(t.http)
      .post('/api/v2/integrations/slack')
      .set(free.headers)
      .send({ name: 'x', webhookUrl: slack.hookUrl, eventTypes: ['calculation.created'] })
      .expect(403);
    expect(res.body.code).toBe('CHAT_INTEGRATIONS_NOT_IN_PLAN');
  });
});
