import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import type { DatabaseTarget } from '../../apps/api/src/platform/config/app-config';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { eventually } from '../support/webhook-receiver';
import generated from '@opentelemetry/otlp-proto-exporter-base/build/src/generated/root';

const root = join(__dirname, '..', '..');

interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes?: { key: string; value: { stringValue?: string; intValue?: string | number } }[];
}
const attribute = (span: OtlpSpan, key: string) => {
  const value = span.attributes?.find((a) => a.key === key)?.value;
  return value?.stringValue ?? (value?.intValue !== undefined ? String(value.intValue) : undefined);
};

/**
 * The OTLP messages as protobufjs code generated from the official opentelemetry-proto definitions (a dev
 * dependency): the receiver decodes what the exporter encoded without a hand-written wire format.
 */
interface ProtoMessage {
  decode(body: Uint8Array): object;
  toObject(
    message: object,
    options: { longs: typeof String; bytes: typeof String; defaults: boolean },
  ): unknown;
}
// The generated module declares itself only as a protobufjs Root; the message is where the .proto puts it.
const { ExportTraceServiceRequest } = (
  generated as unknown as {
    opentelemetry: { proto: { collector: { trace: { v1: { ExportTraceServiceRequest: ProtoMessage } } } } };
  }
).opentelemetry.proto.collector.trace.v1;

/** The decoded request's spans, ids as hex (as the JSON encoding and the X-Request-Id write them). */
function spansOf(body: Buffer): OtlpSpan[] {
  const request = ExportTraceServiceRequest.toObject(ExportTraceServiceRequest.decode(body), {
    longs: String,
    bytes: String,
    defaults: false,
  }) as { resourceSpans?: { scopeSpans?: { spans?: OtlpSpan[] }[] }[] };
  const hex = (base64?: string) => (base64 ? Buffer.from(base64, 'base64').toString('hex') : undefined);
  return (request.resourceSpans ?? []).flatMap((r) =>
    (r.scopeSpans ?? []).flatMap((s) =>
      (s.spans ?? []).map((span) => ({
        ...span,
        traceId: hex(span.traceId)!,
        spanId: hex(span.spanId)!,
        parentSpanId: hex(span.parentSpanId),
      })),
    ),
  );
}

/**
 * An OTLP/HTTP receiver on loopback, as a collector would be: it keeps every span it is sent in the default
 * encoding (protobuf) and the headers of each export; a JSON body would be a protocol the exporter was not
 * told to use, and is counted apart.
 */
async function otlpReceiver() {
  const spans: OtlpSpan[] = [];
  const exports: { type: string; authorization: string | undefined }[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const type = req.headers['content-type'] ?? '';
      exports.push({ type, authorization: req.headers.authorization });
      if (req.url === '/collector/traces' && type === 'application/x-protobuf')
        spans.push(...spansOf(Buffer.concat(chunks)));
      res.writeHead(200, { 'content-type': 'application/x-protobuf' }).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, spans, exports };
}

/**
 * With OTEL_EXPORTER_OTLP_ENDPOINT set, one calculation is one trace from the HTTP request through
 * its SQL to the outbox, exported over OTLP, and its id is the answer's X-Request-Id. The app runs in its own
 * process (instrumentation patches Node's module loader, which Jest replaces), as main.ts starts it.
 */
