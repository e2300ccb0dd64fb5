import { randomBytes } from 'node:crypto';
import { AesGcmSecretCipher } from './aes-gcm-secret-cipher';

describe('AesGcmSecretCipher', () => {
  const cipher = new AesGcmSecretCipher(randomBytes(32));

  it('round-trips and never stores the plaintext', () => {
    const stored = cipher.encrypt('whsec_abc');
    expect(stored).not.toContain('whsec_abc');
    expect(cipher.decrypt(stored)).toBe('whsec_abc');
    expect(cipher.encrypt('whsec_abc')).not.toBe(stored);
  });

  it('refuses a tampered ciphertext and another key', () => {
    const stored = cipher.encrypt('whsec_abc');
    const parts = stored.split('.');
    parts[3] = Buffer.from('xxxxxxxxx').toString('base64url');
    expect(() => cipher.decrypt(parts.join('.'))).toThrow();
    expect(() => new AesGcmSecretCipher(randomBytes(32)).decrypt(stored)).toThrow();
  });
});
