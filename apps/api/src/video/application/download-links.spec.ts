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
