/** The OTLP encodings this service exports in (OTLP/HTTP; gRPC is not offered). */
const PROTOCOLS = ['http/protobuf', 'http/json'] as const;
export type OtlpProtocol = (typeof PROTOCOLS)[number];

/**
 * Whether traces are exported: a collector is named for all signals or for traces alone, and neither the SDK
 * nor the trace exporter is switched off (the specification's `OTEL_SDK_DISABLED`, `OTEL_TRACES_EXPORTER=none`).
 */
export function tracingWanted(env: NodeJS.ProcessEnv): boolean {
  if (env.OTEL_SDK_DISABLED?.trim().toLowerCase() === 'true') return false;
  if (env.OTEL_TRACES_EXPORTER?.trim().toLowerCase() === 'none') return false;
  return Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT);
}

/**
 * The trace exporter's encoding as the OpenTelemetry specification names it: the signal's own variable, else
 * the general one, else `http/protobuf` (the specification's default). Anything else stops the start naming
 * the variable, as every other setting does: a collector that silently receives nothing is worse.
 */
export function otlpTraceProtocol(env: NodeJS.ProcessEnv): OtlpProtocol {
  for (const name of ['OTEL_EXPORTER_OTLP_TRACES_PROTOCOL', 'OTEL_EXPORTER_OTLP_PROTOCOL']) {
    const value = env[name]?.trim();
    if (!value) continue;
    if ((PROTOCOLS as readonly string[]).includes(value)) return value as OtlpProtocol;
    throw new Error(`${name}="${value}" is not supported: use ${PROTOCOLS.join(' or ')}`);
  }
  return 'http/protobuf';
}

/** A single-quoted SQL string literal ('' inside is a quote), with an optional E or N prefix. */
const STRING_LITERAL = /(?:\b[EeNn])?'(?:[^']|'')*'/g;

/**
 * A statement as a span may carry it: every string literal replaced by `?` (the OpenTelemetry semantic
 * conventions' sanitisation of `db.query.text`). Values are sent as parameters, which are never exported;
 * the few that are written into the text are: the tenant transaction's opening writes the tenant id into
 * its `set_config('app.tenant_id', …)` (one simple-protocol round trip, ADR 0012).
 */
export function sanitisedStatement(sql: string): string {
  return sql.replace(STRING_LITERAL, '?');
}
