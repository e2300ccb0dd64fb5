import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { AuthenticatedRequest } from '../auth/authenticated-request';
import type { TenantScope } from '@libs/shared';

/** The header by which an integrator names its end user (pseudonymously) for usage analytics. */
export const ACTOR_HEADER = 'x-actor-id';

/**
 * Who did it, as the request says it: the caller's `X-Actor-Id` header and the credential. Raw: a listener
 * checks and pseudonymises them (analytics hashes the credential id; ADR 0031).
 */
export interface UsageActor {
  header: string | undefined;
  credentialId: string | undefined;
}

/**
 * The request's `UsageActor`, as a handler parameter. Taken from the request where the signal is emitted,
 * not from an AsyncLocalStorage around every handler: on Node 20 an active AsyncLocalStorage turns on
 * promise hooks for every promise of the process, which made each catalogue read cost four times its CPU.
 */
export const CurrentUsageActor = createParamDecorator((_: unknown, ctx: ExecutionContext): UsageActor =>
  usageActorOf(ctx.switchToHttp().getRequest<AuthenticatedRequest>()),
);

/** The `UsageActor` of an authenticated request (also for the fast lane, which runs before any handler). */
export function usageActorOf(request: AuthenticatedRequest): UsageActor {
  const header = request.headers[ACTOR_HEADER];
  return {
    header: typeof header === 'string' ? header : undefined,
    credentialId: request.principal?.credentialId,
  };
}

/** What the product saw a caller do, in words a funnel counts; ids, filters and counts, never personal data. */
export interface UsageSignal {
  name: 'program.searched' | 'program.viewed' | 'match.requested' | 'calculation.created';
  scope: TenantScope;
  actor: UsageActor;
  /** The event's id when the product has one (a calculation's id: a repeated signal is stored once). */
  id?: string;
  properties: Readonly<Record<string, string | number | boolean>>;
}

export type UsageSignalSink = (signal: UsageSignal) => void;

/**
 * The kernel's port for product usage (a catalogue search, a program view, a match, a calculation): the
 * modules call `emit` from their HTTP adapters, where the request is, and know nothing of who listens, the analytics module adds its sink
 * (ADR 0031). Without a sink `emit` does nothing. Called on measured hot paths (ADR 0012: no
 * statement on a warm catalogue read), so a sink must return at once and do no I/O in the call (analytics
 * buffers in memory), and a sink that throws must not fail the request that emitted.
 */
export class UsageSignals {
  private readonly sinks: UsageSignalSink[] = [];

  add(sink: UsageSignalSink): void {
    this.sinks.push(sink);
  }

  /** Whether anyone listens: lets an emitter skip computing properties nobody would read. */
  get listening(): boolean {
    return this.sinks.length > 0;
  }

  emit(signal: UsageSignal): void {
    for (const sink of this.sinks) {
      try {
        sink(signal);
      } catch {
        // Usage analytics is never a reason to fail a product request.
      }
    }
  }
}
