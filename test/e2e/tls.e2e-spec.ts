import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { connect, type SecureVersion } from 'node:tls';
import { ConfigError, loadConfig } from '../../apps/api/src/platform/config/load-config';
import { createTestApp, type TestApp } from '../support/test-app';

const TLS_DIR = join(__dirname, '..', 'support', 'tls');
const CERT_FILE = join(TLS_DIR, 'test-only.cert.pem');
const KEY_FILE = join(TLS_DIR, 'test-only.key.pem');

/** Spec section 5: TLS 1.3. With TLS_CERT_FILE and TLS_KEY_FILE the app serves HTTPS itself, 1.3 only. */
describe('native TLS 1.3', () => {
  let t: TestApp;
  let port: number;
  const cert = readFileSync(CERT_FILE, 'utf8');

  beforeAll(async () => {
    const tls = loadConfig({ TLS_CERT_FILE: CERT_FILE, TLS_KEY_FILE: KEY_FILE }).tls;
    t = await createTestApp({ tls });
    await t.app.listen(0, '127.0.0.1');
    port = (t.app.getHttpServer().address() as AddressInfo).port;
  });
  afterAll(async () => t?.close());

  /** One HTTPS GET over a socket limited to `version`: the negotiated protocol and the raw answer. */
  const get = (version: SecureVersion) =>
    new Promise<{ protocol: string | null; head: string }>((resolve, reject) => {
      const socket = connect(
        {
          host: '127.0.0.1',
          port,
          ca: cert,
          servername: 'localhost',
          minVersion: version,
          maxVersion: version,
        },
        () => socket.end('GET /health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n'),
      );
      let head = '';
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => (head += chunk));
      socket.on('end', () => resolve({ protocol: socket.getProtocol(), head }));
      socket.on('error', reject);
    });

  it('answers over TLS 1.3, with HSTS', async () => {
    const { protocol, head } = await get('TLSv1.3');
    expect(protocol).toBe('TLSv1.3');
    expect(head).toMatch(/^HTTP\/1\.1 200/);
    expect(head.toLowerCase()).toContain('strict-transport-security: max-age=31536000; includesubdomains');
  });

  it('refuses TLS 1.2 in the handshake', async () => {
    await expect(get('TLSv1.2')).rejects.toThrow(/protocol version|alert/i);
  });

  it('refuses half a configuration and unreadable files at start', () => {
    expect(() => loadConfig({ TLS_CERT_FILE: CERT_FILE })).toThrow(ConfigError);
    expect(() => loadConfig({ TLS_CERT_FILE: CERT_FILE, TLS_KEY_FILE: '/nonexistent/key.pem' })).toThrow(
      /TLS_KEY_FILE: cannot read/,
    );
    expect(loadConfig({}).tls).toBeUndefined();
  });
});
