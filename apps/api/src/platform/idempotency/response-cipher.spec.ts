import { ResponseCipher } from './response-cipher';

describe('ResponseCipher', () => {
  const cipher = new ResponseCipher('pepper-0123456789abcdef0123456789abcdef');
  const body = JSON.stringify({ body: { clientSecret: 'fm_cs_secret' } });

  it('round-trips, and the stored text does not contain the plaintext', () => {
    const sealed = cipher.seal(body, 'tenant-a');
    expect(sealed).toMatch(/^v1\./);
    expect(sealed).not.toContain('fm_cs_secret');
    expect(cipher.open(sealed, 'tenant-a')).toBe(body);
  });

  it('refuses a ciphertext moved to another row, tampered with, or sealed with another secret', () => {
    const sealed = cipher.seal(body, 'tenant-a');
    expect(() => cipher.open(sealed, 'tenant-b')).toThrow();
    const [v, iv, tag, data] = sealed.split('.');
    const flipped = `${data![0] === 'A' ? 'B' : 'A'}${data!.slice(1)}`;
    expect(() => cipher.open([v, iv, tag, flipped].join('.'), 'tenant-a')).toThrow();
    expect(() =>
      new ResponseCipher('another-pepper-0123456789abcdef0123').open(sealed, 'tenant-a'),
    ).toThrow();
  });
});
