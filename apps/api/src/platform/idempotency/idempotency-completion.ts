import { Logger } from '@nestjs/common';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isStoredStatus } from './idempotency-key';
import type { IdempotencyStore, KeyScope, StoredResponse } from './idempotency-store';

/** Headers of the first answer that a replay repeats; the rest (rate limits, request id) belong to each call. */
const REPLAYED_HEADERS = ['location'];

/** The key a call claimed (`IdempotencyGuard`): a Fastify request decoration, null on most calls. */
const CLAIM = 'idempotencyClaim';
type Claiming = Record<typeof CLAIM, KeyScope | null>;

export function markClaimed(request: FastifyRequest, scope: KeyScope): void {
  (request as unknown as Claiming)[CLAIM] = scope;
}

/**
 * The second half of idempotency keys (the guard is the first): a call that claimed a key has its final
 * answer stored before it is sent, whatever produced it (the handler, or the exception filter for an error
 * after the guard), so a retry that arrives once the client has the answer is replayed, never run again.
 * Stored: success and client errors a retry cannot change (`isStoredStatus`) with their JSON body; any
 * other answer releases the key. A failure to store is logged and the answer still sent: the key then stays in
 * flight (409) until it expires rather than letting a retry do the work twice.
 */
export function registerIdempotencyCompletion(fastify: FastifyInstance, store: IdempotencyStore): void {
  const log = new Logger('Idempotency');
  fastify.decorateRequest(CLAIM, null);
  fastify.addHook('onSend', (request, reply, payload, done) => {
    const claiming = request as unknown as Claiming;
    const scope = claiming[CLAIM];
    if (!scope) return done(null, payload);
    claiming[CLAIM] = null;
    const response = storedResponse(reply, payload);
    const settled = response
      ? store.complete(scope, response).catch((err: unknown) => log.error(`not stored: ${String(err)}`))
      : store.release(scope).catch((err: unknown) => log.error(`not released: ${String(err)}`));
    void settled.then(() => done(null, payload));
  });
}

/** What a replay repeats, or null when the answer is not stored (its status, or a body that is not JSON). */
function storedResponse(reply: FastifyReply, payload: unknown): StoredResponse | null {
  const status = reply.statusCode;
  if (!isStoredStatus(status) || typeof payload !== 'string') return null;
  let body: unknown;
  try {
    body = JSON.parse(payload);
  } catch {
    return null;
  }
  const headers: Record<string, string> = {};
  for (const name of REPLAYED_HEADERS) {
    const value = reply.getHeader(name);
    if (value !== undefined) headers[name] = String(value);
  }
  return { status, body, headers };
}
