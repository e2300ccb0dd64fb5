import { AsyncResource } from 'node:async_hooks';
import { Logger } from '@nestjs/common';
import type { Clock, TenantScope } from '@libs/shared';
import type { AnalyticsEventStore } from '../application/analytics-event-store.port';
import type { ValidEvent } from '../domain/event-validation';

export interface ServerEventBufferSettings {
  /** A flush this often (ms), whatever is pending. */
  flushIntervalMs: number;
  /** A flush as soon as this many events are pending. */
  flushAt: number;
  /** Events held at most; beyond it new ones are dropped and counted (a slow database must not eat memory). */
  capacity: number;
}

export const SERVER_EVENT_BUFFER_DEFAULTS: ServerEventBufferSettings = {
  flushIntervalMs: 1_000,
  flushAt: 500,
  capacity: 20_000,
};

/**
 * Server-side events on their way to the store (ADR 0031). Recording happens on measured hot paths
 * (a warm catalogue read issues no statement, ADR 0012; a calculation has a statement budget), so a request
 * only appends to memory; a timer writes what gathered once a second, or sooner at `flushAt` events, as one
 * multi-row insert per tenant and mode in that tenant's transaction (row-level security as for any write),
 * and shutdown writes the rest. What a crash (not a shutdown) loses: the events of at most the last second
 * or `flushAt` events; a failed write loses its batch. Both are counted (`dropped`) and logged, never
 * retried into an unbounded queue: product analytics may miss a little, the product must not slow down.
 */
export class ServerEventBuffer {
  private readonly log = new Logger('ServerEventBuffer');
  private pending = new Map<string, { scope: TenantScope; events: ValidEvent[] }>();
  private size = 0;
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> = Promise.resolve();
  private flushRequested = false;
  /** Bound to the context the buffer was made in, so a flush started by a request is not that request's work. */
  private readonly flushSoon: () => void;
  /** Events dropped since start: buffer full, or their write failed. */
  dropped = 0;
  /** Events written since start (duplicates of a retried calculation included). */
  written = 0;

  constructor(
    private readonly store: AnalyticsEventStore,
    private readonly clock: Clock,
    private readonly settings: ServerEventBufferSettings = SERVER_EVENT_BUFFER_DEFAULTS,
  ) {
    this.flushSoon = AsyncResource.bind(() => {
      setImmediate(() => void this.flush());
    });
  }

  start(): void {
    this.timer ??= setInterval(() => void this.flush(), this.settings.flushIntervalMs);
    this.timer.unref();
  }

  /** Stops the timer and writes what is pending. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.flush();
  }

  /** Holds `event` for the next flush; false when the buffer is full (the event is dropped and counted). */
  push(scope: TenantScope, event: ValidEvent): boolean {
    if (this.size >= this.settings.capacity) {
      this.dropped++;
      return false;
    }
    const key = `${scope.tenantId}:${scope.sandbox}`;
    const group = this.pending.get(key);
    if (group) group.events.push(event);
    else this.pending.set(key, { scope, events: [event] });
    this.size++;
    if (this.size >= this.settings.flushAt && !this.flushRequested) {
      this.flushRequested = true;
      this.flushSoon();
    }
    return true;
  }

  get pendingCount(): number {
    return this.size;
  }

  /** Writes everything pending now; flushes run one after another. */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(() => this.drain());
    return this.flushing;
  }

  private async drain(): Promise<void> {
    this.flushRequested = false;
    if (this.size === 0) return;
    const groups = [...this.pending.values()];
    this.pending = new Map();
    this.size = 0;
    const now = this.clock.now();
    for (const { scope, events } of groups) {
      try {
        await this.store.append(scope, events, 'server', now);
        this.written += events.length;
      } catch (error) {
        this.dropped += events.length;
        this.log.warn(
          `${events.length} server-side events of tenant ${scope.tenantId} not written (${this.dropped} dropped since start): ${String(error)}`,
        );
      }
    }
  }
}
