import { HttpException } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';
import { bodyOf } from './global-exception.filter';
import { inputRefused } from './input-refused';
import { JSON_BODY_LIMITS, type JsonBodyLimits } from './json-body-limits';
import { scanJsonBody } from './scan-json-body';

/**
 * A route may widen a limit with `@RouteConfig({ jsonBodyLimits })` where its own body limit already bounds
 * what the scan guards against (the analytics batch: its plan limit answers 413, ADR 0003).
 */
function limitsOf(config: unknown): JsonBodyLimits {
  const own = (config as { jsonBodyLimits?: Partial<JsonBodyLimits> } | undefined)?.jsonBodyLimits;
  return own ? { ...JSON_BODY_LIMITS, ...own } : JSON_BODY_LIMITS;
}

/**
 * Fastify's own JSON parser (with its prototype-poisoning protection), but failing with our error body:
 * Nest turns Fastify's parser errors into plain HttpExceptions and loses their codes on the way.
 * Before it, one linear pass refuses what JSON.parse would accept but nothing after it should have to
 * handle: deep nesting, huge objects or arrays, repeated fields, NUL and lone surrogates (scan-json-body.ts).
 * Only JSON is accepted; any other media type answers 415.
 */
export function registerJsonBodyParser(fastify: FastifyInstance): void {
  const parseJson = fastify.getDefaultJsonParser('error', 'error');
  fastify.removeAllContentTypeParsers();
  fastify.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '' || (typeof body === 'string' && body.trim() === '')) {
      done(new HttpException(bodyOf('BODY_REQUIRED'), 400), undefined);
      return;
    }
    const refusal = scanJsonBody(body as string, limitsOf(request.routeOptions?.config));
    if (refusal) {
      done(inputRefused(refusal.code, [refusal.issue]), undefined);
      return;
    }
    // Fastify's default parser answers through the callback, synchronously; its type also allows a promise,
    // which this parser never returns, so there is nothing to await.
    void parseJson(request, body as string, (err, value) => {
      if (err) done(new HttpException(bodyOf('INVALID_JSON'), 400), undefined);
      else done(null, value);
    });
  });
}
