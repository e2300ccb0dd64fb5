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

/** Video gated per plan and by the platform flag `video` (issues 21 and 15): the flag can switch it off. */
describe('Video behind the feature flag `video`', () => {
  let dir: string;
  let t: TestApp;
  let operator: TestTenant;
  let switchedOff: TestTenant;
  let other: TestTenant;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'fm-video-flag-'));
    t = await createTestApp({ video: { storageDir: join(dir, 'store') } });
    operator = await t.tenants.create({ plan: 'unlimited', scopes: ['api', 'admin', 'operator'] });
    switchedOff = await t.tenants.create({ plan: 'scale' });
    other = await t.tenants.create({ plan: 'scale' });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const create = (tenant: TestTenant) => request(t.http).post('/api/v2/video').set(tenant.headers).send(JOB);

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
    expect(refused.body).toMatchObject({ code: 'VIDEO_NOT_IN_PLAN' });
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
});
