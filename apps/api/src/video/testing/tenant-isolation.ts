import request from 'supertest';
import { idsOfItems, type IsolationProbes } from '../../../../../test/support/tenant-resources';
import { eventually } from '../../../../../test/support/webhook-receiver';

/** This feature's part of the tenant-isolation suite (test/e2e/tenant-isolation.e2e-spec.ts). */
export const isolation: IsolationProbes = {
  resources: [
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
  ],
  notTenantScoped: {
    '/api/v2/video/downloads/{token}':
      'a signed link, not an id: the HMAC names tenant, mode and job; another tenant cannot forge one (video.e2e-spec.ts)',
  },
};
