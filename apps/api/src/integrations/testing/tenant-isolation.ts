import request from 'supertest';
import { idsOfItems, type IsolationProbes } from '../../../../../test/support/tenant-resources';
import type { TestApp } from '../../../../../test/support/test-app';
import type { TestTenant } from '../../../../../test/support/test-tenants';
import type { WebhookReceiver } from '../../../../../test/support/webhook-receiver';

/** This feature's part of the tenant-isolation suite (test/e2e/tenant-isolation.e2e-spec.ts). */
/** A chat destination on the receiver's loopback port (test configuration accepts 127.0.0.1 as a vendor host). */
const chatDestination =
  (vendor: 'slack' | 'teams') => async (t: TestApp, owner: TestTenant, receiver: WebhookReceiver) => {
    const origin = new URL(receiver.url).origin;
    const webhookUrl =
      vendor === 'slack'
        ? `${origin}/services/T0ISO/B0ISO/probe`
        : `${origin}/powerautomate/automations/direct/workflows/iso1/triggers/manual/paths/invoke?api-version=1&sig=probe`;
    const res = await request(t.http)
      .post(`/api/v2/integrations/${vendor}`)
      .set(owner.headers)
      .send({ name: 'isolation probe', webhookUrl, eventTypes: ['calculation.created'] })
      .expect(201);
    return res.body.id as string;
  };

export const isolation: IsolationProbes = {
  resources: [
    ...(['slack', 'teams'] as const).map((vendor) => ({
      name: `${vendor} integration`,
      paths: [
        `/api/v2/integrations/${vendor}/{id}`,
        `/api/v2/integrations/${vendor}/{id}/test`,
        `/api/v2/integrations/${vendor}/{id}/deliveries`,
      ],
      list: { path: `/api/v2/integrations/${vendor}`, ids: idsOfItems },
      create: chatDestination(vendor),
    })),
    {
      name: 'HubSpot sync run',
      paths: ['/api/v2/integrations/hubspot/sync/{id}'],
      async create(t, owner) {
        await request(t.http)
          .post('/api/v2/integrations/hubspot')
          .set(owner.headers)
          .send({ privateAppToken: 'pat-eu1-00000000-0000-0000-0000-000000000000' })
          .expect(201);
        // A dry run: the run exists without any call to HubSpot.
        const res = await request(t.http)
          .post('/api/v2/integrations/hubspot/sync')
          .set(owner.headers)
          .send({ dryRun: true, companies: [{ ref: 'iso', name: 'Isolation GmbH', calculationIds: [] }] })
          .expect(202);
        return res.body.id as string;
      },
    },
  ],
};
