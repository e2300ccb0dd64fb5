import request from 'supertest';
import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import type { TestApp } from './test-app';
import type { TestTenant } from './test-tenants';
import { eventually, type WebhookReceiver } from './webhook-receiver';
import { UnitOfWork } from '../../apps/api/src/platform/tenancy/unit-of-work.port';
import { ReportStore } from '../../apps/api/src/analytics/application/report-store.port';

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

const reportSchedule = async (t: TestApp, owner: TestTenant) =>
  (
    await request(t.http)
      .post('/api/v2/analytics/reports')
      .set(owner.headers)
      .send({ name: 'probe', queries: ['forecast?event=calculation.created'], cadence: 'daily' })
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
    name: 'funding plan',
    paths: ['/api/v2/funding-plans/{id}', '/api/v2/funding-plans/{id}/summary'],
    async create(t, owner) {
      const res = await request(t.http)
        .post('/api/v2/funding-plans')
        .set(owner.headers)
        .send({
          company: { employeeCount: 12, revenueEur: 1_500_000, federalState: 'SN', industryCode: '62.01' },
          project: { plannedStart: '2030-01-01', costs: { consulting: 10_000 } },
        })
        .expect(201);
      return res.body.id as string;
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
  {
    name: 'API key',
    paths: ['/api/v2/developer/api-keys/{id}'],
    list: { path: '/api/v2/developer/api-keys', ids: idsOfItems },
    async create(t, owner) {
      const res = await request(t.http)
        .post('/api/v2/developer/api-keys')
        .set(owner.headers)
        .send({ name: 'isolation probe', scopes: ['api'] })
        .expect(201);
      return res.body.id as string;
    },
  },
  {
    name: 'push subscription',
    paths: ['/api/v2/notifications/push/subscriptions/{id}'],
    list: { path: '/api/v2/notifications/push/subscriptions', ids: idsOfItems },
    async create(t, owner) {
      const browser = createECDH('prime256v1');
      browser.generateKeys();
      const res = await request(t.http)
        .post('/api/v2/notifications/push/subscribe')
        .set(owner.headers)
        .send({
          endpoint: `https://fcm.googleapis.com/fcm/send/${randomBytes(8).toString('hex')}`,
          keys: {
            p256dh: browser.getPublicKey().toString('base64url'),
            auth: randomBytes(16).toString('base64url'),
          },
        })
        .expect(201);
      return res.body.id as string;
    },
  },
  {
    name: 'digest schedule',
    paths: ['/api/v2/notifications/digest/schedules/{id}'],
    list: { path: '/api/v2/notifications/digest/schedules', ids: idsOfItems },
    async create(t, owner) {
      const res = await request(t.http)
        .post('/api/v2/notifications/digest/schedule')
        .set(owner.headers)
        .send({ cadence: 'weekly', at: '08:00', channels: ['webhook'] })
        .expect(201);
      return res.body.id as string;
    },
  },
  {
    name: 'data-protection request',
    paths: ['/api/v2/dsgvo/requests/{id}', '/api/v2/dsgvo/requests/{id}/extend'],
    async create(t, owner) {
      // An erasure request about an actor id the tenant does not have: nothing to erase, a request all the same.
      const res = await request(t.http)
        .post('/api/v2/dsgvo/erase')
        .set(owner.headers)
        .send({ subject: { identifier: 'external_id', value: 'isolation-probe' } })
        .expect(202);
      return res.body.id as string;
    },
  },
  {
    name: 'data-protection export archive',
    paths: ['/api/v2/dsgvo/requests/{id}/archive'],
    async create(t, owner) {
      const res = await request(t.http)
        .get('/api/v2/dsgvo/portability')
        .query({ identifier: 'actor_id', value: owner.keyId || 'isolation-probe' })
        .set(owner.headers)
        .expect(202);
      const id = res.body.id as string;
      // The archive route answers 200 only once the export job has built it.
      await eventually(async () => {
        const r = await request(t.http).get(`/api/v2/dsgvo/requests/${id}`).set(owner.headers).expect(200);
        return r.body.portability?.downloadUrl ? true : undefined;
      });
      return id;
    },
  },
  {
    name: 'GoBD Z3 export',
    paths: ['/api/v2/compliance/gobd/exports/{id}', '/api/v2/compliance/gobd/exports/{id}/archive'],
    async create(t, owner) {
      const res = await request(t.http).post('/api/v2/compliance/gobd/export').set(owner.headers);
      const id = res.body.id as string;
      // The archive route answers 200 only once the export job has built it.
      await eventually(async () => {
        const r = await request(t.http)
          .get(`/api/v2/compliance/gobd/exports/${id}`)
          .set(owner.headers)
          .expect(200);
        return r.body.downloadUrl ? true : undefined;
      });
      return id;
    },
  },
  {
    name: 'DPIA',
    paths: ['/api/v2/compliance/dpia/{id}', '/api/v2/compliance/dpia/{id}/document'],
    // Creating one appends `dpia.created` naming it to the owner's audit log: another tenant's log must not.
    list: {
      path: '/api/v2/compliance/audit-log?limit=100',
      ids: (body) => ((body as { items: { entityId: string }[] }).items ?? []).map((e) => e.entityId),
    },
    async create(t, owner) {
      const res = await request(t.http)
        .post('/api/v2/compliance/dpia')
        .set(owner.headers)
        .send({ title: 'Isolationsprobe', description: 'Verarbeitung zur Probe' })
        .expect(201);
      return res.body.id as string;
    },
  },
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
  {
    name: 'analytics report schedule',
    paths: ['/api/v2/analytics/reports/{id}', '/api/v2/analytics/reports/{id}/runs'],
    list: { path: '/api/v2/analytics/reports', ids: idsOfItems },
    create: reportSchedule,
  },
  {
    name: 'analytics report run',
    paths: ['/api/v2/analytics/report-runs/{id}'],
    async create(t, owner) {
      // A run is made by the hourly job; stored here directly so that the probe needs no clock games.
      const scheduleId = await reportSchedule(t, owner);
      const runId = randomUUID();
      await t.app
        .get(UnitOfWork)
        .run(owner.tenantId, (tx) =>
          t.app
            .get(ReportStore)
            .insertRun(tx, { id: runId, scheduleId, slot: new Date(), createdAt: new Date(), result: [] }),
        );
      return runId;
    },
  },
  {
    name: 'video job',
    paths: ['/api/v2/video/jobs/{id}'],
    list: { path: '/api/v2/video', ids: idsOfItems },
    async create(t, owner) {
      const res = await request(t.http)
        .post('/api/v2/video')
        .set(owner.headers)
        .send({
          template: 'program-explainer',
          inputs: { programId: 'bafa-foerderung-unternehmensberatungen-kmu' },
          options: { narration: false, captions: false },
        })
        .expect(202);
      const id = res.body.id as string;
      // The render changes the job while the test compares the owner's view before and after: wait it out.
      return eventually(async () => {
        const job = await request(t.http).get(`/api/v2/video/jobs/${id}`).set(owner.headers).expect(200);
        return ['succeeded', 'failed'].includes(job.body.state as string) ? id : undefined;
      }, 60_000);
    },
  },
];

/** Routes with an id that is not a tenant's, and why (each is tested where it belongs). */
export const NOT_TENANT_SCOPED: Record<string, string> = {
  '/api/v1/programs/{id}':
    'the catalogue: public programs for everyone, own programs under RLS (program-repository.int-spec.ts)',
  '/api/v2/cron/runs/{id}': 'platform-wide job runs, operator credentials only (cron.e2e-spec.ts)',
  '/api/v2/admin/catalogue/sync-runs/{id}/preview':
    'a catalogue import run, platform-wide: operator credentials only, 403 for tenants (catalogue-sync-checks.e2e-spec.ts)',
  '/api/v2/admin/tenants/{id}':
    'the id is a tenant itself: operator credentials only, 403 for a tenant’s admin (audit-changes.e2e-spec.ts)',
  '/api/v2/video/downloads/{token}':
    'a signed link, not an id: the HMAC names tenant, mode and job; another tenant cannot forge one (video.e2e-spec.ts)',
  '/api/v2/admin/feature-flags/{key}':
    'platform-wide feature flags, operator credentials only; 403 for tenants (feature-flags.e2e-spec.ts)',
  '/api/v2/admin/feature-flags/{key}/history':
    'the history of a platform-wide flag, operator only (as above)',
  '/api/v2/admin/feature-flags/{key}/rollback': 'a platform-wide flag, operator only (as above)',
  '/api/v2/ofrep/v1/evaluate/flags/{key}':
    'a platform-wide flag, evaluated with the caller’s own tenant and plan, never another’s (feature-flags.e2e-spec.ts)',
  '/api/v2/programs/{id}/history':
    'history of public catalogue programs from the Förderdatenbank; a tenant-owned id answers 404 to others (catalogue-sync.e2e-spec.ts)',
};
