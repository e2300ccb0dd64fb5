import type { DestinationStream } from 'pino';
import { createFastifyAdapter } from './configure-app';
import type { AppConfig } from './platform/config/app-config';
import { createLogger } from './platform/logging/create-logger';

/** The adapter as main.ts makes it, its log lines captured. */
function adapterWith(logLevel: AppConfig['logLevel']) {
  const lines: Record<string, unknown>[] = [];
  const sink: DestinationStream = { write: (line: string) => void lines.push(JSON.parse(line)) };
  const config = { logLevel, bodyLimitBytes: 100_000 } as AppConfig;
  const adapter = createFastifyAdapter(config, createLogger(config, sink));
  return { fastify: adapter.getInstance(), lines };
}

describe('createFastifyAdapter', () => {
  // Operators read the start's output: a deprecation warning there says the app is configured wrong.
  it('starts Fastify without a deprecation warning', () => {
    const warned = jest.spyOn(process, 'emitWarning').mockImplementation(() => undefined);
    try {
      adapterWith('info');
      expect(warned.mock.calls.map(([warning]) => String(warning))).toEqual([]);
    } finally {
      warned.mockRestore();
    }
  });

  it('logs a request under its id as `requestId`, and no request at level silent', async () => {
    const info = adapterWith('info');
    await info.fastify.inject({ url: '/nowhere', headers: { 'x-request-id': 'req-42' } });
    expect(info.lines.filter((l) => l.requestId === 'req-42').map((l) => l.msg)).toEqual([
      'incoming request',
      'Route GET:/nowhere not found',
      'request completed',
    ]);
    const silent = adapterWith('silent');
    await silent.fastify.inject({ url: '/nowhere' });
    expect(silent.lines).toEqual([]);
  });
});
