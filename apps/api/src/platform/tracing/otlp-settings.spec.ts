import { otlpTraceProtocol, sanitisedStatement, tracingWanted } from './otlp-settings';

describe('OTLP settings from the standard variables', () => {
  it.each([
    [{}, 'http/protobuf'],
    [{ OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json' }, 'http/json'],
    [
      { OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json', OTEL_EXPORTER_OTLP_TRACES_PROTOCOL: 'http/protobuf' },
      'http/protobuf',
    ],
    [{ OTEL_EXPORTER_OTLP_PROTOCOL: ' ' }, 'http/protobuf'],
  ])('protocol of %j is %s', (env, protocol) => {
    expect(otlpTraceProtocol(env)).toBe(protocol);
  });

  it('refuses a protocol it cannot speak, naming the variable', () => {
    expect(() => otlpTraceProtocol({ OTEL_EXPORTER_OTLP_PROTOCOL: 'grpc' })).toThrow(
      'OTEL_EXPORTER_OTLP_PROTOCOL="grpc" is not supported',
    );
    expect(() => otlpTraceProtocol({ OTEL_EXPORTER_OTLP_TRACES_PROTOCOL: 'http/xml' })).toThrow(
      /OTEL_EXPORTER_OTLP_TRACES_PROTOCOL/,
    );
  });

  it.each([
    [{}, false],
    [{ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318' }, true],
    [{ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://c:4318/v1/traces' }, true],
    [{ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318', OTEL_SDK_DISABLED: 'true' }, false],
    [{ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318', OTEL_TRACES_EXPORTER: 'none' }, false],
  ])('tracing for %j: %s', (env, wanted) => {
    expect(tracingWanted(env)).toBe(wanted);
  });
});

describe('sanitisedStatement', () => {
  const tenant = '3f0c2a4e-8d1b-4c6e-9a7f-1b2c3d4e5f60';
  it('leaves no tenant id in the tenant transaction opening', () => {
    const sql = `SELECT set_config('app.tenant_id', '${tenant}', true), set_config('role', 'fm_app', true)`;
    expect(sanitisedStatement(sql)).toBe('SELECT set_config(?, ?, true), set_config(?, ?, true)');
  });

  it.each([
    ["WHERE name = 'O''Brien' AND id = $1", 'WHERE name = ? AND id = $1'],
    ["SELECT E'a\\nb', N'x'", 'SELECT ?, ?'],
    [
      'INSERT INTO calculations (id, tenant_id) VALUES ($1, $2)',
      'INSERT INTO calculations (id, tenant_id) VALUES ($1, $2)',
    ],
  ])('%s', (sql, expected) => {
    expect(sanitisedStatement(sql)).toBe(expected);
  });
});
