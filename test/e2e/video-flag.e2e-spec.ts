import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { createTestApp, type TestApp } from '../support/test-app';
import type { TestTenant } from '../support/test-tenants';

const ADMIN = '/api/v2/admin/feature-flags';
const JOB = {
  template: 'program-explainer',
  inputs: { programId: 'bafa-foerderung-unternehmensberatungen-kmu' },
  options: { narration: false, captions: false },
};

/**
 * Video gated per plan and by the platform flag `video`: the flag can switch it off, per
 * tenant, plan or mode, and says so with its own code (`VIDEO_SWITCHED_OFF`, not the plan's `VIDEO_NOT_IN_PLAN`).
 */
describe('Video behind the feature flag `video`', () => {
  let dir: string;
  let t: TestApp;
  let operator: TestTenant;
  let switchedOff: TestTenant;
  let other: TestTenant;
  let developer: TestTenant;
  let free: TestTenant;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'fm-video-flag-'));
    t = await createTestApp({ video: { storageDir: join(dir, 'store') } });
    operator = await t.tenants.create({ plan: 'unlimited', scopes: ['api', 'admin', 'operator'] });
    switchedOff = await t.tenants.create({ plan: 'scale' });
    other = await t.tenants.create({ plan: 'scale' });
    developer = await t.tenants.create({ plan: 'developer' });
    free = await t.tenants.create({ plan: 'free' });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const create = (tenant: TestTenant | { headers: Record<string, string> }) =>
    request(t.http).post('/api/v2/video').set(tenant.headers).send(JOB);

  /** Replaces the flag's strategies (and switches it on) at its current version. */
  const switchOffFor = async (constraints: object[]) => {
    const flag = await request(t.http).get(`${ADMIN}/video`).set(operator.headers).expect(200);
    await request(t.http)
      .patch(`${ADMIN}/video`)
      .set(operator.headers)
      .set('if-match', flag.headers.etag as string)
      .send({ enabled: true, strategies: [{ constraints, rollout: 100, variant: 'off' }] })
      .expect(200);
  };

  it('lets the plan decide while no flag exists', async () => {
    await create(switchedOff).expect(202);
  });

  it('refuses a tenant the flag switches off, and no other', async () => {
    await request(t.http)
      .post(ADMIN)
      .set(operator.headers)
      .send({
        key: 'video',
        type: 'boolean',
        enabled: true,
        defaultVariant: 'on',
        strategies: [
          {
            name: 'render farm degraded for one tenant',
            constraints: [{ contextName: 'tenantId', operator: 'IN', values: [switchedOff.tenantId] }],
            rollout: 100,
            variants: [{ variant: 'off', weight: 1 }],
          },
        ],
      })
      .expect(201);
    const refused = await create(switchedOff).expect(403);
    expect(refused.body).toMatchObject({
      code: 'VIDEO_SWITCHED_OFF',
      details: { plan: 'scale', flag: 'video' },
    });
    await create(other).expect(202);
  });

  it('lets the plan decide again once the flag is disabled', async () => {
    const flag = await request(t.http).get(`${ADMIN}/video`).set(operator.headers).expect(200);
    await request(t.http)
      .patch(`${ADMIN}/video`)
      .set(operator.headers)
      .set('if-match', flag.headers.etag as string)
      .send({ enabled: false })
      .expect(200);
    await create(switchedOff).expect(202);
  });

  it('switches video off for the plan the flag names only; a plan without video keeps its own refusal', async () => {
    await switchOffFor([{ contextName: 'plan', operator: 'IN', values: ['developer'] }]);
    const refused = await create(developer).expect(403);
    expect(refused.body).toMatchObject({ code: 'VIDEO_SWITCHED_OFF', details: { plan: 'developer' } });
    await create(other).expect(202);
    const notInPlan = await create(free).expect(403);
    expect(notInPlan.body).toMatchObject({ code: 'VIDEO_NOT_IN_PLAN' });
  });

  it("evaluates with the caller's mode: sandbox renders off, live ones on", async () => {
    await switchOffFor([{ contextName: 'sandbox', operator: 'IN', values: ['true'] }]);
    const token = await request(t.http)
      .post('/api/v2/developer/sandbox-token')
      .set(other.headers)
      .expect(200);
    const sandbox = { headers: { authorization: `Bearer ${token.body.access_token as string}` } };
    const refused = await create(sandbox).expect(403);
    expect(refused.body).toMatchObject({ code: 'VIDEO_SWITCHED_OFF' });
    await create(other).expect(202);
    await create(developer).expect(202);
  });
});
