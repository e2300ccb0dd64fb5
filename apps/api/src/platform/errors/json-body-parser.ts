import { HttpException } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';
import { bodyOf } from './global-exception.filter';
import { inputRefused } from './input-refused';
import { scanJsonBody } from './scan-json-body';

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
    const refusal = scanJsonBody(body as string);
    if (refusal) {
      done(inputRefused(refusal.code, [refusal.issue]), undefined);
      return;
    }
    parseJson(request, body as string, (err, value) => {
      if (err) done(new HttpException(bodyOf('INVALID_JSON'), 400), undefined);
      else done(null, value);
    });
  });
}
