import { Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { ChangeNotifications } from '../../platform/database/change-notifications.port';
import { FEED_CHANNEL } from '../persistence/migrations/1763716000000-create-notifications';

/** Called when the feed of a tenant's mode may have grown (or, on `all`, when wake-ups may have been lost). */
export type Wakeup = () => void;

/**
 * One LISTEN per instance (the kernel's `ChangeNotifications`) fanned out to the open streams of the
 * announced tenant and mode. The notification only says "look again": every stream reads the table itself,
 * so a lost or duplicated wake-up costs a query, never an event.
 */
@Injectable()
export class FeedWakeups implements OnModuleInit, OnModuleDestroy {
  private readonly listeners = new Map<string, Set<Wakeup>>();
  private readonly everyTenant = new Set<(tenantId: string | null) => void>();
  private stop: (() => void) | null = null;

  constructor(private readonly notifications: ChangeNotifications) {}

  async onModuleInit(): Promise<void> {
    this.stop = await this.notifications.subscribe(FEED_CHANNEL, (payload) => this.heard(payload));
  }

  onModuleDestroy(): void {
    this.stop?.();
  }

  /** Registers a stream's wake-up; the answer unregisters it. */
  add(tenantId: string, sandbox: boolean, wakeup: Wakeup): () => void {
    const key = `${tenantId}:${sandbox}`;
    let set = this.listeners.get(key);
    if (!set) this.listeners.set(key, (set = new Set()));
    set.add(wakeup);
    return () => {
      set.delete(wakeup);
      if (set.size === 0) this.listeners.delete(key);
    };
  }

  /** Hears every tenant's wake-ups (null: any tenant may have news), e.g. to push events as they happen. */
  addForEveryTenant(listener: (tenantId: string | null) => void): () => void {
    this.everyTenant.add(listener);
    return () => void this.everyTenant.delete(listener);
  }

  private heard(payload: string | null): void {
    for (const listener of this.everyTenant) listener(payload === null ? null : payload.split(':')[0]!);
    if (payload === null) {
      for (const set of this.listeners.values()) for (const wakeup of set) wakeup();
      return;
    }
    const [tenantId, , sandbox] = payload.split(':');
    for (const wakeup of this.listeners.get(`${tenantId}:${sandbox}`) ?? []) wakeup();
  }
}
