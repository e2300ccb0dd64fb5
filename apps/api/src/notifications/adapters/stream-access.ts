import { HttpException, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { Clock, type TenantId } from '@libs/shared';
import { hkdfSync } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { TenantEntitlements } from '../../access';
import { Authenticator } from '../../platform/auth/authenticator.port';
import { CallAdmission } from '../../platform/auth/call-admission.port';
import { WWW_AUTHENTICATE } from '../../platform/auth/credential.guard';
import { presentedCredential } from '../../platform/auth/presented-credential';
import { AppConfigToken, type AppConfig } from '../../platform/config/app-config';
import { bodyOf } from '../../platform/errors/global-exception.filter';
import { Inject } from '@nestjs/common';
import type { FeedScope } from '../application/notification-feed.port';
import { StreamLimitReachedError } from '../application/notification.errors';
import { signStreamToken, verifyStreamToken } from '../domain/stream-token';
import { notificationSettings } from '../application/notification-settings';

/**
 * Who may open a stream, and how many at once. The stream route is `@Public()` for the kernel's guard
 * because `EventSource` cannot send headers: a header credential is checked here exactly as the guard does
 * (and counted against the quota), or a stream token from the query (`?token=`, redacted in the logs).
 */
@Injectable()
export class StreamAccess implements OnModuleDestroy {
  private readonly key: Buffer;
  private readonly tokenSeconds: number;
  private readonly open = new Map<string, number>();
  /** How to end each open stream, for a shutdown that must not wait for clients to leave. */
  private readonly enders = new Set<() => void>();
  private closing = false;

  constructor(
    private readonly authenticator: Authenticator,
    private readonly admission: CallAdmission,
    private readonly entitlements: TenantEntitlements,
    private readonly clock: Clock,
    @Inject(AppConfigToken) config: AppConfig,
  ) {
    // Derived for this purpose only: a stream token is worthless anywhere else, and every instance agrees.
    this.key = Buffer.from(
      hkdfSync('sha256', config.auth.apiKeyPepper, 'foerdermittel-api', 'notifications-stream-token', 32),
    );
    this.tokenSeconds = notificationSettings(config).streamTokenSeconds;
  }

  issueToken(scope: FeedScope): { token: string; expiresAt: Date } {
    const exp = Math.floor(this.clock.now().getTime() / 1000) + this.tokenSeconds;
    const token = signStreamToken({ tenantId: scope.tenantId, sandbox: scope.sandbox, exp }, this.key);
    return { token, expiresAt: new Date(exp * 1000) };
  }

  async authenticate(request: FastifyRequest, reply: FastifyReply): Promise<FeedScope> {
    const { token, ...rest } = (request.query ?? {}) as Record<string, unknown>;
    if (typeof token === 'string') {
      const grant = verifyStreamToken(token, this.key, Math.floor(this.clock.now().getTime() / 1000));
      if (!grant) this.refuse(reply, 'STREAM_TOKEN_INVALID', 401);
      return { tenantId: grant.tenantId as TenantId, sandbox: grant.sandbox };
    }
    const presented = presentedCredential(request.headers, rest, request.raw.rawHeaders);
    const principal =
      presented.kind === 'token' ? await this.authenticator.authenticate(presented.token) : null;
    if (!principal || !principal.scopes.includes('api')) this.refuse(reply, 'UNAUTHORIZED', 401);
    // As the guard: a credential grants its own tenant only, whatever X-Tenant-Id names.
    const named = request.headers['x-tenant-id'];
    if (named !== undefined && String(named).trim().toLowerCase() !== principal.tenantId)
      throw new HttpException(bodyOf('TENANT_FORBIDDEN'), 403);
    await this.admission.admit(principal, reply);
    return { tenantId: principal.tenantId, sandbox: principal.sandbox };
  }

  /** Takes one of the tenant's stream slots on this instance; the answer gives it back. */
  async acquire(tenantId: TenantId): Promise<() => void> {
    const limit = (await this.entitlements.of(tenantId)).entitlements.notificationStreams;
    const current = this.open.get(tenantId) ?? 0;
    if (limit !== null && current >= limit) throw new StreamLimitReachedError(limit);
    this.open.set(tenantId, current + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.open.get(tenantId) ?? 1) - 1;
      if (left <= 0) this.open.delete(tenantId);
      else this.open.set(tenantId, left);
    };
  }

  /** Registers how to end an open stream; the answer unregisters it (the stream ended by itself). */
  track(end: () => void): () => void {
    // Nest closes the HTTP server only after the destroy hooks: a stream that opens in between (a client
    // reconnecting at once) is ended right away, or it would hold the shutdown open.
    if (this.closing) {
      queueMicrotask(end);
      return () => undefined;
    }
    this.enders.add(end);
    return () => void this.enders.delete(end);
  }

  /** Runs before the HTTP server closes: open streams would otherwise hold the shutdown forever. */
  onModuleDestroy(): void {
    this.closing = true;
    for (const end of [...this.enders]) end();
  }

  private refuse(reply: FastifyReply, code: 'UNAUTHORIZED' | 'STREAM_TOKEN_INVALID', status: number): never {
    void reply.header('www-authenticate', WWW_AUTHENTICATE);
    throw new HttpException(bodyOf(code), status);
  }
}
