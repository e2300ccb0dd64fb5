import request from 'supertest';
import type { TestApp } from './test-app';
import type { TestTenant } from './test-tenants';
import { eventually, type WebhookReceiver } from './webhook-receiver';

/**
 * The registry of tenant-scoped resources: how a tenant creates one, and which documented path templates
 * address it by id. `test/e2e/tenant-isolation.e2e-spec.ts` runs every operation of every template as
 * another tenant. A new module that adds a route with an id registers its resource here (or says in
 * `NOT_TENANT_SCOPED` why the id is not a tenant's); an unregistered route fails that test.
 */
export interface TenantResource {
  name: string;
  /** Documented path templates whose `{id}` is this resource's id. */
  paths: string[];
  /** A list route whose `items` or body holds the ids of the caller's resources. */
  list?: { path: string; ids: (body: unknown) => string[] };
  create(t: TestApp, owner: TestTenant, receiver: WebhookReceiver): Promise<string>;
}

const idsOfItems = (body: unknown) => ((body as { items: { id: string }[] }).items ?? []).map((i) => i.id);

const webhookEndpoint = async (t: TestApp, owner: TestTenant, receiver: WebhookReceiver) =>
  (
    await request(t.http)
      .post('/api/v2/developer/webhooks')
      .set(owner.headers)
      .send({ url: receiver.url, eventTypes: ['calculation.created'] })
      .expect(201)
  ).body.id as string;

export const TENANT_RESOURCES: TenantResource[] = [
  {
    name: 'calculation',
    paths: ['/api/v1/calculations/{id}'],
    async create(t, owner) {
      const res = await request(t.http)
        .post('/api/v1/calculations')
        .set(owner.headers)
        .send({
          programId: 'bafa-foerderung-unternehmensberatungen-kmu',
          projectBudgetEur: 3500,
          applicantProfile: {
            employeeCount: 12,
            revenueEur: 1_500_000,
            federalState: 'SN',
            industryCode: '62.01',
          },
        })
        .expect(200);
      return res.body.calculationId as string;
    },
  },
  {
    name: 'webhook endpoint',
    paths: ['/api/v2/developer/webhooks/{id}', '/api/v2/developer/webhooks/{id}/rotate-secret'],
    list: { path: '/api/v2/developer/webhooks', ids: idsOfItems },
    create: webhookEndpoint,
  },
  {
    name: 'webhook delivery',
    paths: ['/api/v2/developer/webhooks/deliveries/{id}/redeliver'],
    list: { path: '/api/v2/developer/webhooks/deliveries', ids: idsOfItems },
    async create(t, owner, receiver) {
      const endpointId = await webhookEndpoint(t, owner, receiver);
      await request(t.http)
        .post('/api/v2/developer/webhooks/test')
        .set(owner.headers)
        .send({ endpointId })
        .expect(202);
      return eventually(async () => {
        const res = await request(t.http)
          .get('/api/v2/developer/webhooks/deliveries')
          .query({ endpointId })
          .set(owner.headers)
          .expect(200);
        return idsOfItems(res.body)[0];
      });
    },
  },
  {
    name: 'OAuth client',
    paths: ['/api/v2/developer/oauth-clients/{id}'],
    list: { path: '/api/v2/developer/oauth-clients', ids: idsOfItems },
    async create(t, owner) {
      const res = await request(t.http)
        .post('/api/v2/developer/oauth-clients')
        .set(owner.headers)
        .send({ name: 'isolation probe', scopes: ['api'] })
        .expect(201);
      return res.body.id as string;
    },
  },
];

/** Routes with an id that is not a tenant's, and why (each is tested where it belongs). */
export const NOT_TENANT_SCOPED: Record<string, string> = {
  '/api/v1/programs/{id}':
    'the catalogue: public programs for everyone, own programs under RLS (program-repository.int-spec.ts)',
  '/api/v2/cron/runs/{id}': 'platform-wide job runs, operator credentials only (cron.e2e-spec.ts)',
};
