import { checkToken, generateToken, TOKEN_PATTERN } from './secret-token';

describe('secret tokens', () => {
  it('generates distinct keys with the prefix and a valid checksum', () => {
    const a = generateToken('fm_live_');
    const b = generateToken('fm_live_');
    expect(a).toMatch(/^fm_live_[0-9A-Za-z]{38}$/);
    expect(a).not.toBe(b);
    expect(checkToken(a)).toBe('fm_live_');
    expect(checkToken(generateToken('fm_test_'))).toBe('fm_test_');
    expect(a.match(TOKEN_PATTERN)).toEqual([a]);
  });

  it('rejects a changed character, a swapped prefix, and garbage', () => {
    const key = generateToken('fm_live_');
    const last = key.at(-1) === 'a' ? 'b' : 'a';
    expect(checkToken(key.slice(0, -1) + last)).toBeNull();
    const body = key.slice(8, 20);
    expect(checkToken(key.replace(body, body.split('').reverse().join('')))).toBeNull();
    expect(checkToken(key.replace('fm_live_', 'fm_test_'))).toBeNull();
    expect(checkToken('fm_live_short')).toBeNull();
    expect(checkToken('')).toBeNull();
  });
});
