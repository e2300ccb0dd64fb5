import request from 'supertest';
import { idsOfItems, type IsolationProbes } from '../../../../../test/support/tenant-resources';

/** This feature's part of the tenant-isolation suite (test/e2e/tenant-isolation.e2e-spec.ts). */
export const isolation: IsolationProbes = {
  resources: [
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
  ],
  notTenantScoped: {
    '/api/v2/admin/tenants/{id}':
      'the id is a tenant itself: operator credentials only, 403 for a tenant’s admin (audit-changes.e2e-spec.ts)',
  },
};
