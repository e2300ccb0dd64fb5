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
  /**
   * Whether the request passed the vendor's checks (fakes with side-effect-free checks only): a scripted
   * answer is given only to a request that did, so an error-path test still validates what was sent.
   */
  passedChecks?: boolean;
}

export interface Answer {
  status: number;
  body?: string;
  headers?: Record<string, string>;
}

/**
 * A vendor fake on 127.0.0.1: records every request, answers with the next scripted answer if there is one,
 * else with what `judge` (the vendor's own checks) says. A fake that passes `check` (the vendor's request
 * checks, free of side effects) has every request checked first: one that fails is answered with the
 * vendor's error and leaves the script untouched, so a scripted error never hides a malformed request.
 */
export class LoopbackServer {
  readonly requests: RecordedRequest[] = [];
  private readonly script: Answer[] = [];
  private server!: Server;

  protected constructor(
    private readonly judge: (request: RecordedRequest) => Answer,
    /** The vendor's error for a request that fails its checks, or null. */
    private readonly check?: (request: RecordedRequest) => Answer | null,
  ) {}

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
        const problem = this.check?.(request) ?? null;
        if (this.check) request.passedChecks = problem === null;
        const answer = problem ?? this.script.shift() ?? this.judge(request);
        request.status = answer.status;
        res.writeHead(answer.status, answer.headers ?? {}).end(answer.body ?? '');
      });
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
  }

  get origin(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /**
   * The next requests get these answers, in order, before the vendor's own checks answer again (with `check`:
   * the next requests that pass the checks).
   */
  answerNext(...answers: Answer[]): void {
    this.script.push(...answers);
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
