import { AppMetrics } from '../../platform/metrics/app-metrics';
import { HttpException, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { Clock, type TenantId } from '@libs/shared';
import { hkdfSync } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { TenantEntitlements } from '../../access';
import { Authenticator } from '../../platform/auth/authenticator.port';
import type { AuthenticatedRequest } from '../../platform/auth/authenticated-request';
import { CredentialChanges } from '../../platform/auth/credential-changes.port';
import type { Principal } from '../../platform/auth/principal';
import { CallGate, WWW_AUTHENTICATE, type CallPolicy } from '../../platform/auth/call-gate';
import { tokenOf } from '../../platform/auth/credential-checks';
import { AppConfigToken, type AppConfig } from '../../platform/config/app-config';
import { bodyOf } from '../../platform/errors/global-exception.filter';
import { Inject } from '@nestjs/common';
import type { FeedScope } from '../application/notification-feed.port';
import { StreamLimitReachedError } from '../application/notification.errors';
import { signStreamToken, verifyStreamToken } from '../domain/stream-token';
import { notificationSettings } from '../application/notification-settings';

/** The stream route is `@Public()` for the guard (a token may come in the query); a header credential is
 * admitted here under the policy of any plain API route. */
const STREAM_POLICY: CallPolicy = { public: false, scopes: [], lane: 'api' };

/** An authenticated stream request: whose feed, and how to ask later whether its credential still stands. */
export interface StreamGrantee {
  scope: FeedScope;
  stands: () => Promise<boolean>;
  /** For a stream token: the credential it was issued to (POST /stream/token). */
  principal?: Pick<Principal, 'credentialKind' | 'credentialId'>;
}

interface OpenStream {
  stands: () => Promise<boolean>;
  end: () => void;
}

/**
 * Who may open a stream, and how many at once. The stream route is `@Public()` for the kernel's guard
 * because `EventSource` cannot send headers: a header credential is admitted here by the guard's own `CallGate`
 * (and counted against the quota), or a stream token from the query (`?token=`, redacted in the logs).
 * An open stream lasts only as long as its credential: on every credential change of its tenant,
 * heard on every instance, each open stream asks again and is cut when its key, OAuth client or token no
 * longer stands (revoked, erased, tenant deleted); checked on each such change, not on a timer.
 */
@Injectable()
export class StreamAccess implements OnModuleInit, OnModuleDestroy {
  private readonly key: Buffer;
  private readonly tokenSeconds: number;
  private readonly open = new Map<string, number>();
  /** How to end each open stream, for a shutdown that must not wait for clients to leave. */
  private readonly enders = new Set<() => void>();
  /** Open streams by tenant, re-checked when the tenant's credentials change. */
  private readonly watched = new Map<string, Set<OpenStream>>();
  private stopWatching: (() => void) | null = null;
  private closing = false;

  constructor(
    private readonly authenticator: Authenticator,
    private readonly gate: CallGate,
    private readonly entitlements: TenantEntitlements,
    private readonly clock: Clock,
    private readonly changes: CredentialChanges,
    @Inject(AppConfigToken) config: AppConfig,
    metrics: AppMetrics,
  ) {
    metrics.gauge('sse_streams_open', 'Notification event streams open on this instance.', [], () => [
      { value: this.enders.size },
    ]);
    // Derived for this purpose only: a stream token is worthless anywhere else, and every instance agrees.
    this.key = Buffer.from(
      hkdfSync('sha256', config.auth.apiKeyPepper, 'foerdermittel-api', 'notifications-stream-token', 32),
    );
    this.tokenSeconds = notificationSettings(config).streamTokenSeconds;
  }

  onModuleInit(): void {
    this.stopWatching = this.changes.onChange((tenantId) => this.recheck(tenantId));
  }

  issueToken(
    scope: FeedScope,
    principal: Pick<Principal, 'credentialKind' | 'credentialId'>,
  ): { token: string; expiresAt: Date } {
    const exp = Math.floor(this.clock.now().getTime() / 1000) + this.tokenSeconds;
    const token = signStreamToken(
      { tenantId: scope.tenantId, sandbox: scope.sandbox, exp, ...principal },
      this.key,
    );
    return { token, expiresAt: new Date(exp * 1000) };
  }

  async authenticate(request: FastifyRequest, reply: FastifyReply): Promise<StreamGrantee> {
    const { token } = (request.query ?? {}) as Record<string, unknown>;
    if (typeof token === 'string') {
      const grant = verifyStreamToken(token, this.key, Math.floor(this.clock.now().getTime() / 1000));
      const tenantId = grant?.tenantId as TenantId;
      const stands = () => this.changes.stands(tenantId, grant!);
      if (!grant || !(await stands())) this.refuseToken(reply);
      return { scope: { tenantId, sandbox: grant.sandbox }, stands };
    }
    // A header credential: the kernel's one definition of who may call (credential, X-Tenant-Id, scope,
    // limits and quota), as for every route the guard admits.
    const admitted = request as AuthenticatedRequest;
    await this.gate.admit(admitted, reply, STREAM_POLICY);
    const principal = admitted.principal!;
    const credential = (tokenOf(admitted) as { token: string }).token;
    // The same credential answered the same way: a revoked or expired one authenticates as nothing.
    const stands = async () => {
      const now = await this.authenticator.authenticate(credential);
      return now !== null && now.tenantId === principal.tenantId && now.scopes.includes('api');
    };
    return { scope: { tenantId: principal.tenantId, sandbox: principal.sandbox }, stands };
  }

  /** Keeps an open stream under watch until the answer is called (the stream ended by itself). */
  watch(tenantId: TenantId, stream: OpenStream): () => void {
    let set = this.watched.get(tenantId);
    if (!set) this.watched.set(tenantId, (set = new Set()));
    set.add(stream);
    return () => {
      set.delete(stream);
      if (set.size === 0 && this.watched.get(tenantId) === set) this.watched.delete(tenantId);
    };
  }

  /** A tenant's credentials changed (null: maybe any): each of its open streams asks whether it still stands. */
  private recheck(tenantId: string | null): void {
    const sets = tenantId === null ? [...this.watched.values()] : [this.watched.get(tenantId) ?? new Set()];
    for (const set of sets)
      for (const stream of set)
        stream.stands().then(
          (ok) => ok || stream.end(),
          // Not knowing is not standing: the client reconnects and is asked again at the door.
          () => stream.end(),
        );
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
    this.stopWatching?.();
    this.closing = true;
    for (const end of [...this.enders]) end();
  }

  private refuseToken(reply: FastifyReply): never {
    void reply.header('www-authenticate', WWW_AUTHENTICATE);
    throw new HttpException(bodyOf('STREAM_TOKEN_INVALID'), 401);
  }
}
