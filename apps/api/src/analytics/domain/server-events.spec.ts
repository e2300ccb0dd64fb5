import { amountBand, serverActorId } from './server-events';

describe('server-side event actors and bands', () => {
  it('takes a valid X-Actor-Id as it is', () => {
    expect(serverActorId('nutzer-4711', 'key-1')).toBe('nutzer-4711');
  });

  it('hashes the credential when the header is missing, a placeholder, an e-mail address or too long', () => {
    const hashed = serverActorId(undefined, 'key-1');
    expect(hashed).toMatch(/^key:[0-9a-f]{32}$/);
    expect(hashed).not.toContain('key-1');
    for (const header of ['anonymous', 'max@example.org', 'zwei worte', 'x'.repeat(129), ''])
      expect(serverActorId(header, 'key-1')).toBe(hashed);
    expect(serverActorId(undefined, 'key-2')).not.toBe(hashed);
    expect(serverActorId(undefined, undefined)).toBeNull();
  });

  it('puts a subsidy into a band, the lower bound included', () => {
    expect([0, 9_999, 10_000, 49_999.5, 250_000, 999_999, 1_000_000, 5e7].map(amountBand)).toEqual([
      'unter 10.000',
      'unter 10.000',
      '10.000-50.000',
      '10.000-50.000',
      '250.000-1.000.000',
      '250.000-1.000.000',
      'ab 1.000.000',
      'ab 1.000.000',
    ]);
  });
});
