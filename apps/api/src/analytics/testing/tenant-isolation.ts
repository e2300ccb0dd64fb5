import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { idsOfItems, type IsolationProbes } from '../../../../../test/support/tenant-resources';
import { UnitOfWork } from '../../platform/tenancy/unit-of-work.port';
import { ReportStore } from '../application/report-store.port';
import type { TestApp } from '../../../../../test/support/test-app';
import type { TestTenant } from '../../../../../test/support/test-tenants';

/** This feature's part of the tenant-isolation suite (test/e2e/tenant-isolation.e2e-spec.ts). */
const reportSchedule = async (t: TestApp, owner: TestTenant) =>
  (
    await request(t.http)
      .post('/api/v2/analytics/reports')
      .set(owner.headers)
      .send({ name: 'probe', queries: ['forecast?event=calculation.created'], cadence: 'daily' })
      .expect(201)
  ).body.id as string;

export const isolation: IsolationProbes = {
  resources: [
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
  ],
};
