import request from 'supertest';
import { idsOfItems, type IsolationProbes } from '../../../../../test/support/tenant-resources';
import { eventually } from '../../../../../test/support/webhook-receiver';
import type { TestApp } from '../../../../../test/support/test-app';
import type { TestTenant } from '../../../../../test/support/test-tenants';
import type { WebhookReceiver } from '../../../../../test/support/webhook-receiver';

/** This feature's part of the tenant-isolation suite (test/e2e/tenant-isolation.e2e-spec.ts). */
const webhookEndpoint = async (t: TestApp, owner: TestTenant, receiver: WebhookReceiver) =>
  (
    await request(t.http)
      .post('/api/v2/developer/webhooks')
      .set(owner.headers)
      .send({ url: receiver.url, eventTypes: ['calculation.created'] })
      .expect(201)
  ).body.id as string;

export const isolation: IsolationProbes = {
  resources: [
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
  ],
};
