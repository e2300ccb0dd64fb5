import { ProgramRepository } from '@libs/catalogue';
import { aProgram } from '@libs/catalogue/testing';
import { FixedClock } from '@libs/shared';
import request from 'supertest';
import { randomUUID } from 'node:crypto';
import { DigestRepository } from '../../apps/api/src/notifications/application/digest-repository.port';
import { ProduceDigest } from '../../apps/api/src/notifications/application/produce-digest.use-case';
import { DigestSweep } from '../../apps/api/src/notifications/adapters/digest-sweep';
import { SlackFake } from '../../apps/api/src/integrations/testing/slack-fake';
import { TeamsFake, validateAdaptiveCard } from '../../apps/api/src/integrations/testing/teams-fake';
import { OutboundEvents } from '../../apps/api/src/platform/events/outbound-events.port';
import { ScheduleTicker } from '../../apps/api/src/platform/jobs/schedule-ticker';
import { createTestApp, type TestApp } from '../support/test-app';
import { queuesIdle } from '../support/queues-idle';
import type { TestTenant } from '../support/test-tenants';
import { eventually, WebhookReceiver } from '../support/webhook-receiver';

const SECRET = 'cron-secret-for-tests-0123456789abcdef';
const DIGEST = '/api/v2/notifications/digest';

