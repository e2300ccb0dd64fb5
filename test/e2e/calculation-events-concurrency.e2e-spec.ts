import request from 'supertest';
import { TenantTransaction } from '../../apps/api/src/platform/tenancy/tenant-transaction';
import { createTestApp, type TestApp } from '../support/test-app';

const CALCULATION = {
  programId: 'bafa-foerderung-unternehmensberatungen-kmu',
  projectBudgetEur: 3500,
  applicantProfile: { employeeCount: 12, revenueEur: 1_500_000, federalState: 'SN', industryCode: '62.01' },
};

/**
 * A calculation and its `calculation.created` event commit together (UnitOfWork), and the outbox locks the
 * endpoints it writes messages for: endpoints deleted while calculations run can neither fail a calculation
 * (500, after which a client's retry would store a duplicate) nor lose the event of a stored one.
 * Meaningful on PostgreSQL (real concurrency); on the embedded database it runs serialised.
 */
describe('calculations while webhook endpoints are deleted', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ webhooks: { allowHttp: true, allowPrivateAddresses: true } });
  });
  afterAll(async () => t?.close());

  const createEndpoint = async () =>
    (
      await request(t.http)
        .post('/api/v2/developer/webhooks')
        .set(t.headers)
        .send({ url: 'http://127.0.0.1:9/hook', eventTypes: ['calculation.created'] })
        .expect(201)
    ).body.id as string;

  it('answers every calculation with 200 and stores exactly one event for each', async () => {
    const permanent = await createEndpoint();
    const calculations: Promise<request.Response>[] = [];
    const churn: Promise<unknown>[] = [];
    for (let round = 0; round < 8; round++) {
      for (let i = 0; i < 5; i++) {
        calculations.push(request(t.http).post('/api/v1/calculations').set(t.headers).send(CALCULATION));
      }
      churn.push(
        createEndpoint().then((id) =>
          request(t.http).delete(`/api/v2/developer/webhooks/${id}`).set(t.headers).expect(204),
        ),
      );
    }
    const answers = await Promise.all(calculations);
    await Promise.all(churn);
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));

    const ids = answers.map((a) => a.body.calculationId as string).sort();
    const rows = await t.app.get(TenantTransaction).query<{ id: string; messages: number }[]>(
      t.tenantId,
      `SELECT e.payload->'data'->>'calculationId' AS id,
              (SELECT count(*)::int FROM webhook_messages m WHERE m.event_id = e.id AND m.endpoint_id = $1) AS messages
       FROM webhook_events e WHERE e.type = 'calculation.created'`,
      [permanent],
    );
    expect(rows.map((r) => r.id).sort()).toEqual(ids);
    expect(rows.every((r) => r.messages === 1)).toBe(true);
  });
});
