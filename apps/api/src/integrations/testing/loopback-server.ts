import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
  at: number;
  /** The status this fake answered. */
  status?: number;
}

export interface Answer {
  status: number;
  body?: string;
  headers?: Record<string, string>;
}

/**
 * A vendor fake on 127.0.0.1: records every request, answers with the next scripted answer if there is one,
 * else with what `judge` (the vendor's own checks) says.
 */
export class LoopbackServer {
  readonly requests: RecordedRequest[] = [];
  private readonly script: Answer[] = [];
  private server!: Server;

  protected constructor(private readonly judge: (request: RecordedRequest) => Answer) {}

  protected async listen(): Promise<void> {
    this.server = createServer((req: IncomingMessage, res: ServerResponse) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const request: RecordedRequest = {
          method: req.method ?? '',
          url: req.url ?? '',
          headers: req.headers,
          body: Buffer.concat(chunks).toString('utf8'),
          at: Date.now(),
        };
        this.requests.push(request);
        const answer = this.script.shift() ?? this.judge(request);
        request.status = answer.status;
        res.writeHead(answer.status, answer.headers ?? {}).end(answer.body ?? '');
      });
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
  }

  get origin(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** The next requests get these answers, in order, before the vendor's own checks answer again. */
  answerNext(...answers: Answer[]): void {
    this.script.push(...answers);
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