describe('tracing', () => {
  let receiver: Awaited<ReturnType<typeof otlpReceiver>>;
  let child: ChildProcess;
  let db: TestDatabase | undefined;
  let dir: string;
  let app: { port: number; headers: Record<string, string>; tenantId: string };

  beforeAll(async () => {
    receiver = await otlpReceiver();
    dir = mkdtempSync(join(tmpdir(), 'fm-tracing-'));
    let target: DatabaseTarget = { kind: 'embedded', dataDir: join(dir, 'pglite') };
    if (process.env.DATABASE_URL) {
      db = await createTestDatabase();
      target = db.target;
    }
    child = spawn(
      process.execPath,
      [
        '-r',
        './scripts/register-ts.cjs',
        // As main.ts: tracing first, before anything loads http or pg.
        '-r',
        './apps/api/src/platform/tracing/register.ts',
        './test/support/traced-child-app.ts',
      ],
      {
        cwd: root,
        env: {
          ...process.env,
          NODE_OPTIONS: '',
          FM_CHILD_DATABASE: JSON.stringify(target),
          // The standard variables as an operator sets them: the traces' own endpoint (used as given, no
          // `/v1/traces` appended), headers for the collector, and no protocol: http/protobuf is the default.
          OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: `${receiver.url}/collector/traces`,
          OTEL_EXPORTER_OTLP_HEADERS: 'authorization=Bearer collector-token',
          OTEL_EXPORTER_OTLP_ENDPOINT: '',
          OTEL_EXPORTER_OTLP_PROTOCOL: '',
          OTEL_BSP_SCHEDULE_DELAY: '100',
          OTEL_SERVICE_NAME: 'foerdermittel-api-test',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    app = await new Promise((resolve, reject) => {
      let out = '';
      let err = '';
      child.stdout!.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const line = out.split('\n').find((l) => l.startsWith('{'));
        if (line) resolve(JSON.parse(line) as typeof app);
      });
      child.stderr!.on('data', (chunk: Buffer) => (err += chunk.toString()));
      child.on('exit', (code) => reject(new Error(`child exited (${code}): ${err.slice(-2000)}`)));
    });
  }, 120_000);

  afterAll(async () => {
    child?.kill('SIGKILL');
    await new Promise<void>((resolve) => receiver?.server.close(() => resolve()));
    await db?.dispose();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('exports protobuf traces spanning the request, its SQL and the outbox, named by route, with no tenant id', async () => {
    const res = await request(`http://127.0.0.1:${app.port}`)
      .post('/api/v1/calculations')
      .set(app.headers)
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
    const traceId = String(res.headers['x-request-id']);
    expect(traceId).toMatch(/^[0-9a-f]{32}$/);

    const trace = await eventually(async () => {
      const spans = receiver.spans.filter((s) => s.traceId === traceId);
      const sql = spans.filter(
        (s) => attribute(s, 'db.system') === 'postgresql' || attribute(s, 'db.system.name') === 'postgresql',
      );
      const statements = sql.map(
        (s) => attribute(s, 'db.statement') ?? attribute(s, 'db.query.text') ?? s.name,
      );
      // The row and its event in one statement (deferred writes, ADR 0012): the outbox looks up the tenant's
      // subscribed webhook endpoints and writes the notification feed in the same transaction.
      // And the server span: it ends after the answer is sent, so it may come in a later export batch than
      // the SQL spans (the test failed once on PostgreSQL when it did not wait for it).
      const done =
        statements.some((q) => q.includes('INSERT INTO calculations')) &&
        statements.some((q) => q.includes('webhook_endpoints') && q.includes('notification_events')) &&
        spans.some((s) => s.kind === 2);
      return done ? { spans, statements } : undefined;
    }, 30_000);
    // The server span (kind SERVER = 2) is the root; every other span of the trace descends from it. It is
    // named by the route template, with `http.route` (HTTP semantic conventions).
    const server = trace.spans.filter((s) => s.kind === 2);
    expect(server).toHaveLength(1);
    expect(server[0]!.parentSpanId || undefined).toBeUndefined();
    expect(server[0]!.name).toBe('POST /api/v1/calculations');
    expect(attribute(server[0]!, 'http.route')).toBe('/api/v1/calculations');
    // Placeholders, never the tenant's values.
    expect(trace.statements.join('\n')).not.toContain('62.01');

    // A probe (not traced), then a read in a tenant transaction, whose opening sets the tenant: as a bound
    // parameter, so the traced text has only its placeholder (the names are literals, sanitised to `?`).
    await request(`http://127.0.0.1:${app.port}`).get('/health').expect(200);
    const read = await request(`http://127.0.0.1:${app.port}`)
      .get(`/api/v1/calculations/${res.body.calculationId as string}`)
      .set(app.headers)
      .expect(200);
    const readTrace = String(read.headers['x-request-id']);
    const readSpans = await eventually(async () => {
      const spans = receiver.spans.filter((s) => s.traceId === readTrace);
      return spans.some((s) => s.kind === 2) ? spans : undefined;
    }, 30_000);
    expect(readSpans.find((s) => s.kind === 2)).toMatchObject({ name: 'GET /api/v1/calculations/:id' });
    const opening = readSpans
      .map((s) => attribute(s, 'db.query.text') ?? '')
      .filter((q) => q.includes('set_config'));
    expect(opening.length).toBeGreaterThan(0);
    expect(opening.join('\n')).toContain('set_config(?, $1, true)');
    // No span carries the tenant id anywhere: statement, attribute or name.
    expect(receiver.spans.length).toBeGreaterThan(0);
    expect(JSON.stringify(receiver.spans)).not.toContain(app.tenantId);
    // Spans end in order and are exported in that order: the probe, answered before the read began, would
    // be in by now.
    expect(receiver.spans.filter((s) => s.kind === 2 && attribute(s, 'url.path') === '/health')).toEqual([]);
    // Every export was OTLP protobuf (the default), with the headers the operator configured.
    expect(new Set(receiver.exports.map((e) => `${e.type} ${e.authorization}`))).toEqual(
      new Set(['application/x-protobuf Bearer collector-token']),
    );
  });
});
