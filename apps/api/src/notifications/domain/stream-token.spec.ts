import { createHmac, randomBytes } from 'node:crypto';
import { parseLastEventId, sseEvent } from './server-sent-events';
import { signStreamToken, verifyStreamToken } from './stream-token';

describe('stream tokens', () => {
  const key = randomBytes(32);
  const grant = {
    tenantId: '7b0c2f4e-5d6a-4b8c-9e1f-2a3b4c5d6e7f',
    sandbox: true,
    exp: 1_000,
    credentialKind: 'api_key' as const,
    credentialId: '0b8f7c1e-5d3a-4c2b-9a1f-2e3d4c5b6a70',
  };

  it('round-trips before expiry, and fails after it, with another key or when altered', () => {
    const token = signStreamToken(grant, key);
    expect(verifyStreamToken(token, key, 999)).toEqual(grant);
    expect(verifyStreamToken(token, key, 1_000)).toBeNull();
    expect(verifyStreamToken(token, randomBytes(32), 999)).toBeNull();
    const [prefix, body, mac] = token.split('.');
    const forged = Buffer.from(JSON.stringify([grant.tenantId, false, 9_999])).toString('base64url');
    expect(verifyStreamToken(`${prefix}.${forged}.${mac}`, key, 999)).toBeNull();
    expect(verifyStreamToken(`${prefix}.${body}`, key, 999)).toBeNull();
    expect(verifyStreamToken('fm_live_abc', key, 999)).toBeNull();
    // A token without the credential it was issued to cannot be checked against a revocation: refused.
    const bare = Buffer.from(JSON.stringify([grant.tenantId, true, 9_999])).toString('base64url');
    const macOf = (b: string) => createHmac('sha256', key).update(`stream:${b}`).digest('base64url');
    expect(verifyStreamToken(`${prefix}.${bare}.${macOf(bare)}`, key, 999)).toBeNull();
  });
});

describe('server-sent events framing', () => {
  it('writes id, event and one data line of JSON, ended by a blank line', () => {
    const text = sseEvent({
      id: 7,
      type: 'a.b',
      sandbox: false,
      data: { note: 'zwei\nZeilen' },
      createdAt: new Date(0),
    });
    expect(text).toBe(
      'id: 7\nevent: a.b\ndata: {"id":"7","type":"a.b","timestamp":"1970-01-01T00:00:00.000Z","data":{"note":"zwei\\nZeilen"}}\n\n',
    );
  });

  it('reads Last-Event-ID as a non-negative integer or not at all', () => {
    expect(parseLastEventId('42')).toBe(42);
    expect(parseLastEventId([' 3 '])).toBe(3);
    expect(parseLastEventId('-1')).toBeNull();
    expect(parseLastEventId('abc')).toBeNull();
    expect(parseLastEventId(undefined)).toBeNull();
  });
});
