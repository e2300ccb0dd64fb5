import { Inject, Injectable, Logger } from '@nestjs/common';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AuthenticatedRequest } from '../auth/authenticated-request';
import { Authenticator } from '../auth/authenticator.port';
import { CallAdmission } from '../auth/call-admission.port';
import { principalRefusal, tokenOf } from '../auth/credential-checks';
import type { Principal } from '../auth/principal';
import type { Scope } from '../auth/scopes';
import { AppConfigToken, type AppConfig } from '../config/app-config';
import { sendError } from '../errors/global-exception.filter';
import { usageActorOf, type UsageActor } from '../events/usage-signals';
import type { TenantScope } from '@libs/shared';

/** What a fast route sees of an authenticated call. */
export interface FastCall {
  principal: Principal;
  scope: TenantScope;
  actor: UsageActor;
  params: Readonly<Record<string, string>>;
  query: unknown;
  /** A POST's body as the JSON parser left it (after the body scan); unchecked: the route checks it. */
  body: unknown;
  headers: Readonly<Record<string, string | string[] | undefined>>;
}

/** A complete answer; the lane adds the admission's rate-limit headers (and the kernel's own hooks theirs). */
export interface FastAnswer {
  status: 200 | 304;
  headers: Readonly<Record<string, string>>;
  body: string | Buffer;
  /** Runs once the call is admitted and answered (a usage signal); never for a refused call. */
  answered?: () => void;
}

/**
 * A call a feature answers in the fast lane; its Nest controller stays the documented, complete route. A POST
 * route must be a read in effect (matching: nothing stored, answered from memory): the lane has no
 * idempotency, transaction or interceptor of its own.
 */
export interface FastRoute {
  /** GET (the default; HEAD stays the pipeline's) or POST. */
  method?: 'GET' | 'POST';
  /** The controller's route as Fastify knows it, e.g. `/api/v1/programs/:id`. */
  url: string;
  /** Scopes the controller requires beyond `api` (its `@RequireScopes`). */
  scopes?: readonly Scope[];
  /**
   * The answer to a caller who passed every check, or undefined to leave the request to the full pipeline,
   * which then answers it as it always did (a 404, a 400, a cold cache). Free of side effects: the call is
   * admitted (counted, maybe refused) only after.
   */
  answer(call: FastCall): FastAnswer | undefined | Promise<FastAnswer | undefined>;
}

/**
 * The fast lane (ADR 0012, "Fast lane"): a warm, well-formed, authenticated read is answered in Fastify's
 * `preHandler`, before Nest's router builds its execution context, runs the guard, resolves and pipes each
 * handler parameter and maps the result (measured: about half the CPU of a warm catalogue read). It makes the
 * guard's checks (credential-checks.ts, the same code), takes the principal only from the cache
 * (`Authenticator.peek`) and admits the call with the same `CallAdmission`, so limits, quotas and their
 * headers are the guard's. Everything else — a missing or refused credential, a cold cache, `X-Tenant-Id`, a
 * request the route declines — goes on to Nest unchanged: the lane never answers an error of its own except
 * the admission's 429, which the guard would have answered identically. `FAST_LANE=false` switches it off.
 */
@Injectable()
export class FastLane {
  /** By method, then by Fastify's route URL. */
  private readonly routes = { GET: new Map<string, FastRoute>(), POST: new Map<string, FastRoute>() };
  private readonly log = new Logger('FastLane');
  /** Calls answered here and calls left to the pipeline (for tests and diagnostics). */
  readonly counts = { answered: 0, passed: 0 };

  constructor(
    private readonly authenticator: Authenticator,
    private readonly admission: CallAdmission,
    @Inject(AppConfigToken) private readonly config: AppConfig,
  ) {}

  get enabled(): boolean {
    // Nest's preview mode (export-openapi.ts: the documents without a database) runs no constructor, so
    // there is no config, no authenticator and no route: no lane.
    return this.config !== undefined && this.config.fastLane !== false;
  }

  /** Called by a feature (its module's `onModuleInit`); a second route for the same method and URL is a bug. */
  add(route: FastRoute): void {
    const routes = this.routes[route.method ?? 'GET'];
    if (routes.has(route.url))
      throw new Error(`fast route ${route.method ?? 'GET'} ${route.url} is added twice`);
    routes.set(route.url, route);
  }

  /** Installs the lane's hook; other hooks (headers, string checks, CORS) run before it as for any route. */
  install(fastify: FastifyInstance): void {
    if (!this.enabled) return;
    fastify.addHook('preHandler', (request, reply, done) => {
      const routes =
        request.method === 'GET' || request.method === 'POST' ? this.routes[request.method] : null;
      const route = routes?.get(request.routeOptions.url ?? '');
      if (!route) return done();
      this.tryAnswer(route, request, reply).then(
        (answered) => {
          if (!answered) done();
        },
        (err: unknown) => {
          // A fault of the lane itself: the pipeline answers the request, unless an answer went out already.
          this.log.error(err instanceof Error ? (err.stack ?? err.message) : String(err));
          if (!reply.sent) done();
        },
      );
    });
  }

  private async tryAnswer(route: FastRoute, request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    const call = request as unknown as AuthenticatedRequest;
    const presented = tokenOf(call);
    const principal = 'token' in presented ? this.authenticator.peek(presented.token) : undefined;
    if (!principal || principalRefusal(principal, call, route.scopes ?? []) !== null) return this.pass();
    call.principal = principal;
    call.tenantId = principal.tenantId;
    const answer = await route.answer({
      principal,
      scope: { tenantId: principal.tenantId, sandbox: principal.sandbox },
      actor: usageActorOf(call),
      params: request.params as Record<string, string>,
      query: request.query,
      body: request.body,
      headers: call.headers,
    });
    if (!answer) return this.pass();
    this.counts.answered++;
    try {
      await this.admission.admit(principal, reply);
    } catch (err) {
      sendError(reply, err, this.log);
      return true;
    }
    try {
      answer.answered?.();
    } catch (err) {
      // The call is admitted (counted): it is answered here whatever its usage signal does.
      this.log.warn(`usage signal failed: ${err instanceof Error ? err.message : String(err)}`);
    }
    void reply.status(answer.status).headers(answer.headers).send(answer.body);
    return true;
  }

  private pass(): false {
    this.counts.passed++;
    return false;
  }
}
