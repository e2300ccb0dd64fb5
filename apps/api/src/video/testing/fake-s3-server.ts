import { createHash, createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

const sha256 = (d: string | Buffer) => createHash('sha256').update(d).digest('hex');
const hmac = (k: string | Buffer, d: string) => createHmac('sha256', k).update(d).digest();

/**
 * An in-process fake of the S3 API on loopback (path-style PUT, GET, DELETE, ListObjectsV2), checking each
 * request's Signature V4 from what actually arrived on the wire: method, raw path, query, the signed headers
 * and the body hash. A request it cannot verify gets S3's 403 SignatureDoesNotMatch.
 */
export class FakeS3Server {
  readonly objects = new Map<string, { body: Buffer; contentType: string }>();
  private server!: Server;

  constructor(
    private readonly bucket: string,
    private readonly accessKeyId: string,
    private readonly secret: string,
  ) {}

  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const body = Buffer.concat(chunks);
        if (!this.verify(req, body))
          return res.writeHead(403).end('<Error><Code>SignatureDoesNotMatch</Code></Error>');
        const url = new URL(req.url!, 'http://fake');
        const [, bucket, ...rest] = url.pathname.split('/');
        if (bucket !== this.bucket) return res.writeHead(404).end('<Error><Code>NoSuchBucket</Code></Error>');
        const key = rest.map(decodeURIComponent).join('/');
        if (req.method === 'GET' && !key) {
          const prefix = url.searchParams.get('prefix') ?? '';
          const keys = [...this.objects.keys()].filter((k) => k.startsWith(prefix)).sort();
          const xml = `<ListBucketResult><IsTruncated>false</IsTruncated>${keys.map((k) => `<Contents><Key>${k}</Key></Contents>`).join('')}</ListBucketResult>`;
          return res.writeHead(200, { 'content-type': 'application/xml' }).end(xml);
        }
        if (req.method === 'PUT') {
          this.objects.set(key, { body, contentType: String(req.headers['content-type'] ?? '') });
          return res.writeHead(200).end();
        }
        const found = this.objects.get(key);
        if (req.method === 'DELETE') {
          this.objects.delete(key);
          return res.writeHead(204).end();
        }
        if (!found) return res.writeHead(404).end('<Error><Code>NoSuchKey</Code></Error>');
        res
          .writeHead(200, { 'content-type': found.contentType, 'content-length': found.body.length })
          .end(found.body);
      });
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private verify(req: IncomingMessage, body: Buffer): boolean {
    const auth =
      /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, SignedHeaders=([^,]+), Signature=([0-9a-f]{64})$/.exec(
        String(req.headers.authorization ?? ''),
      );
    if (!auth || auth[1] !== this.accessKeyId) return false;
    const [, , day, region, signedHeaders, signature] = auth as unknown as string[];
    if (req.headers['x-amz-content-sha256'] !== sha256(body)) return false;
    const [path, query = ''] = req.url!.split('?');
    const canonicalQuery = query.split('&').filter(Boolean).sort().join('&');
    const names = signedHeaders!.split(';');
    if (!names.includes('host') || !names.includes('x-amz-date')) return false;
    const canonical = [
      req.method,
      path,
      canonicalQuery,
      names.map((n) => `${n}:${String(req.headers[n] ?? '').trim()}\n`).join(''),
      signedHeaders,
      sha256(body),
    ].join('\n');
    const scope = `${day}/${region}/s3/aws4_request`;
    const toSign = `AWS4-HMAC-SHA256\n${String(req.headers['x-amz-date'])}\n${scope}\n${sha256(canonical)}`;
    const key = hmac(hmac(hmac(hmac(`AWS4${this.secret}`, day!), region!), 's3'), 'aws4_request');
    return createHmac('sha256', key).update(toSign).digest('hex') === signature;
  }
}
