import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeProtectedHeader, importJWK, jwtVerify } from 'jose';
// http_ece has no type declarations; its decrypt is all the fake needs.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const ece = require('http_ece') as { decrypt(buffer: Buffer, params: Record<string, unknown>): Buffer };

/** What a browser would hold: its P-256 key pair and auth secret, and the subscription JSON it hands out. */
export interface FakeBrowser {
  id: string;
  ecdh: ECDH;
  auth: Buffer;
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
}

export interface ReceivedPush {
  browser: string;
  headers: IncomingMessage['headers'];
  /** The decrypted payload, parsed. */
  message: Record<string, unknown>;
  jwt: { aud: string; exp: number; sub: string };
}

/** 201 accepts; 404/410/413/429/500 answer that status; `hang` never answers (timeouts). */
export type FakePushAnswer = 201 | 404 | 410 | 413 | 429 | 500 | 'hang';

/**
 * A push service on loopback (RFC 8030): checks the VAPID JWT (ES256 against `k=`, `aud` = our origin,
 * `exp` within 24 h, a `sub`), requires `TTL` and `Content-Encoding: aes128gcm`, decrypts the body with the
 * browser's private key (RFC 8291, `http_ece`), and answers what the test asks for.
 */
export class FakePushService {
  readonly received: ReceivedPush[] = [];
  readonly refused: string[] = [];
  readonly attempts: string[] = [];
  private readonly browsers = new Map<string, FakeBrowser>();
  private readonly answers = new Map<string, FakePushAnswer[]>();
  private readonly hanging: ServerResponse[] = [];
  private server!: Server;
  origin = '';

  static async start(): Promise<FakePushService> {
    const service = new FakePushService();
    service.server = createServer((req, res) => void service.handle(req, res));
    await new Promise<void>((resolve) => service.server.listen(0, '127.0.0.1', resolve));
    service.origin = `http://127.0.0.1:${(service.server.address() as AddressInfo).port}`;
    return service;
  }

  browser(): FakeBrowser {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const auth = randomBytes(16);
    const id = randomBytes(8).toString('hex');
    const browser: FakeBrowser = {
      id,
      ecdh,
      auth,
      subscription: {
        endpoint: `${this.origin}/push/${id}`,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
      },
    };
    this.browsers.set(id, browser);
    return browser;
  }

  /** The next answers for this browser, in order; afterwards 201. */
  answer(browser: FakeBrowser, ...answers: FakePushAnswer[]): void {
    this.answers.set(browser.id, answers);
  }

  async close(): Promise<void> {
    for (const res of this.hanging.splice(0)) res.destroy();
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const id = /^\/push\/([0-9a-f]+)$/.exec(req.url ?? '')?.[1] ?? '';
    this.attempts.push(id);
    const browser = this.browsers.get(id);
    const fail = (status: number, why: string) => {
      this.refused.push(why);
      res.writeHead(status).end(why);
    };
    if (!browser) return fail(404, 'unknown subscription');
    if (req.method !== 'POST') return fail(405, 'method');
    if (!/^\d+$/.test(String(req.headers.ttl ?? ''))) return fail(400, 'TTL header missing');
    if (req.headers['content-encoding'] !== 'aes128gcm') return fail(415, 'content-encoding');
    let jwt: ReceivedPush['jwt'];
    try {
      jwt = await this.verifyVapid(String(req.headers.authorization ?? ''));
    } catch (error) {
      return fail(403, `vapid: ${(error as Error).message}`);
    }
    const next = this.answers.get(id)?.shift() ?? 201;
    if (next === 'hang') {
      this.hanging.push(res);
      return;
    }
    if (next !== 201) return void res.writeHead(next, next === 429 ? { 'retry-after': '0' } : {}).end();
    const plaintext = ece.decrypt(Buffer.concat(chunks), {
      version: 'aes128gcm',
      privateKey: browser.ecdh,
      authSecret: browser.auth.toString('base64url'),
    });
    this.received.push({
      browser: id,
      headers: req.headers,
      message: JSON.parse(plaintext.toString('utf8')) as Record<string, unknown>,
      jwt,
    });
    res.writeHead(201, { location: `${this.origin}/messages/${this.received.length}` }).end();
  }

  /** `Authorization: vapid t=<jwt>, k=<public key>` (RFC 8292). */
  private async verifyVapid(header: string): Promise<ReceivedPush['jwt']> {
    const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header);
    if (!match) throw new Error('no vapid authorization');
    const [, token, k] = match as unknown as [string, string, string];
    const point = Buffer.from(k, 'base64url');
    if (point.length !== 65 || point[0] !== 4) throw new Error('k is not an uncompressed P-256 point');
    if (decodeProtectedHeader(token).alg !== 'ES256') throw new Error('alg is not ES256');
    const key = await importJWK(
      {
        kty: 'EC',
        crv: 'P-256',
        x: point.subarray(1, 33).toString('base64url'),
        y: point.subarray(33).toString('base64url'),
      },
      'ES256',
    );
    const { payload } = await jwtVerify(token, key, { audience: this.origin });
    const exp = Number(payload.exp);
    if (!(exp > Date.now() / 1000) || exp > Date.now() / 1000 + 24 * 3600)
      throw new Error('exp not within 24 h');
    if (typeof payload.sub !== 'string' || !/^(mailto:|https:)/.test(payload.sub)) throw new Error('sub');
    return { aud: String(payload.aud), exp, sub: payload.sub };
  }
}
