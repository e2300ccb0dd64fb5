import { createHmac, timingSafeEqual } from 'node:crypto';
import { SecretDigester } from '../application/secret-digester.port';

/**
 * HMAC-SHA256 with a server-side pepper (`API_KEY_PEPPER`). Keys carry 190 bits of randomness, so a fast
 * hash is safe (no password stretching needed); the pepper keeps a leaked table useless on its own.
 */
export class HmacSecretDigester extends SecretDigester {
  constructor(private readonly pepper: string) {
    super();
  }

  digest(secret: string): string {
    return createHmac('sha256', this.pepper).update(secret, 'utf8').digest('hex');
  }

  matches(secret: string, digest: string): boolean {
    const a = Buffer.from(this.digest(secret), 'hex');
    const b = Buffer.from(digest, 'hex');
    return a.length === b.length && timingSafeEqual(a, b);
  }
}
