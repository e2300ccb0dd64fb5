import { FixedClock, tenantIdOf } from '@libs/shared';
import type { TenantEntitlements } from '../../access';
import { FixedEntitlements } from '../../access/testing';
import { InMemoryWebhookEndpointRepository } from '../testing/in-memory-webhook-endpoint.repository';
import { CreateWebhookEndpoint } from './create-webhook-endpoint.use-case';

const TENANT = tenantIdOf('00000000-0000-4000-8000-0000000000e1');
const LIVE = { tenantId: TENANT, sandbox: false };
const SANDBOX = { tenantId: TENANT, sandbox: true };
const ENDPOINT = { url: 'https://hooks.example.com/fm', eventTypes: ['calculation.created'] };

/** A tenant on a plan that allows `webhookEndpoints` endpoints (null: unlimited). */
const onPlan = (plan: string, webhookEndpoints: number | null) =>
  new FixedEntitlements({ webhookEndpoints }, plan);

function createEndpoint(entitlements: TenantEntitlements, repo = new InMemoryWebhookEndpointRepository()) {
  const options = { allowHttp: false, allowPrivateAddresses: false };
  return { repo, create: new CreateWebhookEndpoint(repo, entitlements, options, new FixedClock(new Date())) };
}

describe('CreateWebhookEndpoint: the plan decides', () => {
  it('refuses webhooks on a plan without them (Free) and stores nothing', async () => {
    const { repo, create } = createEndpoint(onPlan('free', 0));
    await expect(create.execute(LIVE, ENDPOINT)).rejects.toMatchObject({ code: 'WEBHOOKS_NOT_IN_PLAN' });
    expect(repo.rows).toEqual([]);
  });

  it('allows the Developer plan five endpoints, then refuses the sixth', async () => {
    const { repo, create } = createEndpoint(onPlan('developer', 5));
    for (let i = 0; i < 5; i++) await create.execute(LIVE, ENDPOINT);
    await expect(create.execute(LIVE, ENDPOINT)).rejects.toMatchObject({
      code: 'WEBHOOK_LIMIT_REACHED',
      details: { plan: 'developer', limit: 5 },
    });
    expect(repo.rows).toHaveLength(5);
  });

  it('counts sandbox endpoints apart from live ones, and marks them', async () => {
    const { repo, create } = createEndpoint(onPlan('developer', 1));
    await create.execute(LIVE, ENDPOINT);
    const { endpoint } = await create.execute(SANDBOX, ENDPOINT);
    expect(endpoint.sandbox).toBe(true);
    expect(repo.rows.map((r) => r.sandbox)).toEqual([false, true]);
  });

  it('has no limit on Scale and Unlimited', async () => {
    const { repo, create } = createEndpoint(onPlan('scale', null));
    for (let i = 0; i < 12; i++) await create.execute(LIVE, ENDPOINT);
    expect(repo.rows).toHaveLength(12);
  });

  it('refuses an internal URL before it counts against the plan', async () => {
    const { repo, create } = createEndpoint(onPlan('developer', 5));
    await expect(create.execute(LIVE, { ...ENDPOINT, url: 'https://127.0.0.1/hook' })).rejects.toMatchObject({
      code: 'WEBHOOK_URL_REJECTED',
    });
    expect(repo.rows).toEqual([]);
  });
});
