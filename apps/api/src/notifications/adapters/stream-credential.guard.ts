import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { StreamAccess, type StreamGrantee } from './stream-access';

/** A stream request once admitted: whose feed it reads, and how to ask whether its credential still stands. */
export interface StreamRequest extends FastifyRequest {
  streamGrantee?: StreamGrantee;
}

/**
 * Admits a stream request where the global guard admits every other route: before its query is validated,
 * so a refused credential (one in the URL, say) is answered with the guard's own code, never a 400 about the
 * query. The route is `@Public()` for the global guard because a stream token may come in the query.
 */
@Injectable()
export class StreamCredentialGuard implements CanActivate {
  constructor(private readonly access: StreamAccess) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const http = context.switchToHttp();
    const request = http.getRequest<StreamRequest>();
    request.streamGrantee = await this.access.authenticate(request, http.getResponse<FastifyReply>());
    return true;
  }
}
