import type { AddressInfo } from 'node:net';
import { DataSource } from 'typeorm';
import { FastLane } from '../../apps/api/src/platform/http/fast-lane';
import { isUndocumentedRoute } from '../contract/undocumented-routes';
import { OpenApiResponseValidator } from '../support/openapi-response-validator';
import { createTestApp, type TestApp } from '../support/test-app';
import { appendFailures, formatFailures, formatSummary } from './fuzz-report';
import { FuzzRunner } from './fuzz-runner';
import { fuzzSettings } from './fuzz-settings';
import { operationsOf, servedDocuments, type FuzzOperation } from './openapi-operations';
import { credentialsClass, pathClass } from './raw-classes';
import type { FuzzFixture } from './request-parts';
import { RowCounter } from './row-counts';
import {
  boundaryClass,
  duplicateKeyClass,
  hugeClass,
  nulClass,
  validClass,
  wrongTypeClass,
} from './value-classes';
import { contentTypeClass, queryClass } from './wire-classes';

const CLASSES = [
  validClass,
  wrongTypeClass,
  boundaryClass,
  hugeClass,
  nulClass,
  duplicateKeyClass,
  contentTypeClass,
  queryClass,
  pathClass,
  credentialsClass,
];
const settings = fuzzSettings();
// A case takes a few milliseconds on PGlite and up to ~100 ms on a loaded 2-core machine; the documents now hold
// ~115 operations (150 leaves room for more). The timeout is there to catch a hang, not to time the suite: with
// room for 32 operations it failed every class under load once the v2 modules had tripled them.
const CLASS_TIMEOUT_MS = Math.max(120_000, settings.runs * 150 * 200);

/**
 * Every operation of every served OpenAPI document, fuzzed: no answer is a 5xx, every 4xx is the
 * documented error in German, every answer fits the document, and no 4xx changes a row count.
 */
describe('fuzz: every operation of the served OpenAPI documents', () => {
  let t: TestApp;
  let runner: FuzzRunner;
  let operations: FuzzOperation[];
  let fixture: FuzzFixture;

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen(0, '127.0.0.1'); // for the cases that need a raw socket (see raw-http.ts)
    const port = (t.app.getHttpServer().address() as AddressInfo).port;
    const admin = await t.tenants.create({ plan: 'unlimited', scopes: ['api', 'admin'] });
    const documents = await servedDocuments(t.app);
    operations = operationsOf(documents);
    // Without the fast lane only its own routes answer another way; the rest would repeat the run with it.
    if (!t.app.get(FastLane).enabled) {
      const fast = new Set(t.app.get(FastLane).routeNames());
      operations = operations.filter((o) => fast.has(o.name));
    }
    const programs = await t.app
      .getHttpAdapter()
      .getInstance()
      .inject({ method: 'GET', url: '/api/v1/programs?limit=3', headers: admin.headers });
    const programIds = (programs.json<{ programs?: { id: string }[] }>().programs ?? []).map((p) => p.id);
    fixture = {
      auth: admin.headers,
      known: { id: programIds, programId: programIds, 'X-Tenant-Id': [admin.tenantId] },
    };
    const rows = await RowCounter.create(t.app.get(DataSource), admin.tenantId);
    const validators = documents.map((d) => new OpenApiResponseValidator(d, isUndocumentedRoute));
    runner = new FuzzRunner(t.app, port, rows, validators, settings);
  });

  afterAll(async () => {
    if (runner) console.log(formatSummary(runner.histogram, settings, operations.length));
    await t?.close();
  });

  it('finds the operations in the served documents', () => {
    expect(operations.length).toBeGreaterThan(0);
    expect(operations.map((o) => o.name)).toEqual(expect.arrayContaining(['GET /api/v1/programs']));
    // Every fast route is a documented operation, so the run without the lane covers each of them.
    const lane = t.app.get(FastLane);
    if (!lane.enabled) expect(operations.map((o) => o.name).sort()).toEqual(lane.routeNames().sort());
  });

  it.each(CLASSES.map((c) => [c.name, c] as const))(
    '%s',
    async (_name, fuzzClass) => {
      const failures = await runner.run(fuzzClass, operations, fixture);
      if (settings.failuresFile) appendFailures(settings.failuresFile, failures);
      if (failures.length > 0) throw new Error(formatFailures(failures));
    },
    CLASS_TIMEOUT_MS,
  );
});
