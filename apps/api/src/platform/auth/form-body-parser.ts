import { HttpException } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';
import { bodyOf } from '../errors/global-exception.filter';
import { inputRefused } from '../errors/input-refused';
import { JSON_BODY_LIMITS } from '../errors/json-body-limits';
import { isCleanString, UNCLEAN_STRING_MESSAGE } from '../validation/clean-string';

/** The one route that takes a form body: OAuth clients post `application/x-www-form-urlencoded` (RFC 6749). */
export const TOKEN_PATH = '/api/v1/oauth/token';

/** The web console's pages post plain HTML forms (ADR 0021); it checks their CSRF token itself. */
export const CONSOLE_PATH_PREFIX = '/console/';

/** Form bodies for the token endpoint and the console only; every other route keeps answering 415 for them. */
export function registerFormBodyParser(fastify: FastifyInstance): void {
  fastify.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (request, body, done) => {
      const path = request.url.split('?')[0]!;
      if (path !== TOKEN_PATH && !path.startsWith(CONSOLE_PATH_PREFIX)) {
        done(new HttpException(bodyOf('UNSUPPORTED_MEDIA_TYPE'), 415), undefined);
        return;
      }
      const form = new URLSearchParams(body as string);
      const fields: Record<string, string> = {};
      let count = 0;
      for (const [name, value] of form) {
        // Decoded: `%00` is a NUL by now. Refused as in JSON bodies (json-body-parser.ts), as are huge forms.
        if (!isCleanString(name) || !isCleanString(value)) {
          const path = isCleanString(name) ? [name] : [];
          done(inputRefused('INVALID_STRING', [{ path, message: UNCLEAN_STRING_MESSAGE }]), undefined);
          return;
        }
        // RFC 6749 section 3.2: a parameter sent twice is an invalid request.
        if (Object.hasOwn(fields, name)) {
          const issue = { path: [name], message: 'Feld ist mehrfach angegeben.' };
          done(inputRefused('DUPLICATE_KEY', [issue]), undefined);
          return;
        }
        if (++count > JSON_BODY_LIMITS.maxKeys) {
          const message = `Höchstens ${JSON_BODY_LIMITS.maxKeys} Felder.`;
          done(inputRefused('BODY_TOO_COMPLEX', [{ path: [], message }]), undefined);
          return;
        }
        fields[name] = value;
      }
      done(null, fields);
    },
  );
}
