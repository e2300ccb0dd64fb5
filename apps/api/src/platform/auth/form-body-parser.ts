import { HttpException } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';
import { bodyOf } from '../errors/global-exception.filter';

/** The one route that takes a form body: OAuth clients post `application/x-www-form-urlencoded` (RFC 6749). */
export const TOKEN_PATH = '/api/v1/oauth/token';

/** Form bodies for the token endpoint only; every other route keeps answering 415 for them. */
export function registerFormBodyParser(fastify: FastifyInstance): void {
  fastify.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (request, body, done) => {
      if (request.url.split('?')[0] !== TOKEN_PATH) {
        done(new HttpException(bodyOf('UNSUPPORTED_MEDIA_TYPE'), 415), undefined);
        return;
      }
      const form = new URLSearchParams(body as string);
      const fields: Record<string, string> = {};
      for (const [name, value] of form) {
        // RFC 6749 section 3.2: a parameter sent twice is an invalid request.
        if (name in fields) {
          done(new HttpException(bodyOf('BAD_REQUEST'), 400), undefined);
          return;
        }
        fields[name] = value;
      }
      done(null, fields);
    },
  );
}
