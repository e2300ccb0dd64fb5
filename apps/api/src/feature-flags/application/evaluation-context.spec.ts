import { buildContext, InvalidContextError } from './evaluation-context';

const FACTS = { tenantId: 'tenant-a', plan: 'free', sandbox: false };

describe('buildContext', () => {
  it('keeps the caller attributes and targetingKey, under the credential facts', () => {
    expect(
      buildContext(FACTS, { targetingKey: 'u1', country: 'DE', plan: 'unlimited', tenantId: 'b' }),
    ).toEqual({
      targetingKey: 'u1',
      country: 'DE',
      tenantId: 'tenant-a',
      plan: 'free',
      sandbox: false,
    });
    expect(buildContext(FACTS, undefined)).toEqual(FACTS);
  });

  it('refuses what is not an object, a non-string targetingKey, and too many attributes', () => {
    expect(() => buildContext(FACTS, [1])).toThrow(InvalidContextError);
    expect(() => buildContext(FACTS, 'x')).toThrow(InvalidContextError);
    expect(() => buildContext(FACTS, { targetingKey: 5 })).toThrow(InvalidContextError);
    const many = Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`a${i}`, i]));
    expect(() => buildContext(FACTS, many)).toThrow(InvalidContextError);
  });
});
