import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { SecretCipher } from '../application/secret-cipher.port';

/** AES-256-GCM, stored as `v1.<iv>.<tag>.<ciphertext>` (base64url): tampering fails decryption. */
export class AesGcmSecretCipher extends SecretCipher {
  constructor(private readonly key: Buffer) {
    super();
    if (key.length !== 32) throw new Error('the webhook secret key must be 32 bytes');
  }

  encrypt(plaintext: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const data = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return ['v1', iv, cipher.getAuthTag(), data]
      .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
      .join('.');
  }

  decrypt(ciphertext: string): string {
    const [version, iv, tag, data] = ciphertext.split('.');
    if (version !== 'v1' || !iv || !tag || data === undefined) throw new Error('unknown secret format');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  }
}