/** Digests at a fixed local time, at most one per schedule and period, with a fake clock. */
describe('digests', () => {
  // Monday 23 Nov 2026, 11:00 in Berlin.
  const clock = new FixedClock(new Date('2026-11-23T10:00:00Z'));
  let t: TestApp;
  let receiver: WebhookReceiver;
  // Two Slack workspaces (one per tenant, so a post shows whose it is) and a Teams workflow.
  let slack: SlackFake;
  let otherSlack: SlackFake;
  let teams: TeamsFake;

  beforeAll(async () => {
    receiver = await WebhookReceiver.start();
    [slack, otherSlack, teams] = await Promise.all([SlackFake.start(), SlackFake.start(), TeamsFake.start()]);
    t = await createTestApp({
      clock,
      jobs: { workers: true, pollingIntervalSeconds: 0.5, concurrency: 2 },
      features: {
        cron: { secret: SECRET },
        webhooks: { allowHttp: true, allowPrivateAddresses: true, retryScheduleSeconds: [1] },
        integrations: { extraHosts: ['127.0.0.1'], allowHttp: true, allowPrivateAddresses: true },
      },
    });
    await t.app.get(ScheduleTicker).stop(); // the test decides when slots run
    await request(t.http)
      .post('/api/v2/developer/webhooks')
      .set(t.headers)
      .send({ url: receiver.url, eventTypes: ['digest.ready'] })
      .expect(201);
  });
  afterAll(async () => {
    await t?.close();
    await receiver?.close();
    await Promise.all([slack?.close(), otherSlack?.close(), teams?.close()]);
  });

  const publish = (tenantId = t.tenantId) =>
    t.app.get(OutboundEvents).publish(tenantId, {
      type: 'webhook.endpoint_disabled',
      sandbox: false,
      data: { endpointId: randomUUID(), reason: 'gone' },
    });
  const runsOf = (id: string) =>
    t.app.get(DigestRepository).runs({ tenantId: t.tenantId, sandbox: false }, id);
  const digestsReceived = () =>
    receiver.received.map((r) => JSON.parse(r.body) as { type: string; data: Record<string, unknown> });
  const trigger = () =>
    request(t.http).get('/api/v2/cron/weekly-digest').set('authorization', `Bearer ${SECRET}`);

  it('weekly at 08:00 Berlin: once per week however often it is triggered, then skips an empty week', async () => {
    const created = await request(t.http)
      .post(`${DIGEST}/schedule`)
      .set(t.headers)
      .send({ cadence: 'weekly', at: '08:00', weekday: 1, channels: ['webhook'] })
      .expect(201);
    const id = created.body.id as string;
    expect(created.body).toMatchObject({
      timezone: 'Europe/Berlin',
      nextDigestAt: '2026-11-30T07:00:00.000Z',
    });
    for (let i = 0; i < 3; i++) await publish();

    // Before the local time: nothing is due.
    clock.set(new Date('2026-11-30T06:59:00Z'));
    await t.app.get(DigestSweep).run();
    expect(await runsOf(id)).toEqual([]);

    // 08:02 Berlin: the trigger twice in one slot and the sweep directly, at once.
    clock.set(new Date('2026-11-30T07:02:00Z'));
    const [first, second] = await Promise.all([trigger(), trigger(), t.app.get(DigestSweep).run()]);
    expect([first.status, second.status].sort()).toEqual([200, 202]);
    await eventually(async () => (digestsReceived().length > 0 ? true : undefined));
    // A later slot of the same week, and the use case itself once more: the period's run exists.
    clock.set(new Date('2026-11-30T09:00:00Z'));
    await trigger().expect(202);
    expect(await t.app.get(ProduceDigest).execute(t.tenantId, id, clock.now())).toBe('not_due');
    // The runs and their webhook deliveries are jobs of these queues: idle, nothing more is coming.
    await queuesIdle(t.app, ['scheduled-job-run', 'webhook-delivery']);
    const runs = await runsOf(id);
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ period: '2026-W49', status: 'sent', eventCount: 3 });
    const received = digestsReceived().filter((d) => d.type === 'digest.ready');
    expect(received).toHaveLength(1);
    expect(received[0]!.data).toMatchObject({ scheduleId: id, period: '2026-W49', eventCount: 3 });
    // Named in German as the event registry describes the type, not by its id.
    expect(received[0]!.data.summary).toBe(
      'Wochenübersicht 2026-W49: 3 neue Ereignisse\n' +
        '- 3× Ein Endpunkt wurde deaktiviert (410 oder wiederholt erschöpfte Zustellung).',
    );

    // The next week has no events: recorded as skipped, nothing sent.
    clock.set(new Date('2026-12-07T07:01:00Z'));
    await t.app.get(DigestSweep).run();
    expect((await runsOf(id)).map((r) => r.status)).toEqual(['sent', 'skipped']);
    // Only events after the last digest count: one more event, one more digest, covering just it.
    await publish();
    clock.set(new Date('2026-12-14T07:01:00Z'));
    await t.app.get(DigestSweep).run();
    const third = (await runsOf(id))[2]!;
    expect(third).toMatchObject({ status: 'sent', eventCount: 1, fromId: runs[0]!.throughId + 1 });
  });

  it('produces a due digest once when two producers race for it', async () => {
    const created = await request(t.http)
      .post(`${DIGEST}/schedule`)
      .set(t.headers)
      .send({ cadence: 'daily', at: '09:30', timezone: 'UTC', channels: ['webhook'], sendEmpty: true })
      .expect(201);
    const id = created.body.id as string;
    clock.set(new Date(new Date(created.body.nextDigestAt as string).getTime() + 60_000));
    const outcomes = await Promise.all(
      Array.from({ length: 4 }, () => t.app.get(ProduceDigest).execute(t.tenantId, id, clock.now())),
    );
    expect(outcomes.filter((o) => o === 'sent')).toHaveLength(1);
    expect(await runsOf(id)).toHaveLength(1);
  });

  it('filters on the Land and category of the program each event is about', async () => {
    // The tenant's own programs; `bundesweit` counts in every Land, as in GET /api/v1/programs?region=.
    const own = (id: string, eligibleRegions: string[], category: 'zuschuss' | 'darlehen') =>
      aProgram({ id, tenantId: t.tenantId, eligibleRegions, category });
    await t.app
      .get(ProgramRepository)
      .upsert([
        own('digest-sn-zuschuss', ['SN'], 'zuschuss'),
        own('digest-by-zuschuss', ['BY'], 'zuschuss'),
        own('digest-bund-zuschuss', ['bundesweit'], 'zuschuss'),
        own('digest-sn-darlehen', ['SN'], 'darlehen'),
      ]);
    const created = await request(t.http)
      .post(`${DIGEST}/schedule`)
      .set(t.headers)
      .send({
        cadence: 'daily',
        at: '06:00',
        timezone: 'UTC',
        channels: ['webhook'],
        filters: { laender: ['SN'], categories: ['zuschuss'] },
      })
      .expect(201);
    const id = created.body.id as string;
    const programEvent = (programId: string) =>
      t.app.get(OutboundEvents).publish(t.tenantId, {
        type: 'program.updated',
        sandbox: false,
        data: {
          programId,
          changedFields: ['texts.description'],
          changes: [{ field: 'texts.description', before: 'alt', after: 'neu', truncated: false }],
        },
      });
    for (const programId of [
      'digest-sn-zuschuss', // in: Saxony, grant
      'digest-by-zuschuss', // out: another Land
      'digest-bund-zuschuss', // in: nationwide grant
      'digest-sn-darlehen', // out: a loan
      'digest-unknown-program', // out: the catalogue does not know it
    ]) {
      await programEvent(programId);
    }
    await publish(); // out: names no program

    clock.set(new Date(new Date(created.body.nextDigestAt as string).getTime() + 60_000));
    expect(await t.app.get(ProduceDigest).execute(t.tenantId, id, clock.now())).toBe('sent');
    const [run] = await runsOf(id);
    expect(run).toMatchObject({ status: 'sent', eventCount: 2 });
    expect(run!.summary).toMatch(/: 2 neue Ereignisse\n- 2× Ein Förderprogramm wurde geändert/);
    expect(run!.summary).not.toContain('Endpunkt');

    // An unknown category is refused rather than stored as a filter that never matches.
    const bad = await request(t.http)
      .post(`${DIGEST}/schedule`)
      .set(t.headers)
      .send({ cadence: 'daily', at: '06:00', channels: ['webhook'], filters: { categories: ['digital'] } })
      .expect(400);
    expect(JSON.stringify(bad.body.issues)).toContain('categories');
  });

  it('validates input (400) and lists, deletes and isolates schedules', async () => {
    const bad = await request(t.http)
      .post(`${DIGEST}/schedule`)
      .set(t.headers)
      .send({ cadence: 'hourly', at: '25:00', timezone: 'Mars/Base', channels: [] })
      .expect(400);
    expect(bad.body.issues.map((i: { path: string[] }) => i.path[0]).sort()).toEqual([
      'at',
      'cadence',
      'channels',
      'timezone',
    ]);
    const { id } = (
      await request(t.http)
        .post(`${DIGEST}/schedule`)
        .set(t.headers)
        .send({ cadence: 'daily', at: '07:15', channels: ['push'] })
    ).body as { id: string };
    const other = await t.tenants.create({ plan: 'unlimited' });
    const theirs = await request(t.http).get(`${DIGEST}/schedules`).set(other.headers).expect(200);
    expect(theirs.body.items).toEqual([]);
    await request(t.http).delete(`${DIGEST}/schedules/${id}`).set(other.headers).expect(404);
    const mine = await request(t.http).get(`${DIGEST}/schedules`).set(t.headers).expect(200);
    expect(mine.body.items.map((s: { id: string }) => s.id)).toContain(id);
    await request(t.http).delete(`${DIGEST}/schedules/${id}`).set(t.headers).expect(204);
  });

  it('limits schedules by plan', async () => {
    const free = await t.tenants.create({ plan: 'free' });
    const body = { cadence: 'weekly', at: '08:00', channels: ['webhook'] };
    await request(t.http).post(`${DIGEST}/schedule`).set(free.headers).send(body).expect(201);
    const res = await request(t.http).post(`${DIGEST}/schedule`).set(free.headers).send(body).expect(409);
    expect(res.body.code).toBe('DIGEST_SCHEDULE_LIMIT_REACHED');
  });

  describe('to Slack and Microsoft Teams (channel `chat`)', () => {
    const connect = async (tenant: TestTenant, vendor: 'slack' | 'teams', webhookUrl: string) =>
      (
        await request(t.http)
          .post(`/api/v2/integrations/${vendor}`)
          .set(tenant.headers)
          .send({ name: `${vendor} Digest`, webhookUrl, eventTypes: ['calculation.created'] })
          .expect(201)
      ).body as { id: string };
    const schedule = (tenant: TestTenant, body: Record<string, unknown>) =>
      request(t.http)
        .post(`${DIGEST}/schedule`)
        .set(tenant.headers)
        .send({ cadence: 'daily', at: '05:00', timezone: 'UTC', ...body });
    const deliveries = async (tenant: TestTenant, vendor: string, id: string) =>
      (
        await request(t.http)
          .get(`/api/v2/integrations/${vendor}/${id}/deliveries`)
          .set(tenant.headers)
          .expect(200)
      ).body.items as { eventType: string; status: string; partsTotal: number }[];
    const settled = (tenant: TestTenant, vendor: string, id: string) =>
      eventually(async () => {
        const items = await deliveries(tenant, vendor, id);
        return items.length > 0 && items.every((d) => d.status !== 'pending') ? items : undefined;
      });
    const endpointDisabled = (tenantId: TestTenant['tenantId']) =>
      t.app.get(OutboundEvents).publish(tenantId, {
        type: 'webhook.endpoint_disabled',
        sandbox: false,
        data: { endpointId: randomUUID(), reason: 'gone' },
      });

    it('reaches the named destinations once however often it is triggered, and never another tenant’s', async () => {
      const owner = await t.tenants.create();
      const other = await t.tenants.create();
      const ownSlack = await connect(owner, 'slack', slack.hookUrl);
      const ownTeams = await connect(owner, 'teams', teams.workflowUrl);
      const theirSlack = await connect(other, 'slack', otherSlack.hookUrl);

      // A destination of another tenant cannot be named: 404, as if it did not exist.
      const foreign = await schedule(other, {
        channels: ['chat'],
        chatDestinationIds: [ownSlack.id],
      }).expect(404);
      expect(foreign.body.code).toBe('DIGEST_CHAT_DESTINATION_NOT_FOUND');

      const mine = await schedule(owner, {
        channels: ['chat'],
        chatDestinationIds: [ownSlack.id, ownTeams.id.toUpperCase()],
      }).expect(201);
      expect(mine.body).toMatchObject({
        channels: ['chat'],
        chatDestinationIds: [ownSlack.id, ownTeams.id],
      });
      const theirs = await schedule(other, {
        channels: ['chat'],
        chatDestinationIds: [theirSlack.id],
      }).expect(201);
      expect(theirs.body.nextDigestAt).toBe(mine.body.nextDigestAt);
      const listed = await request(t.http).get(`${DIGEST}/schedules`).set(owner.headers).expect(200);
      expect(listed.body.items).toEqual([
        expect.objectContaining({ id: mine.body.id, chatDestinationIds: [ownSlack.id, ownTeams.id] }),
      ]);

      await endpointDisabled(owner.tenantId);
      await endpointDisabled(owner.tenantId);
      await endpointDisabled(other.tenantId);
      const due = new Date(mine.body.nextDigestAt as string);
      const period = due.toISOString().slice(0, 10);
      const [slackFrom, otherFrom, teamsFrom] = [slack, otherSlack, teams].map((f) => f.requests.length);

      // Twice in one slot and the sweep directly, at once; then a later slot of the same day.
      clock.set(new Date(due.getTime() + 60_000));
      await Promise.all([trigger(), trigger(), t.app.get(DigestSweep).run()]);
      clock.set(new Date(due.getTime() + 3_600_000));
      await trigger();
      await t.app.get(DigestSweep).run();

      expect(await settled(owner, 'slack', ownSlack.id)).toEqual([
        expect.objectContaining({ eventType: 'digest.ready', status: 'delivered', partsTotal: 1 }),
      ]);
      expect(await settled(owner, 'teams', ownTeams.id)).toEqual([
        expect.objectContaining({ eventType: 'digest.ready', status: 'delivered' }),
      ]);
      expect(await settled(other, 'slack', theirSlack.id)).toEqual([
        expect.objectContaining({ eventType: 'digest.ready', status: 'delivered' }),
      ]);
      await queuesIdle(t.app, ['scheduled-job-run', 'integrations-chat-delivery']); // a second post would be a job

      const title = `Tagesübersicht ${period}`;
      const description = 'Ein Endpunkt wurde deaktiviert (410 oder wiederholt erschöpfte Zustellung).';
      // Owner: one Block Kit post with its text fallback, one Adaptive Card 1.4, both with its own count.
      const posted = slack.requests.slice(slackFrom);
      expect(posted.map((r) => [r.passedChecks, r.status])).toEqual([[true, 200]]);
      const message = JSON.parse(posted[0]!.body) as { text: string; blocks: unknown[] };
      expect(message.text).toBe(`${title}: 2 neue Ereignisse.`);
      expect(message.blocks.length).toBeLessThanOrEqual(50);
      expect(message.blocks[0]).toEqual({ type: 'header', text: { type: 'plain_text', text: title } });
      expect(JSON.stringify(message.blocks)).toContain(`*${description}*\\n2×`);
      const cards = teams.requests.slice(teamsFrom);
      expect(cards.map((r) => [r.passedChecks, r.status])).toEqual([[true, 202]]);
      const card = (JSON.parse(cards[0]!.body) as { attachments: { content: Record<string, unknown> }[] })
        .attachments[0]!.content;
      expect(validateAdaptiveCard(card)).toBe(true);
      expect(card).toMatchObject({ type: 'AdaptiveCard', version: '1.4' });
      expect(card.body).toEqual([
        expect.objectContaining({ type: 'TextBlock', text: title }),
        expect.objectContaining({ type: 'TextBlock', text: '2 neue Ereignisse.' }),
        { type: 'FactSet', facts: [{ title: description, value: '2×' }] },
      ]);
      // The other tenant: its own digest in its own workspace, nothing of the owner's.
      const theirPosts = otherSlack.requests.slice(otherFrom);
      expect(theirPosts).toHaveLength(1);
      expect(JSON.parse(theirPosts[0]!.body).text).toBe(`${title}: 1 neues Ereignis.`);
    });

    it('refuses a chat channel without destinations, destinations without it, and a disabled destination', async () => {
      const tenant = await t.tenants.create();
      const gone = await connect(tenant, 'slack', slack.revokedHookUrl);
      for (const body of [
        { channels: ['chat'] },
        { channels: ['chat'], chatDestinationIds: [] },
        { channels: ['webhook'], chatDestinationIds: [gone.id] },
      ]) {
        const res = await schedule(tenant, body).expect(400);
        expect(res.body.code).toBe('DIGEST_CHAT_CHANNEL_INVALID');
        expect(res.body.error).toMatch(/Kanal „chat“ braucht chatDestinationIds/);
      }
      const malformed = await schedule(tenant, {
        channels: ['chat'],
        chatDestinationIds: ['not-a-uuid'],
      }).expect(400);
      expect(malformed.body.issues).toEqual([
        { path: ['chatDestinationIds'], message: 'Muss eine UUID sein.' },
      ]);
      const unknown = await schedule(tenant, {
        channels: ['chat'],
        chatDestinationIds: [randomUUID()],
      }).expect(404);
      expect(unknown.body.code).toBe('DIGEST_CHAT_DESTINATION_NOT_FOUND');

      // Slack no longer knows the hook (404 no_service): the destination is disabled, and cannot be named.
      await request(t.http)
        .post(`/api/v2/integrations/slack/${gone.id}/test`)
        .set(tenant.headers)
        .expect(202);
      await eventually(async () => {
        const [last] = await deliveries(tenant, 'slack', gone.id);
        return last && last.status === 'failed' ? last : undefined;
      });
      const disabled = await schedule(tenant, {
        channels: ['chat'],
        chatDestinationIds: [gone.id],
      }).expect(409);
      expect(disabled.body.code).toBe('DIGEST_CHAT_DESTINATION_DISABLED');
      const stored = await request(t.http).get(`${DIGEST}/schedules`).set(tenant.headers).expect(200);
      expect(stored.body.items).toEqual([]);
    });

    it('refuses `digest.ready` as a chat subscription: the schedule names where a digest goes', async () => {
      const tenant = await t.tenants.create();
      const res = await request(t.http)
        .post('/api/v2/integrations/slack')
        .set(tenant.headers)
        .send({ name: 'Digest', webhookUrl: slack.hookUrl, eventTypes: ['digest.ready'] })
        .expect(400);
      expect(res.body.code).toBe('CHAT_EVENT_TYPE_NOT_ROUTABLE');
    });
  });
});
