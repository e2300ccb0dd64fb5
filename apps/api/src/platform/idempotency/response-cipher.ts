import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const INFO = 'foerdermittel-api idempotent responses v1';

/**
 * Encrypts stored answers (AES-256-GCM), because creating calls answer with secrets shown only once. The key
 * is derived (HKDF-SHA256) from the credential pepper, which every deployment already has and keeps secret
 * (required in production), so no further setting is needed. The row's identity is authenticated data: a
 * ciphertext copied into another tenant's row does not decrypt. Format: `v1.<iv>.<tag>.<data>` (base64url).
 */
export class ResponseCipher {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = Buffer.from(hkdfSync('sha256', secret, '', INFO, 32));
  }

  seal(plaintext: string, context: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv).setAAD(Buffer.from(context, 'utf8'));
    const data = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return ['v1', ...[iv, cipher.getAuthTag(), data].map((part) => part.toString('base64url'))].join('.');
  }

  open(sealed: string, context: string): string {
    const [version, iv, tag, data] = sealed.split('.');
    if (version !== 'v1' || !iv || !tag || data === undefined) throw new Error('unknown response format');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'))
      .setAAD(Buffer.from(context, 'utf8'))
      .setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  }
}
