import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import { LogController } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { AppConfig } from './platform/config/app-config';
import { registerFormBodyParser } from './platform/auth/form-body-parser';
import { answerClientError, answerFrameworkError } from './platform/errors/framework-errors';
import { GlobalExceptionFilter } from './platform/errors/global-exception.filter';
import { registerJsonBodyParser } from './platform/errors/json-body-parser';
import { FastLane } from './platform/http/fast-lane';
import { activeTraceId, nameServerSpan, tracingActive } from './platform/tracing/start-tracing';
import { requestLoggerFactory } from './platform/logging/request-logger';
import { AppMetrics } from './platform/metrics/app-metrics';
import { installMetrics } from './platform/metrics/metrics-http';
import { registerSecurityHeaders } from './platform/http/security-headers';
import { registerIdempotencyCompletion } from './platform/idempotency/idempotency-completion';
import { IdempotencyStore } from './platform/idempotency/idempotency-store';
import { buildOpenApiDocuments } from './platform/openapi/build-openapi';
import { serveOpenApi } from './platform/openapi/serve-openapi';
import { ApiValidationPipe } from './platform/validation/api-validation.pipe';
import { MAX_PATH_PARAMETER_LENGTH } from './platform/validation/input-bounds';
import { registerCleanStringCheck } from './platform/validation/refuse-unclean-strings';

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** The Fastify adapter with our body limit, request ids and pino logger (the same for main and tests). */
export function createFastifyAdapter(config: AppConfig, logger: Logger): FastifyAdapter {
  return new FastifyAdapter({
    // TLS 1.3 only when the app terminates TLS itself (spec section 5); HSTS is on every answer anyway.
    ...(config.tls
      ? { https: { cert: config.tls.cert, key: config.tls.key, minVersion: 'TLSv1.3' as const } }
      : {}),
    bodyLimit: config.bodyLimitBytes,
    loggerInstance: logger,
    // Fastify 5.11's place for both (the top-level options warn at every start).
    logController: new LogController({
      disableRequestLogging: config.logLevel === 'silent',
      requestIdLogLabel: 'requestId',
    }),
    // The request's child logger only once a line is written (request-logger.ts).
    childLoggerFactory: requestLoggerFactory as never,
    // Errors Fastify answers itself (bad URL encoding, over-long path parameter, malformed HTTP) use our body.
    routerOptions: { maxParamLength: MAX_PATH_PARAMETER_LENGTH },
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
    // A caller's X-Request-Id is kept when it is a sane token, so that logs correlate across services; else,
    // with tracing on, the trace id (logs, answer and trace then share one id), else a fresh UUID.
    genReqId: (req: { headers: Record<string, string | string[] | undefined> }) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : (activeTraceId() ?? randomUUID());
    },
  });
}

/** Everything besides modules that makes the app behave as specified; used by main.ts and every e2e test. */
export async function configureApp(app: NestFastifyApplication, config: AppConfig): Promise<void> {
  const fastify = app.getHttpAdapter().getInstance();
  // A route may set its own body limit with `@RouteConfig({ bodyLimit })` (the analytics batch of 1,000
  // events); every other route keeps BODY_LIMIT_BYTES. Registered before the routes, so it sees them all.
  fastify.addHook('onRoute', (route) => {
    const limit = (route.config as { bodyLimit?: unknown } | undefined)?.bodyLimit;
    if (typeof limit === 'number') route.bodyLimit = limit;
  });
  // With tracing on, the server span is named by the matched route template (first, before the fast lane
  // may answer in its own onRequest hook); off, no hook runs.
  if (tracingActive())
    fastify.addHook('onRequest', (request, _reply, done) => {
      const route = request.routeOptions.url;
      if (route) nameServerSpan(request.raw, request.method, route);
      done();
    });
  registerJsonBodyParser(fastify);
  registerFormBodyParser(fastify);
  registerCleanStringCheck(fastify);
  // JSON answers get the API set; HTML pages helmet's defaults, whose CSP lets the Swagger UI at /api/docs run.
  registerSecurityHeaders(fastify, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: [`'self'`],
        styleSrc: [`'self'`, `'unsafe-inline'`],
        imgSrc: [`'self'`, 'data:', 'validator.swagger.io'],
        scriptSrc: [`'self'`, `https: 'unsafe-inline'`],
      },
    },
  });
  // onSend (not onRequest): it also reaches the answers Fastify gives before routing (frameworkErrors).
  fastify.addHook('onSend', (request, reply, payload, done) => {
    void reply.header('x-request-id', request.id);
    done(null, payload);
  });
  // Stores the answer of a call that claimed an idempotency key (the guard of `@Idempotent()` claims it).
  const idempotencyStore = app.get(IdempotencyStore, { strict: false });
  if (idempotencyStore) registerIdempotencyCompletion(fastify, idempotencyStore);
  // The instance the fast lane validates with too; Nest's preview mode (the OpenAPI export) may hold none.
  app.useGlobalPipes(app.get(ApiValidationPipe, { strict: false }) ?? new ApiValidationPipe());
  app.useGlobalFilters(new GlobalExceptionFilter());
  if (config.corsOrigins.length > 0) {
    app.enableCors({ origin: config.corsOrigins.includes('*') ? true : config.corsOrigins });
  }
  app.enableShutdownHooks();
  // Nest's preview mode (the OpenAPI export) instantiates no factory provider: metrics are off there.
  installMetrics(fastify, app.get(AppMetrics, { strict: false }) ?? new AppMetrics(null));
  app.get(FastLane).install(fastify);
  serveOpenApi(app, buildOpenApiDocuments(app));
}
