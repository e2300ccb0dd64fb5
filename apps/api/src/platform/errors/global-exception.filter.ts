import { Catch, HttpException, Logger, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import { DomainError, NotFoundError } from '@libs/shared';
import type { FastifyReply } from 'fastify';
import { errorDefinition } from './error-catalogue';
import { ERROR_CODES, statusOfCode, type ErrorCode } from './error-codes';
import { RepeatedAnswer } from './repeated-answer';
import { RequestValidationError } from './request-validation.error';

export interface ErrorBody {
  error: string;
  code: string;
  details?: unknown;
  issues?: { path: (string | number)[]; message: string }[];
}

/** Errors raised by Fastify itself before a handler runs (body parsing, content type, size). */
const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'INVALID_JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'BODY_REQUIRED',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'BAD_REQUEST',
  FST_ERR_BAD_URL: 'INVALID_URL',
  FST_ERR_MAX_PARAM_LENGTH: 'PARAMETER_TOO_LONG',
};

const HTTP_STATUS_CODES: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'ROUTE_NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  408: 'REQUEST_TIMEOUT',
  413: 'PAYLOAD_TOO_LARGE',
  414: 'PARAMETER_TOO_LONG',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  431: 'HEADERS_TOO_LARGE',
  503: 'NOT_READY',
};

/** The wire body of a registered code (kernel or feature); an unregistered one is a bug, not a 4xx. */
export function bodyOf(code: ErrorCode | (string & {}), extra: Partial<ErrorBody> = {}): ErrorBody {
  const definition = errorDefinition(code);
  if (!definition) throw new Error(`error code ${code} is not registered`);
  return { error: definition.message, code, ...extra };
}

/** Maps anything thrown to the spec's ErrorResponse; only an unexpected fault answers 500. */
export function toErrorResponse(exception: unknown): { status: number; body: ErrorBody } {
  if (exception instanceof RequestValidationError) {
    return { status: 400, body: bodyOf(exception.code, { issues: exception.issues }) };
  }
  if (exception instanceof DomainError) {
    const status = statusOfCode(exception.code) ?? (exception instanceof NotFoundError ? 404 : 422);
    const body: ErrorBody = { error: exception.message, code: exception.code };
    if (exception.details) body.details = exception.details;
    return { status, body };
  }
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    const response = exception.getResponse();
    // An HttpException thrown with our own body (guards, rate limits) keeps it.
    if (typeof response === 'object' && response !== null && 'error' in response && 'code' in response) {
      return { status, body: response as ErrorBody };
    }
    const code = HTTP_STATUS_CODES[status] ?? (status < 500 ? 'BAD_REQUEST' : 'INTERNAL_ERROR');
    return { status, body: bodyOf(code) };
  }
  const fastifyError = exception as { code?: string; statusCode?: number };
  const mapped = fastifyError?.code ? FASTIFY_CODES[fastifyError.code] : undefined;
  if (mapped) return { status: ERROR_CODES[mapped].status, body: bodyOf(mapped) };
  if (
    exception instanceof SyntaxError ||
    (fastifyError?.statusCode === 400 && fastifyError.code?.startsWith('FST_'))
  ) {
    return {
      status: 400,
      body: bodyOf(fastifyError?.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ? 'BODY_REQUIRED' : 'INVALID_JSON'),
    };
  }
  if (
    typeof fastifyError?.statusCode === 'number' &&
    fastifyError.statusCode >= 400 &&
    fastifyError.statusCode < 500
  ) {
    return {
      status: fastifyError.statusCode,
      body: bodyOf(HTTP_STATUS_CODES[fastifyError.statusCode] ?? 'BAD_REQUEST'),
    };
  }
  return { status: 500, body: bodyOf('INTERNAL_ERROR') };
}

/**
 * Answers `exception` as the spec's ErrorResponse (a `RepeatedAnswer` as it was given); a 5xx is logged with
 * its stack (the filter and the fast lane).
 */
export function sendError(reply: FastifyReply, exception: unknown, log: Logger): void {
  if (exception instanceof RepeatedAnswer) {
    void reply.status(exception.status).headers(exception.headers).send(exception.body);
    return;
  }
  const { status, body } = toErrorResponse(exception);
  if (status >= 500)
    log.error(exception instanceof Error ? (exception.stack ?? exception.message) : String(exception));
  // Every 429 tells when to come back (STREAM_LIMIT_REACHED did not): the refusal's own
  // `details.retryAfterSeconds` if it set none itself, else one second.
  if (status === 429 && !reply.hasHeader('retry-after')) {
    const after = (body.details as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
    void reply.header('retry-after', String(typeof after === 'number' && after >= 0 ? Math.ceil(after) : 1));
  }
  void reply.status(status).header('content-type', 'application/json; charset=utf-8').send(body);
}

@Catch()
export class GlobalExceptionFilter implements ExceptionFilter {
  private readonly log = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): void {
    sendError(host.switchToHttp().getResponse<FastifyReply>(), exception, this.log);
  }
}
