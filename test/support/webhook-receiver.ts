import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  body: string;
  at: number;
}

type Responder = (res: ServerResponse) => void;

/** A real HTTP receiver on loopback: records every request, answers with queued responders (then 200). */
export class WebhookReceiver {
  readonly received: ReceivedWebhook[] = [];
  private readonly responders: Responder[] = [];
  private server!: Server;

  static async start(): Promise<WebhookReceiver> {
    const receiver = new WebhookReceiver();
    receiver.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        receiver.received.push({
          headers: req.headers,
          body: Buffer.concat(chunks).toString('utf8'),
          at: Date.now(),
        });
        const respond = receiver.responders.shift() ?? ((r: ServerResponse) => r.writeHead(200).end('ok'));
        respond(res);
      });
    });
    await new Promise<void>((resolve) => receiver.server.listen(0, '127.0.0.1', resolve));
    return receiver;
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hook`;
  }

  /** The next requests get these answers, in order. */
  respondWith(...responders: Responder[]): void {
    this.responders.push(...responders);
  }

  static status(code: number, headers: Record<string, string> = {}, body = ''): Responder {
    return (res) => res.writeHead(code, headers).end(body);
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/**
 * Polls until `probe` returns a value (not undefined), or fails after `timeoutMs`: for effects of another
 * process or connection (a delivery, a job's commit) that announce nothing in this one to await.
 */
export async function eventually<T>(probe: () => Promise<T | undefined>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 200));
  }
}
