import { randomUUID } from 'node:crypto';
import { Inject, Injectable, type BeforeApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { Clock, type TenantScope } from '@libs/shared';
import type { AnalyticsConfig } from '../analytics.config';
import { ANALYTICS_SETTINGS } from '../application/analytics-settings';
import { UsageSignals, type UsageActor, type UsageSignal } from '../../platform/events/usage-signals';
import { isRefusal, validateEvent } from '../domain/event-validation';
import { amountBand, serverActorId } from '../domain/server-events';
import { ServerEventBuffer } from './server-event-buffer';

/** Hashed credential actors kept (one SHA-256 per credential, not per request); cleared when full. */
const ACTOR_MEMO_SIZE = 10_000;
/**
 * A search, view or match the same actor repeats unchanged within this window is recorded once: an
 * integrator's backend polling a program page would otherwise write an analytics row per read (measured:
 * +0.1 ms CPU on a 0.08 ms catalogue read), and a funnel counts actors and first occurrences, which the
 * repeat does not change. Calculations (they have ids) are always recorded.
 */
const REPEAT_WINDOW_MS = 60_000;
const REPEAT_MEMO_SIZE = 50_000;

/**
 * Server-side events (ADR 0031): what the product itself does, recorded without client
 * instrumentation and without the features knowing analytics. Searches, program views, matches and
 * calculations arrive through the kernel's `UsageSignals`, emitted by their HTTP adapters with the request's
 * actor (a calculation's signal carries its id, so it is stored once). The actor is pseudonymous:
 * `X-Actor-Id`, else the hashed credential. Everything goes through the same checks as an ingested event and
 * into the in-memory `ServerEventBuffer`: no statement on the request's path. A tenant that opted out
 * (`PUT /api/v2/analytics/settings`) has its events discarded when the buffer writes;
 * `ANALYTICS_SERVER_EVENTS=false` switches recording off entirely.
 */
@Injectable()
export class ProductEventRecorder implements OnModuleInit, BeforeApplicationShutdown {
  private readonly credentialActors = new Map<string, string | null>();
  /** Last recording time of each (tenant, mode, actor, name, properties) of the window. */
  private readonly recent = new Map<string, number>();

  constructor(
    private readonly signals: UsageSignals,
    private readonly buffer: ServerEventBuffer,
    private readonly clock: Clock,
    @Inject(ANALYTICS_SETTINGS) private readonly settings: AnalyticsConfig,
  ) {}

  onModuleInit(): void {
    if (!this.settings.serverEvents) return;
    this.buffer.start();
    this.signals.add((signal) => this.onSignal(signal));
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.buffer.stop();
  }

  onSignal(signal: UsageSignal): void {
    const actorId = this.actorOf(signal.actor);
    if (!actorId) return;
    if (signal.name === 'calculation.created') {
      const { estimatedSubsidyEur, ...rest } = signal.properties;
      const properties = { ...rest, amountBand: amountBand(Number(estimatedSubsidyEur)) };
      this.record(signal.scope, signal.id ?? randomUUID(), signal.name, actorId, properties);
      return;
    }
    if (signal.id === undefined && this.isRepeat(signal, actorId)) return;
    this.record(signal.scope, signal.id ?? randomUUID(), signal.name, actorId, { ...signal.properties });
  }

  private isRepeat(signal: UsageSignal, actorId: string): boolean {
    const { tenantId, sandbox } = signal.scope;
    const key = `${tenantId}|${sandbox ? 's' : 'l'}|${actorId}|${signal.name}|${JSON.stringify(signal.properties)}`;
    const now = this.clock.now().getTime();
    const last = this.recent.get(key);
    if (last !== undefined && now - last < REPEAT_WINDOW_MS) return true;
    if (this.recent.size >= REPEAT_MEMO_SIZE) this.recent.clear();
    this.recent.set(key, now);
    return false;
  }

  private actorOf(actor: UsageActor): string | null {
    if (actor.header !== undefined) {
      const fromHeader = serverActorId(actor.header, undefined);
      if (fromHeader) return fromHeader;
    }
    const credentialId = actor.credentialId;
    if (!credentialId) return null;
    let hashed = this.credentialActors.get(credentialId);
    if (hashed === undefined) {
      if (this.credentialActors.size >= ACTOR_MEMO_SIZE) this.credentialActors.clear();
      hashed = serverActorId(undefined, credentialId);
      this.credentialActors.set(credentialId, hashed);
    }
    return hashed;
  }

  private record(
    scope: TenantScope,
    id: string,
    name: string,
    actorId: string,
    properties: Record<string, unknown>,
  ): void {
    const now = this.clock.now();
    const checked = validateEvent({ id, name, actorId, occurredAt: now.toISOString(), properties }, 0, now);
    // What does not fit the schema is not analytics' to fix, and never the product request's problem.
    if (!isRefusal(checked)) this.buffer.push(scope, checked);
  }
}
