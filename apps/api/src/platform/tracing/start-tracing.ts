/* eslint-disable @typescript-eslint/no-require-imports -- the SDK is loaded only when tracing is on */
import type { NodeSDK } from '@opentelemetry/sdk-node';
import { otlpTraceProtocol, sanitisedStatement, tracingWanted } from './otlp-settings';

let sdk: NodeSDK | null = null;
/** The API's `trace`, loaded with the SDK (request ids read the active span on every request). */
let traceApi: (typeof import('@opentelemetry/api'))['trace'] | null = null;
/** The server span of each request being answered (set by the HTTP instrumentation's request hook). */
const serverSpans = new WeakMap<object, import('@opentelemetry/api').Span>();
/** Where the pg instrumentation puts the statement (semantic conventions 1.26 on, its only key since 0.5x). */
const DB_QUERY_TEXT = 'db.query.text';

/**
 * OpenTelemetry tracing (ADR 0024): the official Node SDK with the HTTP, NestJS, pg (PostgreSQL and the
 * embedded database, whose adapter speaks through a pg client) and ioredis instrumentations, exporting OTLP
 * over HTTP. The standard variables decide: `OTEL_EXPORTER_OTLP_ENDPOINT` or `OTEL_EXPORTER_OTLP_TRACES_ENDPOINT`
 * (the exporter reads both, and `…_HEADERS`, `…_TIMEOUT`, `…_COMPRESSION`, general and per signal),
 * `OTEL_EXPORTER_OTLP_[TRACES_]PROTOCOL` (`http/protobuf` by default, or `http/json`), and the SDK's own
 * (service name, sampler, batch delay). Without an endpoint nothing is loaded and nothing is patched: tracing
 * costs nothing. Must run before anything requires `http`, `pg` or `ioredis` (main.ts imports it first).
 */
export function startTracing(env: NodeJS.ProcessEnv): void {
  if (sdk || !tracingWanted(env)) return;
  const protocol = otlpTraceProtocol(env);
  const { NodeSDK } = require('@opentelemetry/sdk-node') as typeof import('@opentelemetry/sdk-node');
  const { OTLPTraceExporter } = (
    protocol === 'http/json'
      ? require('@opentelemetry/exporter-trace-otlp-http')
      : require('@opentelemetry/exporter-trace-otlp-proto')
  ) as typeof import('@opentelemetry/exporter-trace-otlp-proto');
  const { HttpInstrumentation } =
    require('@opentelemetry/instrumentation-http') as typeof import('@opentelemetry/instrumentation-http');
  const { PgInstrumentation } =
    require('@opentelemetry/instrumentation-pg') as typeof import('@opentelemetry/instrumentation-pg');
  const { IORedisInstrumentation } =
    require('@opentelemetry/instrumentation-ioredis') as typeof import('@opentelemetry/instrumentation-ioredis');
  const { NestInstrumentation } =
    require('@opentelemetry/instrumentation-nestjs-core') as typeof import('@opentelemetry/instrumentation-nestjs-core');
  sdk = new NodeSDK({
    serviceName: env.OTEL_SERVICE_NAME ?? 'foerdermittel-api',
    traceExporter: new OTLPTraceExporter(),
    instrumentations: [
      // Probes and scrapes would be most of the traces.
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (request) => /^\/(health|metrics)(\/|$|\?)/.test(request.url ?? ''),
        // Kept by request, not read from the active context: Fastify's hooks may run in another one.
        requestHook: (span, request) => {
          if (!('setHeader' in request)) serverSpans.set(request, span);
        },
      }),
      new NestInstrumentation(),
      // Statements with placeholders and without literals: values (tenant data) never reach the collector.
      new PgInstrumentation({
        enhancedDatabaseReporting: false,
        requestHook: (span, { query }) => span.setAttribute(DB_QUERY_TEXT, sanitisedStatement(query.text)),
      }),
      new IORedisInstrumentation(),
    ],
  });
  sdk.start();
  traceApi = (require('@opentelemetry/api') as typeof import('@opentelemetry/api')).trace;
  // Spans still buffered are sent before the process ends (SIGTERM from the orchestrator included).
  const stop = () => void sdk?.shutdown().catch(() => undefined);
  process.once('SIGTERM', stop);
  process.once('beforeExit', stop);
}

/** Whether spans are being recorded and exported (tracing was started). */
export function tracingActive(): boolean {
  return traceApi !== null;
}

/**
 * Names the request's server span by its route template, as the HTTP semantic conventions want it
 * (`POST /api/v1/calculations`, with `http.route`): the HTTP instrumentation knows only the method. Called
 * once the router has matched (Fastify's onRequest) with Node's request object.
 */
export function nameServerSpan(request: object, method: string, route: string): void {
  const span = serverSpans.get(request);
  if (!span) return;
  span.setAttribute('http.route', route);
  span.updateName(`${method} ${route}`);
}

/** The active span's trace id (32 hex digits), when tracing is on and a span is active. */
export function activeTraceId(): string | undefined {
  const id = traceApi?.getActiveSpan()?.spanContext().traceId;
  return id && !/^0+$/.test(id) ? id : undefined;
}
