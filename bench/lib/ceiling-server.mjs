// A bare Fastify in its own process answering every GET with one fixed JSON body, set by the parent over IPC
// (the protocol of fixed-body-server.mjs). CEILING_HEADERS=answer adds the headers the app's reads carry: its
// own security headers (registerSecurityHeaders), the rate-limit fields, ETag, Cache-Control and a generated
// X-Request-Id. No route, credential, limit or body of the app's: what Fastify and those headers cost alone.
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const require = createRequire(import.meta.url);
const Fastify = require('fastify');

const withAnswerHeaders = process.env.CEILING_HEADERS === 'answer';
let body = Buffer.from('{}');
const app = Fastify({ logger: false, genReqId: () => randomUUID() });
if (withAnswerHeaders) {
  // The app's TypeScript, transpiled on load (no build needed).
  require('../../scripts/register-ts.cjs');
  const fromApp = (p) => require(join(new URL('../..', import.meta.url).pathname, 'apps', 'api', 'src', p));
  const { registerSecurityHeaders } = fromApp('platform/http/security-headers');
  registerSecurityHeaders(app, {});
  app.addHook('onSend', (request, reply, payload, done) => {
    void reply.header('x-request-id', request.id);
    done(null, payload);
  });
}
let remaining = 1_000_000;
app.get('/*', (_request, reply) => {
  if (withAnswerHeaders) {
    remaining = remaining > 0 ? remaining - 1 : 1_000_000;
    void reply.headers({
      'ratelimit-policy': '"burst";q=1000;w=1, "tenant-burst";q=50000;w=1',
      ratelimit: `"burst";r=${remaining % 1000};t=1, "tenant-burst";r=${remaining % 50_000};t=1`,
      etag: '"c2"',
      'cache-control': 'private, no-cache',
    });
  }
  void reply.type('application/json; charset=utf-8').send(body);
});
process.on('message', (m) => {
  if (m.body !== undefined) body = Buffer.from(m.body, 'utf8');
  process.send({ ok: true, bytes: body.length });
});
await app.listen({ port: 0, host: '127.0.0.1' });
process.send({ port: app.server.address().port });
