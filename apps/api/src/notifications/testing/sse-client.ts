import { request, type IncomingMessage } from 'node:http';

export interface ReceivedEvent {
  id?: string;
  event?: string;
  data?: string;
  retry?: string;
}

/**
 * A minimal `text/event-stream` reader over a real HTTP connection (what a browser's EventSource does):
 * parses fields and blank-line boundaries as the HTML standard says, and keeps comments apart.
 */
export class SseClient {
  readonly events: ReceivedEvent[] = [];
  readonly comments: string[] = [];
  status = 0;
  headers: IncomingMessage['headers'] = {};
  body = '';
  /** When the server ended the response (Date.now()), or null while it is open. */
  endedAt: number | null = null;
  private buffer = '';
  private current: ReceivedEvent = {};
  private closeRequest: (() => void) | null = null;
  /** Called after each chunk and at the end: the waiters of `until` and `ended` check their condition. */
  private readonly listeners = new Set<() => void>();

  static open(url: string, headers: Record<string, string> = {}): Promise<SseClient> {
    const client = new SseClient();
    return new Promise((resolve, reject) => {
      const req = request(url, { headers: { accept: 'text/event-stream', ...headers } }, (res) => {
        client.status = res.statusCode ?? 0;
        client.headers = res.headers;
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => client.feed(chunk));
        res.on('error', () => undefined);
        res.on('close', () => {
          client.endedAt ??= Date.now();
          client.changed();
        });
        resolve(client);
      });
      client.closeRequest = () => req.destroy();
      req.on('error', reject);
      req.end();
    });
  }

  close(): void {
    this.closeRequest?.();
  }

  /** Waits until `predicate` holds over the events received so far (checked on each chunk; at most `ms`). */
  async until(predicate: (c: SseClient) => boolean, ms = 3_000): Promise<void> {
    await this.waitFor(
      () => predicate(this),
      ms,
      () => `timed out; got ${JSON.stringify(this.events)}`,
    );
  }

  /** Waits until the server ends the stream (at most `ms`); answers when it ended. */
  async ended(ms = 3_000): Promise<number> {
    await this.waitFor(
      () => this.endedAt !== null,
      ms,
      () => `stream still open after ${ms} ms`,
    );
    return this.endedAt!;
  }

  private waitFor(holds: () => boolean, ms: number, failure: () => string): Promise<void> {
    if (holds()) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const check = () => {
        if (!holds()) return;
        done();
        resolve();
      };
      const timer = setTimeout(() => {
        done();
        reject(new Error(failure()));
      }, ms);
      const done = () => {
        clearTimeout(timer);
        this.listeners.delete(check);
      };
      this.listeners.add(check);
    });
  }

  private changed(): void {
    for (const listener of [...this.listeners]) listener();
  }

  named(type: string): ReceivedEvent[] {
    return this.events.filter((e) => e.event === type);
  }

  private feed(chunk: string): void {
    this.body += chunk;
    this.buffer += chunk;
    let newline: number;
    while ((newline = this.buffer.indexOf('\n')) >= 0) {
      const line = this.buffer.slice(0, newline).replace(/\r$/, '');
      this.buffer = this.buffer.slice(newline + 1);
      if (line === '') {
        if (Object.keys(this.current).length > 0) this.events.push(this.current);
        this.current = {};
      } else if (line.startsWith(':')) {
        this.comments.push(line.slice(1).trim());
      } else {
        const colon = line.indexOf(':');
        const field = colon < 0 ? line : line.slice(0, colon);
        const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
        const key = field as keyof ReceivedEvent;
        this.current[key] =
          key === 'data' && this.current.data !== undefined ? `${this.current.data}\n${value}` : value;
      }
    }
    this.changed();
  }
}
