import { createECDH, randomBytes } from 'node:crypto';
import request from 'supertest';
import { idsOfItems, type IsolationProbes } from '../../../../../test/support/tenant-resources';

/** This feature's part of the tenant-isolation suite (test/e2e/tenant-isolation.e2e-spec.ts). */
export const isolation: IsolationProbes = {
  resources: [
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
  ],
};
