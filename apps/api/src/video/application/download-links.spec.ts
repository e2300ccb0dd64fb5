import { randomBytes } from 'node:crypto';
import { DownloadLinks, type DownloadGrant } from './download-links';

const grant: DownloadGrant = {
  tenantId: '3f2a1c4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b',
  sandbox: true,
  jobId: 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee',
  kind: 'captions',
  expiresAt: 1_800_000_000,
};

describe('DownloadLinks', () => {
  const links = new DownloadLinks(Buffer.alloc(32, 1));

  it('round-trips a grant in a token short enough for a path parameter', () => {
    const token = links.sign(grant);
    expect(token.length).toBeLessThanOrEqual(100);
    expect(links.verify(token)).toEqual(grant);
  });

  it('refuses a token with any byte changed, signed with another key, or cut short', () => {
    const token = links.sign(grant);
    const raw = Buffer.from(token, 'base64url');
    for (const at of [0, 20, 32, 36, raw.length - 1]) {
      const changed = Buffer.from(raw);
      changed[at]! ^= 1;
      expect(links.verify(changed.toString('base64url'))).toBeNull();
    }
    expect(new DownloadLinks(Buffer.alloc(32, 2)).verify(token)).toBeNull();
    expect(links.verify(token.slice(0, -2))).toBeNull();
    expect(links.verify('../../etc/passwd')).toBeNull();
  });
});

const flipCase = (c: string) => (c === c.toUpperCase() ? c.toLowerCase() : c.toUpperCase());

describe('download links are compared as their canonical encoding', () => {
  const links = new DownloadLinks(randomBytes(32));

  it('accepts the token it signed', () => {
    expect(links.verify(links.sign(grant))).toEqual(grant);
  });

  it('refuses the token with any one letter flipped in case, at every position', () => {
    for (let seed = 0; seed < 20; seed++) {
      const token = links.sign({ ...grant, expiresAt: grant.expiresAt + seed });
      for (let i = 0; i < token.length; i++) {
        const c = token[i]!;
        if (flipCase(c) === c) continue;
        expect(links.verify(token.slice(0, i) + flipCase(c) + token.slice(i + 1))).toBeNull();
      }
    }
  });

  it('refuses another spelling of the same bytes (the last character carries 2 unused bits)', () => {
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const token = links.sign(grant);
    const last = alphabet.indexOf(token.at(-1)!);
    const spellings = [0, 1, 2, 3]
      .map((low) => alphabet[(last & ~3) | low]!)
      .filter((c) => c !== token.at(-1))
      .map((c) => token.slice(0, -1) + c);
    expect(spellings).toHaveLength(3);
    for (const other of spellings) {
      expect(Buffer.from(other, 'base64url')).toEqual(Buffer.from(token, 'base64url'));
      expect(links.verify(other)).toBeNull();
    }
  });
});
