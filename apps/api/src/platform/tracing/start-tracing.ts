/* eslint-disable @typescript-eslint/no-require-imports -- the SDK is loaded only when tracing is on */
import type { NodeSDK } from '@opentelemetry/sdk-node';

let sdk: NodeSDK | null = null;
/** The API's `trace`, loaded with the SDK (request ids read the active span on every request). */
let traceApi: (typeof import('@opentelemetry/api'))['trace'] | null = null;

/**
 * OpenTelemetry tracing (ADR 0024): the official Node SDK with the HTTP, NestJS, pg (PostgreSQL and
 * the embedded database, whose adapter speaks through a pg client) and ioredis instrumentations, exporting
 * OTLP over HTTP to `OTEL_EXPORTER_OTLP_ENDPOINT` (the SDK reads the standard `OTEL_*` variables: service name,
 * headers, sampler, batch delay). Without the endpoint nothing is loaded and nothing is patched: tracing costs
 * nothing. Must run before anything requires `http`, `pg` or `ioredis` (main.ts imports it first).
 */
export function startTracing(env: NodeJS.ProcessEnv): void {
  if (sdk || !env.OTEL_EXPORTER_OTLP_ENDPOINT) return;
  const { NodeSDK } = require('@opentelemetry/sdk-node') as typeof import('@opentelemetry/sdk-node');
  const { OTLPTraceExporter } =
    require('@opentelemetry/exporter-trace-otlp-http') as typeof import('@opentelemetry/exporter-trace-otlp-http');
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
      }),
      new NestInstrumentation(),
      // Statements as sent, with placeholders: values (tenant data) never reach the collector.
      new PgInstrumentation({ enhancedDatabaseReporting: false }),
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

/** The active span's trace id (32 hex digits), when tracing is on and a span is active. */
export function activeTraceId(): string | undefined {
  const id = traceApi?.getActiveSpan()?.spanContext().traceId;
  return id && !/^0+$/.test(id) ? id : undefined;
}
