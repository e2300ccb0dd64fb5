import Fastify from 'fastify';
import { Writable } from 'node:stream';
import { createLogger, isSecretQueryKey, redactUrl } from './create-logger';

const STREAM_TOKEN = 'fmst1.eyJ0IjoiYWJjIiwicyI6ZmFsc2UsImV4cCI6MX0.c2lnbmF0dXJlLXZhbHVl';

/** A logger writing JSON lines into memory, so the test reads exactly what would reach the log sink. */
function capture() {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  return { logger: createLogger({ logLevel: 'info' }, sink), lines };
}

describe('createLogger request serializer', () => {
  it('blanks a stream token in the logged URL and query object, keeping the rest of the request', () => {
    const { logger, lines } = capture();
    const req = {
      id: 'r-1',
      method: 'GET',
      originalUrl: `/api/v2/notifications/stream?types=program.updated&token=${STREAM_TOKEN}`,
      query: { types: 'program.updated', token: STREAM_TOKEN },
      headers: { accept: 'text/event-stream' },
      socket: { remoteAddress: '127.0.0.1', remotePort: 4711 },
    };

    logger.info({ req }, 'incoming request');

    const logged = lines.join('\n');
    expect(logged).not.toContain(STREAM_TOKEN);
    expect(logged).not.toContain('fmst1.');
    const entry = JSON.parse(lines[0]!) as { req: { url: string; query: Record<string, unknown> } };
    expect(entry.req.url).toBe('/api/v2/notifications/stream?types=program.updated&token=[redacted]');
    expect(entry.req.query).toEqual({ types: 'program.updated', token: '[redacted]' });
    // The serializer works on a copy: the route still needs the token it is about to verify.
    expect(req.query.token).toBe(STREAM_TOKEN);
  });

  it('blanks every secret-named query key, however the name is spelled or encoded', () => {
    const { logger, lines } = capture();
    const secrets = ['s3cr3t-a', 's3cr3t-b', 's3cr3t-c', 's3cr3t-d', 's3cr3t-e', 's3cr3t-f', 's3cr3t-g'];
    const url =
      `/x?access_token=${secrets[0]}&KEY=${secrets[1]}&secret=${secrets[2]}&signature=${secrets[3]}` +
      `&sig=${secrets[4]}&%74oken=${secrets[5]}&X-Amz-Signature=${secrets[6]}&page=2`;
    logger.info({
      req: {
        method: 'GET',
        originalUrl: url,
        query: { sig: [secrets[4], 'again'], webhookSecret: secrets[2], page: '2' },
        headers: {},
      },
    });

    const logged = lines.join('\n');
    for (const secret of secrets) expect(logged).not.toContain(secret);
    expect(logged).not.toContain('again');
    const entry = JSON.parse(lines[0]!) as { req: { url: string; query: Record<string, unknown> } };
    expect(entry.req.url).toContain('&page=2');
    expect(entry.req.query.page).toBe('2');
  });

  it('keeps blanking our API keys wherever they appear in a value', () => {
    expect(redactUrl('/x?q=fm_live_abc123&next=%2Fy')).toBe('/x?q=[redacted]&next=%2Fy');
    expect(redactUrl('/plain/path')).toBe('/plain/path');
  });

  it('leaves ordinary parameters alone', () => {
    for (const name of ['types', 'page', 'region', 'category', 'monkey', 'tokens_used']) {
      expect(isSecretQueryKey(name)).toBe(false);
    }
    for (const name of ['token', 'stream_token', 'refreshToken', 'client_secret', 'x-api-key', 'Signature']) {
      expect(isSecretQueryKey(name)).toBe(true);
    }
  });

  it("redacts Fastify's own request log of a call with a token in the query", async () => {
    const { logger, lines } = capture();
    const app = Fastify({ loggerInstance: logger });
    app.get('/stream', async (request) => ({ seen: (request.query as { token?: string }).token }));

    const res = await app.inject({ method: 'GET', url: `/stream?token=${STREAM_TOKEN}&types=a` });
    await app.close();

    expect(res.json()).toEqual({ seen: STREAM_TOKEN });
    const incoming = lines
      .map((l) => JSON.parse(l) as { msg?: string })
      .find((e) => e.msg === 'incoming request');
    expect(incoming).toBeDefined();
    expect(lines.join('\n')).not.toContain(STREAM_TOKEN);
  });
});

describe('secret path segments', () => {
  it.each([
    ['/api/v2/video/downloads/T0K3N', '/api/v2/video/downloads/[redacted]'],
    ['/API/V2/Video/Downloads/T0K3N', '/API/V2/Video/Downloads/[redacted]'],
    ['/api/v2//video/downloads/T0K3N/x', '/api/v2//video/downloads/[redacted]/x'],
    ['/api/v2/video/%64ownloads/T0K3N?a=1', '/api/v2/video/%64ownloads/[redacted]?a=1'],
    ['/api/v2/video/jobs/T0K3N', '/api/v2/video/jobs/T0K3N'],
  ])('%s is logged as %s', (url, logged) => {
    expect(redactUrl(url)).toBe(logged);
  });
});
