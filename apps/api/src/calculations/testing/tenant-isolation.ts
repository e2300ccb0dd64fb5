import request from 'supertest';
import type { IsolationProbes } from '../../../../../test/support/tenant-resources';

/** This feature's part of the tenant-isolation suite (test/e2e/tenant-isolation.e2e-spec.ts). */
export const isolation: IsolationProbes = {
  resources: [
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
  ],
};
