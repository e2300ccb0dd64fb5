import Fastify, { LogController } from 'fastify';
import type { DestinationStream } from 'pino';
import { createLogger } from './create-logger';
import { requestLoggerFactory } from './request-logger';

function capture(level: string) {
  const lines: Record<string, unknown>[] = [];
  const sink: DestinationStream = { write: (line: string) => void lines.push(JSON.parse(line)) };
  const logger = createLogger({ logLevel: level as 'info' }, sink);
  return { logger, lines };
}

async function appWith(level: string) {
  const { logger, lines } = capture(level);
  const spy = jest.spyOn(logger, 'child');
  // Fastify makes one child of its own at start; the request ones carry the request id.
  const child = () => spy.mock.calls.filter(([bindings]) => 'requestId' in bindings);
  const app = Fastify({
    loggerInstance: logger,
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
    genReqId: () => 'req-1',
    childLoggerFactory: requestLoggerFactory as never,
  });
  app.get('/quiet', async () => ({ ok: true }));
  app.get('/warns', async (request) => {
    request.log.warn({ detail: 'x' }, 'something odd');
    return { ok: true };
  });
  return { app, lines, child };
}

describe('requestLoggerFactory', () => {
  it('at level warn, a request that writes nothing makes no child logger', async () => {
    const { app, lines, child } = await appWith('warn');
    expect((await app.inject({ url: '/quiet' })).statusCode).toBe(200);
    await app.close();
    expect(child()).toHaveLength(0);
    expect(lines).toEqual([]);
  });

  it('a line that is written carries the request id, as the child would write it', async () => {
    const { app, lines, child } = await appWith('warn');
    await app.inject({ url: '/warns' });
    await app.close();
    expect(child()).toHaveLength(1);
    expect(lines).toEqual([
      expect.objectContaining({ level: 40, requestId: 'req-1', detail: 'x', msg: 'something odd' }),
    ]);
  });

  it("at level info, Fastify's request lines carry the request id", async () => {
    const { app, lines } = await appWith('info');
    await app.inject({ url: '/quiet' });
    await app.close();
    const messages = lines.filter((l) => l.requestId === 'req-1').map((l) => l.msg);
    expect(messages).toEqual(['incoming request', 'request completed']);
  });
});
