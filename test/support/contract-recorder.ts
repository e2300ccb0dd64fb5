import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import {
  API_VERSIONS,
  apiVersionsOf,
  VERSIONS,
  type ApiVersion,
} from '../../apps/api/src/platform/openapi/api-versions';
import { isUndocumentedRoute } from '../contract/undocumented-routes';
import { OpenApiResponseValidator, type RecordedExchange } from './openapi-response-validator';

/**
 * The contract recorder: every response the app sends during a test is checked against the OpenAPI document
 * the same app serves for the response's path: the v1 or the v2 description (`apiVersionsOf`; a version-neutral
 * route such as `/health` is in both and checked against v1). `createTestApp` installs it (one line) before the app registers its routes, so every
 * e2e test feeds it without knowing. Violations are collected while the tests run and reported when the test
 * file closes its app: the file then fails with one line per non-conforming response, naming the test.
 *
 * Why in-process and not files that a later test reads: Jest runs the projects' files in parallel, in no
 * fixed order, so a "validate what e2e recorded" test could run before e2e did. Checking where the response
 * is produced needs no ordering, no temp files and no second run. `CONTRACT_RECORDER=off` turns it off
 * (e.g. to see an e2e failure alone while the document is being changed).
 */
export interface ContractRecorder {
  /** Routes Fastify registered (method and URL pattern), for the route-table contract test. */
  readonly routes: ReadonlyArray<{ method: string; url: string }>;
  /** Every exchange seen so far. */
  readonly exchanges: ReadonlyArray<RecordedExchange>;
  /** Rejects when a response did not conform; awaited by `TestApp.close()`. */
  verify(): Promise<void>;
}

const PAYLOAD = Symbol('contract-recorder-payload');
const recorders = new WeakMap<object, ContractRecorder>();

/** The recorder of an app made by `createTestApp`. */
export function contractRecorderOf(app: NestFastifyApplication): ContractRecorder {
  const recorder = recorders.get(app);
  if (!recorder) throw new Error('This app has no contract recorder (create it with createTestApp)');
  return recorder;
}

function currentTest(): string | undefined {
  const state = (globalThis as { expect?: { getState(): { currentTestName?: string } } }).expect?.getState();
  return state?.currentTestName;
}

export function recordContract(app: NestFastifyApplication): ContractRecorder {
  const fastify = app.getHttpAdapter().getInstance();
  const routes: { method: string; url: string }[] = [];
  const exchanges: RecordedExchange[] = [];
  const violations: string[] = [];
  const pending = new Set<Promise<void>>();
  const enabled = process.env.CONTRACT_RECORDER !== 'off';
  const validators = new Map<ApiVersion, Promise<OpenApiResponseValidator>>();

  const loadValidator = (version: ApiVersion) => {
    let validator = validators.get(version);
    if (!validator) {
      validator = fastify
        .inject({ method: 'GET', url: API_VERSIONS[version].json })
        .then((res) => new OpenApiResponseValidator(res.json(), isUndocumentedRoute));
      validators.set(version, validator);
    }
    return validator;
  };
  // Unrouted answers (404, early 400/413/415) by the URL's prefix; both documents share the error schema.
  const versionOf = (x: RecordedExchange) =>
    apiVersionsOf(x.route ?? x.url.split('?')[0]!)[0] ?? VERSIONS[0]!;

  fastify.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url });
  });
  if (enabled) {
    fastify.addHook('onSend', async (request, _reply, payload) => {
      (request as unknown as Record<symbol, unknown>)[PAYLOAD] = payload;
      return payload;
    });
    fastify.addHook('onResponse', async (request, reply) => {
      const payload = (request as unknown as Record<symbol, unknown>)[PAYLOAD];
      const exchange: RecordedExchange = {
        method: request.method,
        url: request.url,
        route: request.routeOptions.url,
        status: reply.statusCode,
        headers: reply.getHeaders(),
        body:
          typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : '',
        test: currentTest(),
      };
      if (exchange.route !== undefined && isUndocumentedRoute(exchange.route)) return;
      exchanges.push(exchange);
      const checked = loadValidator(versionOf(exchange)).then(
        (v) => void violations.push(...v.check(exchange)),
        (err: unknown) =>
          void violations.push(`${exchange.method} ${exchange.url}: could not validate: ${String(err)}`),
      );
      pending.add(checked);
      await checked;
      pending.delete(checked);
    });
  }

  const recorder: ContractRecorder = {
    routes,
    exchanges,
    async verify() {
      await Promise.all(pending);
      if (violations.length === 0) return;
      const lines = [...new Set(violations)].map((v) => `  - ${v}`);
      throw new Error(
        `Responses that do not match the OpenAPI document (test/contract):\n${lines.join('\n')}`,
      );
    },
  };
  recorders.set(app, recorder);
  return recorder;
}
