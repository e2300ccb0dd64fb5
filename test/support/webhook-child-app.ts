import 'reflect-metadata';
import { readFileSync } from 'node:fs';
import request from 'supertest';
import type { DatabaseTarget } from '../../apps/api/src/platform/config/app-config';
import { createTestApp } from './test-app';
import type { TestDatabase } from './test-database';

/**
 * A child process for the crash test: the app with workers off (so nothing is delivered) registers an
 * endpoint, stores a calculation (its event committed to the outbox), reports on stdout and waits to be killed.
 */
async function main(): Promise<void> {
  const target = JSON.parse(process.env.FM_CHILD_DATABASE!) as DatabaseTarget;
  if (target.kind === 'embedded' && process.env.FM_PGLITE_TEMPLATE) {
    target.loadDataDir = new Blob([readFileSync(process.env.FM_PGLITE_TEMPLATE)]);
  }
  const database: TestDatabase = { target, dispose: async () => undefined };
  const t = await createTestApp({
    sharedDatabase: database,
    webhooks: { allowHttp: true, allowPrivateAddresses: true },
    jobs: { workers: false },
  });
  const endpoint = await request(t.http)
    .post('/api/v2/developer/webhooks')
    .set(t.headers)
    .send({ url: process.env.FM_CHILD_RECEIVER, eventTypes: ['calculation.created'] })
    .expect(201);
  const calculation = await request(t.http)
    .post('/api/v1/calculations')
    .set(t.headers)
    .send({
      programId: 'bafa-foerderung-unternehmensberatungen-kmu',
      projectBudgetEur: 3500,
      applicantProfile: {
        employeeCount: 45,
        revenueEur: 12_000_000,
        balanceSheetEur: 8_000_000,
        federalState: 'SN',
        industryCode: '62.01',
      },
    })
    .expect(200);
  process.stdout.write(
    `${JSON.stringify({ endpointId: endpoint.body.id, secret: endpoint.body.secret, calculationId: calculation.body.calculationId })}\n`,
  );
  setInterval(() => undefined, 60_000);
}

main().catch((error: unknown) => {
  process.stderr.write(String(error instanceof Error ? error.stack : error));
  process.exit(1);
});
