import { FixedClock, tenantIdOf } from '@libs/shared';
import type { TenantEntitlements } from '../../access';
import { FixedEntitlements } from '../../access/testing';
import { InMemoryChatDestinations } from '../testing/in-memory-chat-destinations';
import { ConnectChatDestination } from './connect-chat-destination.use-case';

const TENANT = tenantIdOf('00000000-0000-4000-8000-0000000000c1');
const LIVE = { tenantId: TENANT, sandbox: false };
const SANDBOX = { tenantId: TENANT, sandbox: true };
const SLACK = {
  name: 'Kanal',
  webhookUrl: 'https://hooks.slack.com/services/T0001/B0001/abcdef',
  eventTypes: ['calculation.created'],
};
const TEAMS = {
  name: 'Kanal',
  webhookUrl:
    'https://prod-00.westeurope.environment.api.powerplatform.com/powerautomate/automations/direct/workflows/abc/triggers/manual/paths/invoke?api-version=1&sig=xyz',
  eventTypes: ['calculation.created', 'calculation.created'],
};

const onPlan = (plan: string, chatDestinationsPerVendor: number | null) =>
  new FixedEntitlements({ chatDestinationsPerVendor }, plan);

const connect = (plan: TenantEntitlements, repo = new InMemoryChatDestinations()) => ({
  repo,
  use: new ConnectChatDestination(
    repo,
    plan,
    { extraHosts: [], allowHttp: false },
    new FixedClock(new Date('2026-11-23T12:00:00Z')),
  ),
});

describe('ConnectChatDestination', () => {
  it('refuses chat integrations on Free and stores nothing', async () => {
    const { repo, use } = connect(onPlan('free', 0));
    await expect(use.execute(LIVE, 'slack', SLACK)).rejects.toMatchObject({
      code: 'CHAT_INTEGRATIONS_NOT_IN_PLAN',
    });
    expect(repo.rows).toEqual([]);
  });

  it('counts each vendor and mode on its own against the plan', async () => {
    const { repo, use } = connect(onPlan('developer', 2));
    await use.execute(LIVE, 'slack', SLACK);
    await use.execute(LIVE, 'slack', SLACK);
    await expect(use.execute(LIVE, 'slack', SLACK)).rejects.toMatchObject({
      code: 'CHAT_DESTINATION_LIMIT_REACHED',
      details: { plan: 'developer', limit: 2 },
    });
    await use.execute(LIVE, 'teams', TEAMS);
    await use.execute(SANDBOX, 'slack', SLACK);
    expect(repo.rows.map((r) => `${r.vendor}:${r.sandbox}`)).toEqual([
      'slack:false',
      'slack:false',
      'teams:false',
      'slack:true',
    ]);
  });

  it('keeps the URL for the adapter to encrypt, shows only a hint, and drops duplicate event types', async () => {
    const { repo, use } = connect(onPlan('scale', 10));
    const d = await use.execute(LIVE, 'teams', TEAMS);
    expect(d.urlHint).toBe('prod-00.westeurope.environment.api.powerplatform.com/…voke');
    expect(d.urlHint).not.toContain('sig');
    expect(d.eventTypes).toEqual(['calculation.created']);
    expect(repo.urls.get(d.id)).toBe(TEAMS.webhookUrl);
  });

  it('refuses a foreign host and the retired Teams connector with its own code', async () => {
    const { use } = connect(onPlan('scale', 10));
    await expect(
      use.execute(LIVE, 'slack', { ...SLACK, webhookUrl: 'https://example.com/services/T1/B1/x' }),
    ).rejects.toMatchObject({
      code: 'CHAT_WEBHOOK_URL_REJECTED',
      details: { reason: 'host_not_allowed' },
    });
    await expect(
      use.execute(LIVE, 'teams', {
        ...TEAMS,
        webhookUrl: 'https://contoso.webhook.office.com/webhookb2/x/IncomingWebhook/y/z',
      }),
    ).rejects.toMatchObject({ code: 'TEAMS_CONNECTOR_RETIRED' });
  });

  it('refuses a subscription to digests, which their schedules address to named destinations', async () => {
    const { repo, use } = connect(onPlan('scale', 10));
    await expect(
      use.execute(LIVE, 'slack', { ...SLACK, eventTypes: ['calculation.created', 'digest.ready'] }),
    ).rejects.toMatchObject({
      code: 'CHAT_EVENT_TYPE_NOT_ROUTABLE',
      details: { eventTypes: ['digest.ready'] },
    });
    expect(repo.rows).toEqual([]);
  });
});
