import request from 'supertest';
import type { IsolationProbes } from '../../../../../test/support/tenant-resources';

/** This feature's part of the tenant-isolation suite (test/e2e/tenant-isolation.e2e-spec.ts). */
export const isolation: IsolationProbes = {
  resources: [
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
  ],
};
