import { DomainError, NotFoundError } from '@libs/shared';
import type { FastifyReply } from 'fastify';
import { statusOfCode } from '../../platform/errors/error-codes';
import { RequestValidationError } from '../../platform/errors/request-validation.error';
import type { Notice } from './views/layout';

/**
 * Stricter than the app's policy (which allows inline script for the Swagger UI): the console's pages load
 * only their own script and style sheet, post forms only to themselves and cannot be framed.
 */
export const CONSOLE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "object-src 'none'",
].join('; ');

export function sendHtml(reply: FastifyReply, status: number, body: string): void {
  void reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('content-security-policy', CONSOLE_CSP)
    // The app's `no-referrer` makes browsers send `Origin: null` on form posts; the console checks the origin.
    .header('referrer-policy', 'same-origin')
    // Pages may show a key once: never kept by the browser or a proxy.
    .header('cache-control', 'no-store')
    .send(body);
}

/** POST-redirect-GET: a reload does not repeat the change. */
export function redirect(reply: FastifyReply, to: string): void {
  void reply.status(303).header('location', to).header('cache-control', 'no-store').send();
}

/** What a use case refused, as a notice in German (the error catalogue's texts), and the status to answer. */
export function refusal(error: unknown): { status: number; notice: Notice } {
  if (error instanceof RequestValidationError)
    return {
      status: 400,
      notice: {
        kind: 'error',
        text: 'Die Eingaben sind nicht gültig.',
        items: error.issues.map((i) => `${i.path.join('.') || 'Eingabe'}: ${i.message}`),
      },
    };
  if (error instanceof DomainError) {
    // The status the API answers for the same refusal (the registered code's).
    const status = statusOfCode(error.code) ?? (error instanceof NotFoundError ? 404 : 422);
    return { status, notice: { kind: 'error', text: error.message } };
  }
  throw error;
}
