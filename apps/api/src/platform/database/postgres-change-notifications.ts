import { Logger } from '@nestjs/common';
import type { PGlite } from '@electric-sql/pglite';
import { Client } from 'pg';
import { ChangeNotifications, type ChangeListener } from './change-notifications.port';

const CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/;
/** Wait before re-opening a lost listening connection. */
const RECONNECT_MS = 1_000;

function checkedChannel(channel: string): string {
  if (!CHANNEL.test(channel)) throw new Error(`invalid notification channel: ${channel}`);
  return channel;
}

/** Shared bookkeeping: listeners per channel, and the fan-out of one notification. */
abstract class ListenerRegistry extends ChangeNotifications {
  protected readonly listeners = new Map<string, Set<ChangeListener>>();
  protected readonly log = new Logger('ChangeNotifications');

  async subscribe(channel: string, listener: ChangeListener): Promise<() => void> {
    checkedChannel(channel);
    let set = this.listeners.get(channel);
    if (!set) {
      set = new Set();
      this.listeners.set(channel, set);
      await this.listen(channel);
    }
    set.add(listener);
    return () => void set.delete(listener);
  }

  protected deliver(channel: string, payload: string | null): void {
    for (const listener of this.listeners.get(channel) ?? []) {
      try {
        listener(payload);
      } catch (err) {
        this.log.warn(`listener on ${channel} failed: ${err instanceof Error ? err.message : String(err)}`);
      }
    }
  }

  protected deliverToAll(payload: null): void {
    for (const channel of this.listeners.keys()) this.deliver(channel, payload);
  }

  protected abstract listen(channel: string): Promise<void>;
  abstract close(): Promise<void>;
}

/**
 * On a PostgreSQL server: one dedicated connection per instance (outside the pool) that `LISTEN`s. When it
 * is lost, every listener hears null (forget everything: changes may have been missed) and it reconnects
 * after a second, listening again on every channel.
 */
export class PgListenChangeNotifications extends ListenerRegistry {
  private client: Client | null = null;
  private connecting: Promise<Client> | null = null;
  private closed = false;
  private retry: NodeJS.Timeout | null = null;

  constructor(private readonly url: string) {
    super();
  }

  protected async listen(channel: string): Promise<void> {
    const client = await this.connection();
    await client.query(`LISTEN ${channel}`);
  }

  private connection(): Promise<Client> {
    if (this.client) return Promise.resolve(this.client);
    this.connecting ??= this.open().finally(() => (this.connecting = null));
    return this.connecting;
  }

  private async open(): Promise<Client> {
    const client = new Client({ connectionString: this.url, application_name: 'fm-listen' });
    client.on('notification', (n) => this.deliver(n.channel, n.payload ?? ''));
    client.on('error', (err) => this.lost(client, err));
    client.on('end', () => this.lost(client));
    await client.connect();
    for (const channel of this.listeners.keys()) await client.query(`LISTEN ${channel}`);
    this.client = client;
    return client;
  }

  private lost(client: Client, err?: Error): void {
    if (this.client !== client || this.closed) return;
    this.client = null;
    this.log.warn(`listening connection lost${err ? `: ${err.message}` : ''}; reconnecting`);
    void client.end().catch(() => undefined);
    this.deliverToAll(null);
    this.reconnect();
  }

  private reconnect(): void {
    if (this.closed || this.retry) return;
    this.retry = setTimeout(() => {
      this.retry = null;
      this.connection().then(
        // Changes between the loss and now were missed: forget once more.
        () => this.deliverToAll(null),
        () => this.reconnect(),
      );
    }, RECONNECT_MS);
    this.retry.unref();
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    const client = this.client ?? (await this.connecting?.catch(() => null)) ?? null;
    this.client = null;
    await client?.end().catch(() => undefined);
  }
}

/**
 * On the embedded PGlite: one process is the only instance, and PGlite's own `listen` hears the
 * notifications that triggers raise in any of its (shared-session) connections once their transaction commits.
 */
export class PgliteChangeNotifications extends ListenerRegistry {
  private readonly stops: (() => Promise<void>)[] = [];

  constructor(private readonly pglite: PGlite) {
    super();
  }

  protected async listen(channel: string): Promise<void> {
    this.stops.push(await this.pglite.listen(channel, (payload) => this.deliver(channel, payload)));
  }

  async close(): Promise<void> {
    if (this.pglite.closed) return;
    for (const stop of this.stops.splice(0)) await stop().catch(() => undefined);
  }
}
