import { createHash, createHmac } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { VideoStorage, type StoredFile } from '../application/video-storage.port';
import { checkKey } from './local-video-storage';

export interface S3Settings {
  /** e.g. `https://s3.eu-central-1.amazonaws.com` or a MinIO/Ceph URL; path-style addressing. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();
/** RFC 3986 encoding as SigV4 wants it (encodeURIComponent leaves !'()* alone). */
const encode = (s: string) =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * An S3-compatible bucket (AWS, MinIO, Ceph) with hand-made Signature V4 requests over `fetch`, no SDK: four
 * calls (PUT, GET, list, DELETE). A PUT becomes visible only complete, so no half file is ever served.
 */
export class S3VideoStorage extends VideoStorage {
  constructor(
    private readonly s: S3Settings,
    private readonly now: () => Date = () => new Date(),
  ) {
    super();
  }

  async put(key: string, sourcePath: string, contentType: string): Promise<void> {
    const body = await readFile(sourcePath);
    const res = await this.request('PUT', checkKey(key), {}, body, { 'content-type': contentType });
    if (!res.ok) throw new Error(`S3 PUT ${key}: ${res.status}`);
  }

  async open(key: string): Promise<StoredFile | null> {
    const res = await this.request('GET', checkKey(key));
    if (res.status === 404) return null;
    if (!res.ok || !res.body) throw new Error(`S3 GET ${key}: ${res.status}`);
    return {
      body: Readable.fromWeb(res.body as WebReadableStream<Uint8Array>),
      size: Number(res.headers.get('content-length') ?? 0),
    };
  }

  async list(prefix: string): Promise<string[]> {
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const query: Record<string, string> = { 'list-type': '2', prefix };
      if (token) query['continuation-token'] = token;
      const res = await this.request('GET', '', query);
      if (!res.ok) throw new Error(`S3 list: ${res.status}`);
      const xml = await res.text();
      keys.push(...[...xml.matchAll(/<Key>([^<]*)<\/Key>/g)].map((m) => unescapeXml(m[1]!)));
      token = /<IsTruncated>true<\/IsTruncated>/.test(xml)
        ? unescapeXml(/<NextContinuationToken>([^<]*)<\/NextContinuationToken>/.exec(xml)?.[1] ?? '')
        : undefined;
    } while (token);
    return keys;
  }

  async remove(keys: string[]): Promise<void> {
    for (const key of keys) {
      const res = await this.request('DELETE', checkKey(key));
      if (!res.ok && res.status !== 404) throw new Error(`S3 DELETE ${key}: ${res.status}`);
    }
  }

  private request(
    method: string,
    key: string,
    query: Record<string, string> = {},
    body?: Buffer,
    extraHeaders: Record<string, string> = {},
  ): Promise<Response> {
    const url = new URL(this.s.endpoint);
    const path = `${url.pathname.replace(/\/$/, '')}/${encode(this.s.bucket)}${key ? `/${key.split('/').map(encode).join('/')}` : ''}`;
    const canonicalQuery = Object.keys(query)
      .sort()
      .map((k) => `${encode(k)}=${encode(query[k]!)}`)
      .join('&');
    const amzDate = this.now()
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d{3}/, '');
    const day = amzDate.slice(0, 8);
    const payloadHash = sha256(body ?? '');
    const headers: Record<string, string> = {
      host: url.host,
      'x-amz-content-sha256': payloadHash,
      'x-amz-date': amzDate,
      ...extraHeaders,
    };
    const names = Object.keys(headers).sort();
    const canonicalRequest = [
      method,
      path,
      canonicalQuery,
      names.map((n) => `${n}:${headers[n]!.trim()}\n`).join(''),
      names.join(';'),
      payloadHash,
    ].join('\n');
    const scope = `${day}/${this.s.region}/s3/aws4_request`;
    const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonicalRequest)].join('\n');
    const signingKey = ['s3', 'aws4_request'].reduce<Buffer>(
      (k, part) => hmac(k, part),
      hmac(hmac(`AWS4${this.s.secretAccessKey}`, day), this.s.region),
    );
    const signature = createHmac('sha256', signingKey).update(stringToSign).digest('hex');
    const { host: _host, ...sent } = headers;
    return fetch(`${url.origin}${path}${canonicalQuery ? `?${canonicalQuery}` : ''}`, {
      method,
      headers: {
        ...sent,
        authorization: `AWS4-HMAC-SHA256 Credential=${this.s.accessKeyId}/${scope}, SignedHeaders=${names.join(';')}, Signature=${signature}`,
      },
      body,
    });
  }
}

const unescapeXml = (s: string) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
