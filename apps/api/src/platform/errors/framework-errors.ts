import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CODES, type ErrorCode } from './error-codes';
import { bodyOf, toErrorResponse } from './global-exception.filter';

/**
 * Fastify's router answers some requests itself, before any hook or filter: a URL it cannot decode
 * (`/programs/%E0%A4%A`, 400) and a path parameter longer than `maxParamLength` (414). This `frameworkErrors`
 * handler gives them the filter's mapping: German `error`, stable `code`, no framework names, no echoed path.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const { status, body } = toErrorResponse(error);
  void reply
    .status(status)
    .header('content-type', 'application/json; charset=utf-8')
    .header('x-request-id', request.id)
    .send(body);
}

function clientErrorCode(error: NodeJS.ErrnoException): ErrorCode {
  if (error.code === 'HPE_HEADER_OVERFLOW') return 'HEADERS_TOO_LARGE';
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return 'REQUEST_TIMEOUT';
  return 'BAD_REQUEST';
}

/**
 * Malformed HTTP (a bad request line, a NUL in a header) fails in Node's parser, before Fastify has a request:
 * the answer is written to the socket, as Fastify's default `clientErrorHandler` does, but with our body.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const code = clientErrorCode(error);
  const { status } = ERROR_CODES[code];
  const payload = JSON.stringify(bodyOf(code));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `X-Request-Id: ${randomUUID()}\r\n` +
        `Content-Length: ${Buffer.byteLength(payload)}\r\nConnection: close\r\n\r\n${payload}`,
    );
  }
  socket.destroy(error);
}
