import { Inject, Injectable, Logger } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AuthenticatedRequest } from '../auth/authenticated-request';
import { CallGate, callPolicyOf, type CallPolicy } from '../auth/call-gate';
import type { Principal } from '../auth/principal';
import { AppConfigToken, type AppConfig } from '../config/app-config';
import { sendError } from '../errors/global-exception.filter';
import { usageActorOf, type UsageActor } from '../events/usage-signals';
import { ApiValidationPipe } from '../validation/api-validation.pipe';
import { handlerRoute, type Handler, type HandlerRoute } from './handler-route';
import type { TenantScope } from '@libs/shared';

/** What a fast route sees of an admitted call: its arguments as the controller's handler gets them. */
export interface FastCall {
  principal: Principal;
  scope: TenantScope;
  actor: UsageActor;
  /** Path parameters by name, after the global pipe (`@Param('id')`). */
  params: Readonly<Record<string, unknown>>;
  /** The handler's `@Query()` after the global pipe (its DTO instance), else the parsed query. */
  query: unknown;
  /** The handler's `@Body()` after the global pipe (its DTO instance), else undefined. */
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
 * A call a feature answers in the fast lane; its Nest controller method (`handler`) stays the documented,
 * complete route, and everything but the answer is read from it: method, URL, the guard's policy
 * (`@RequireScopes`, `@AdmittedAs`) and the arguments the global pipe validates. A POST route must be a read
 * in effect (matching: nothing stored, answered from memory): the lane has no idempotency, transaction or
 * interceptor of its own, and `handlerRoute` refuses a handler with any such step.
 */
export interface FastRoute {
  handler: Handler;
  /**
   * The answer to an admitted call with valid arguments, or undefined to leave the request to the
   * controller, which then answers it as it always did (a 404, a cold cache); the call is not admitted twice.
   * Free of side effects but the answer's own `answered`.
   */
  answer(call: FastCall): FastAnswer | undefined | Promise<FastAnswer | undefined>;
}

interface Entry extends HandlerRoute {
  policy: CallPolicy;
  answer: FastRoute['answer'];
}

/**
 * The fast lane (ADR 0028): an authenticated call to a fast route is answered in Fastify's `preHandler`,
 * before Nest's router builds its execution context, resolves each handler parameter and maps the result.
 * It has no rule of its own: the call is admitted by the guard's `CallGate` under the route's own policy
 * (credential, `X-Tenant-Id`, scopes, limits, quota), its arguments go through the global pipe instance
 * (`ApiValidationPipe`, the same memo), and a refusal of either is answered by the error filter's
 * `sendError`: the same status, body and headers as the pipeline, by the same code. Only the answer is the
 * route's (built by the class its controller uses); a route that declines leaves the admitted request to
 * Nest. `FAST_LANE=false` switches the lane off (the tests run the security suites both ways).
 */
@Injectable()
export class FastLane {
  /** By method, then by Fastify's route URL. */
  private readonly routes = { GET: new Map<string, Entry>(), POST: new Map<string, Entry>() };
  private readonly log = new Logger('FastLane');
  /** Calls answered here (refusals included) and calls left to the pipeline (for tests and diagnostics). */
  readonly counts = { answered: 0, passed: 0 };

  constructor(
    private readonly gate: CallGate,
    private readonly pipe: ApiValidationPipe,
    private readonly reflector: Reflector,
    @Inject(AppConfigToken) private readonly config: AppConfig,
  ) {}

  get enabled(): boolean {
    // Nest's preview mode (export-openapi.ts: the documents without a database) runs no constructor, so
    // there is no config, no gate and no route: no lane.
    return this.config !== undefined && this.config.fastLane !== false;
  }

  /** Called by a feature (its module's `onModuleInit`); a second route for the same method and URL is a bug. */
  add(route: FastRoute): void {
    const handler = handlerRoute(route.handler);
    const policy = callPolicyOf(this.reflector, handler.targets);
    const name = `${handler.method} ${handler.url}`;
    // The answer is a tenant's: a public route has no principal to answer for.
    if (policy.public) throw new Error(`fast route ${name} is public`);
    const routes = this.routes[handler.method];
    if (routes.has(handler.url)) throw new Error(`fast route ${name} is added twice`);
    routes.set(handler.url, { ...handler, policy, answer: route.answer });
  }

  /** The routes it answers, as `GET /api/v1/programs/{id}` (OpenAPI's path form), switched on or not. */
  routeNames(): string[] {
    return (['GET', 'POST'] as const).flatMap((method) =>
      [...this.routes[method].keys()].map((url) => `${method} ${url.replace(/:(\w+)/g, '{$1}')}`),
    );
  }

  /** Installs the lane's hook; other hooks (headers, string checks, CORS) run before it as for any route. */
  install(fastify: FastifyInstance): void {
    if (!this.enabled) return;
    fastify.addHook('preHandler', (request, reply, done) => {
      const routes =
        request.method === 'GET' || request.method === 'POST' ? this.routes[request.method] : null;
      const entry = routes?.get(request.routeOptions.url ?? '');
      if (!entry) return done();
      this.tryAnswer(entry, request, reply).then(
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

  private async tryAnswer(entry: Entry, request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    const call = request as unknown as AuthenticatedRequest;
    let args: Pick<FastCall, 'params' | 'query' | 'body'>;
    try {
      await this.gate.admit(call, reply, entry.policy);
      args = await this.arguments(entry, request);
    } catch (err) {
      this.counts.answered++;
      sendError(reply, err, this.log);
      return true;
    }
    const principal = call.principal!;
    const answer = await entry.answer({
      principal,
      scope: { tenantId: principal.tenantId, sandbox: principal.sandbox },
      actor: usageActorOf(call),
      ...args,
      headers: call.headers,
    });
    if (!answer) {
      this.counts.passed++;
      return false;
    }
    this.counts.answered++;
    try {
      answer.answered?.();
    } catch (err) {
      // The call is admitted (counted): it is answered here whatever its usage signal does.
      this.log.warn(`usage signal failed: ${err instanceof Error ? err.message : String(err)}`);
    }
    void reply.status(answer.status).headers(answer.headers).send(answer.body);
    return true;
  }

  /** The handler's arguments through the global pipe, in Nest's order (the first refusal is the answer). */
  private async arguments(entry: Entry, request: FastifyRequest) {
    const sources = { query: request.query, body: request.body, param: request.params };
    const piped = { params: {} as Record<string, unknown>, query: request.query, body: undefined as unknown };
    for (const argument of entry.piped) {
      const source = sources[argument.type] as Record<string, unknown> | undefined;
      const value = await this.pipe.transform(argument.data ? source?.[argument.data] : source, argument);
      if (argument.type === 'param') {
        if (argument.data) piped.params[argument.data] = value;
        else Object.assign(piped.params, value);
      } else if (!argument.data) piped[argument.type] = value;
    }
    return piped;
  }
}
