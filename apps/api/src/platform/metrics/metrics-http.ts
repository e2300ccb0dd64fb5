import type { FastifyInstance } from 'fastify';
import type { AuthenticatedRequest } from '../auth/authenticated-request';
import { bodyOf } from '../errors/global-exception.filter';
import type { AppMetrics } from './app-metrics';

/** The route of the scrape; outside both API documents, like the Swagger UI (an operator's, not an API call). */
export const METRICS_PATH = '/metrics';

/**
 * Counts every answer (onResponse: the fast lane's, errors and answers before routing included) and serves
 * `GET /metrics` to a scraper with `Authorization: Bearer <METRICS_TOKEN>`. The hooks are installed only when
 * the token is set: without it the hot path runs no metrics code at all.
 */
export function installMetrics(fastify: FastifyInstance, metrics: AppMetrics): void {
  const json = 'application/json; charset=utf-8';
  // The route exists either way (the route table stays the same); switched off it answers like an unknown path.
  fastify.get(METRICS_PATH, async (request, reply) => {
    if (!metrics.enabled)
      return reply.status(404).header('content-type', json).send(bodyOf('ROUTE_NOT_FOUND'));
    if (!metrics.authorizes(request.headers.authorization)) {
      return reply
        .status(401)
        .header('www-authenticate', 'Bearer realm="metrics"')
        .header('content-type', json)
        .send(bodyOf('UNAUTHORIZED'));
    }
    return reply.header('content-type', metrics.registry.contentType).send(await metrics.registry.metrics());
  });
  if (!metrics.enabled) return;
  fastify.addHook('onSend', (_request, reply, payload, done) => {
    if (reply.statusCode === 429 && typeof payload === 'string') {
      const code = /"code":"([A-Z_]+)"/.exec(payload)?.[1] ?? 'unknown';
      metrics.refusals.inc({ code });
    }
    done(null, payload);
  });
  fastify.addHook('onResponse', (request, reply, done) => {
    // The template (`/api/v1/programs/:id`), never the URL: ids would make a series per resource.
    const route = request.routeOptions.url ?? 'unmatched';
    if (route !== METRICS_PATH) {
      const labels = { method: request.method, route, status: String(reply.statusCode) };
      metrics.httpRequests.inc(labels);
      metrics.httpDuration.observe(labels, reply.elapsedTime / 1000);
      const principal = (request as unknown as AuthenticatedRequest).principal;
      if (principal)
        metrics.calls.inc({ plan: principal.plan, mode: principal.sandbox ? 'sandbox' : 'live' });
    }
    done();
  });
}
