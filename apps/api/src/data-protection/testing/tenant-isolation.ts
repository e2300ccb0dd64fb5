import request from 'supertest';
import type { IsolationProbes } from '../../../../../test/support/tenant-resources';
import { eventually } from '../../../../../test/support/webhook-receiver';

/** This feature's part of the tenant-isolation suite (test/e2e/tenant-isolation.e2e-spec.ts). */
export const isolation: IsolationProbes = {
  resources: [
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
  ],
};
