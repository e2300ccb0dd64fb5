import type { FeedScope, NotificationFeed } from '../application/notification-feed.port';
import { sseEvent, sseHeartbeat, sseReset, sseRetry } from '../domain/server-sent-events';
import type { FeedWakeups } from './feed-wakeups';

const PAGE = 200;
const RETRY_MS = 5_000;

export interface StreamOptions {
  scope: FeedScope;
  types: string[] | null;
  /** The client's `Last-Event-ID`; null: only events from now on. */
  lastEventId: number | null;
  heartbeatMs: number;
  write: (chunk: string) => void;
}

/**
 * One open stream: replays what the client missed, then follows the feed on every wake-up. Reads are
 * serialised (a wake-up during a read runs one more read afterwards), so events go out once and in id order.
 */
export class FeedStreamSession {
  private cursor = 0;
  /** The cursor is set: until then a wake-up only waits for the read at the end of `start`. */
  private started = false;
  private reading = false;
  private again = false;
  private closed = false;
  private heartbeat: NodeJS.Timeout | null = null;
  private unsubscribe: (() => void) | null = null;

  constructor(
    private readonly feed: NotificationFeed,
    private readonly wakeups: FeedWakeups,
    private readonly options: StreamOptions,
  ) {}

  async start(): Promise<void> {
    const { scope, lastEventId, write } = this.options;
    // Listen before reading the head: an event committed in between is then read, not missed.
    this.unsubscribe = this.wakeups.add(scope.tenantId, scope.sandbox, () => void this.drain());
    const head = await this.feed.head(scope.tenantId);
    // The first line goes out once the cursor is fixed: a client that has seen it gets every event
    // committed after it (sent earlier, an event committed during the head read counted as the past).
    write(sseRetry(RETRY_MS));
    if (lastEventId === null || lastEventId > head.lastId) {
      // A fresh client, or an id this feed never issued (another database): from now on.
      this.cursor = head.lastId;
    } else if (lastEventId < head.prunedThrough) {
      // Part of what it missed is gone: tell it to reload, then continue from now.
      this.cursor = head.lastId;
      write(sseReset(head.lastId));
    } else {
      this.cursor = lastEventId;
    }
    this.heartbeat = setInterval(() => write(sseHeartbeat()), this.options.heartbeatMs);
    this.heartbeat.unref();
    this.started = true;
    await this.drain();
  }

  close(): void {
    this.closed = true;
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.unsubscribe?.();
  }

  private async drain(): Promise<void> {
    // A wake-up during the head read (a late NOTIFY of an earlier commit) would read from 0 and replay the
    // whole feed to a fresh client; the read at the end of `start` sees whatever woke it.
    if (this.closed || !this.started) return;
    if (this.reading) {
      this.again = true;
      return;
    }
    this.reading = true;
    try {
      do {
        this.again = false;
        let page;
        do {
          page = await this.feed.after(this.options.scope, this.cursor, this.options.types, PAGE);
          for (const event of page) {
            if (this.closed) return;
            this.options.write(sseEvent(event));
            this.cursor = event.id;
          }
        } while (page.length === PAGE);
      } while (this.again && !this.closed);
    } catch {
      // A failed read (database restart): the next wake-up or reconnect reads again from the cursor.
    } finally {
      this.reading = false;
    }
  }
}
