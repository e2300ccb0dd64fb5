import { tenantIdOf } from '@libs/shared';
import { NotificationFeed, type FeedHead, type FeedScope } from '../application/notification-feed.port';
import type { FeedEvent } from '../domain/feed-event';
import type { FeedWakeups } from './feed-wakeups';
import { FeedStreamSession } from './feed-stream-session';

const TENANT = tenantIdOf('11111111-1111-4111-8111-111111111111');

/** Two old events; `head` answers only when the test lets it. */
class GatedFeed extends NotificationFeed {
  readonly events: FeedEvent[] = [1, 2].map((id) => ({
    id,
    type: 'webhook.endpoint_disabled',
    sandbox: false,
    data: {},
    createdAt: new Date(0),
  }));
  releaseHead: () => void = () => undefined;

  async after(_scope: FeedScope, afterId: number): Promise<FeedEvent[]> {
    return this.events.filter((event) => event.id > afterId);
  }
  head(): Promise<FeedHead> {
    return new Promise((resolve) => {
      this.releaseHead = () => resolve({ lastId: this.events.at(-1)?.id ?? 0, prunedThrough: 0 });
    });
  }
  prune(): Promise<number> {
    return Promise.resolve(0);
  }
}

/** A fresh client's session (no `Last-Event-ID`) on a gated feed; `wake` fires the registered wake-up. */
function startableSession() {
  const feed = new GatedFeed();
  let wakeup: () => void = () => undefined;
  const wakeups = {
    add: (_tenant: string, _sandbox: boolean, fn: () => void) => {
      wakeup = fn;
      return () => undefined;
    },
  } as unknown as FeedWakeups;
  const written: string[] = [];
  const session = new FeedStreamSession(feed, wakeups, {
    scope: { tenantId: TENANT, sandbox: false },
    types: null,
    lastEventId: null,
    heartbeatMs: 60_000,
    write: (chunk) => void written.push(chunk),
  });
  return { feed, session, written, wake: () => wakeup() };
}

/**
 * A wake-up that arrives while the session reads the feed's head (a NOTIFY of an earlier commit, delivered
 * late) must not read from before the head: a fresh client gets only events from now on. Failed once in CI
 * (notifications-stream.e2e-spec.ts on PostgreSQL): the early read started at 0 and replayed the whole feed.
 */
it('a wake-up during the start reads nothing from before the head', async () => {
  const { feed, session, written, wake } = startableSession();
  const started = session.start();
  wake(); // during the head read
  await new Promise((resolve) => setImmediate(resolve));
  feed.releaseHead();
  await started;
  feed.events.push({
    id: 3,
    type: 'webhook.endpoint_disabled',
    sandbox: false,
    data: {},
    createdAt: new Date(0),
  });
  wake();
  await new Promise((resolve) => setImmediate(resolve));
  session.close();
  const ids = written.flatMap((chunk) => [...chunk.matchAll(/^id: (\d+)$/gm)].map((m) => Number(m[1])));
  expect(ids).toEqual([3]);
});

/**
 * The first line a client sees means "from here on": an event committed while the head is read counts as the
 * past for a fresh client, so nothing may be written before the head is known (a client that published right
 * after the first line lost its own event on a second instance).
 */
it('writes nothing before the head is read', async () => {
  const { feed, session, written } = startableSession();
  const started = session.start();
  await new Promise((resolve) => setImmediate(resolve));
  expect(written).toEqual([]);
  feed.releaseHead();
  await started;
  session.close();
  expect(written[0]).toMatch(/^retry: /);
});
