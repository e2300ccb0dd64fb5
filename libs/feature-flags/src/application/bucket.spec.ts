import murmurhash3js from 'murmurhash3js';
import { inRollout, normalizedValue, pickWeighted } from './bucket';

describe('stickiness buckets (Unleash-compatible murmurhash3 x86 32-bit)', () => {
  it('hashes like the reference murmurhash3 x86_32 ("Hello world", seed 0)', () => {
    // The value every murmur3 implementation (Go murmur3, Python mmh3, murmurHash3js) gives for this input.
    expect(murmurhash3js.x86.hash32('Hello world', 0)).toBe(2911983372);
  });

  it('gives the buckets of the Unleash clients ("the same across node, java and go")', () => {
    // unleash-client-node test/strategy/util-test.js: normalizedValue('123','gr1') 73, ('999','groupX') 25.
    expect(normalizedValue('123', 'gr1')).toBe(73);
    expect(normalizedValue('999', 'groupX')).toBe(25);
  });

  it('hashes groupId:value, so the same caller lands differently per flag', () => {
    expect(normalizedValue('123', 'gr1')).toBe((murmurhash3js.x86.hash32('gr1:123', 0) % 100) + 1);
    const buckets = new Set(['a', 'b', 'c', 'd'].map((flag) => normalizedValue('tenant-1', flag)));
    expect(buckets.size).toBeGreaterThan(1);
  });

  it('stays in 1..100', () => {
    for (let i = 0; i < 2000; i++) {
      const b = normalizedValue(`id-${i}`, 'flag');
      expect(b).toBeGreaterThanOrEqual(1);
      expect(b).toBeLessThanOrEqual(100);
    }
  });

  it('includes nobody at 0 %, everybody at 100 %, and the boundary bucket itself', () => {
    expect(inRollout('123', 'gr1', 0)).toBe(false);
    expect(inRollout('123', 'gr1', 100)).toBe(true);
    expect(inRollout('123', 'gr1', 73)).toBe(true);
    expect(inRollout('123', 'gr1', 72)).toBe(false);
  });

  it('puts 30 +/- 1.5 % of 10,000 ids into a 30 % rollout', () => {
    let inside = 0;
    for (let i = 0; i < 10_000; i++) if (inRollout(`user-${i}`, 'new-dashboard', 30)) inside++;
    expect(inside / 100).toBeGreaterThanOrEqual(28.5);
    expect(inside / 100).toBeLessThanOrEqual(31.5);
  });

  it('splits weighted variants in proportion, and the same id always gets the same one', () => {
    const variants = [
      { variant: 'a', weight: 1 },
      { variant: 'b', weight: 3 },
    ];
    const counts = { a: 0, b: 0 };
    for (let i = 0; i < 10_000; i++) counts[pickWeighted(variants, `user-${i}`, 'f')!.variant as 'a' | 'b']++;
    expect(counts.a / 10_000).toBeCloseTo(0.25, 1);
    expect(pickWeighted(variants, 'user-7', 'f')).toBe(pickWeighted(variants, 'user-7', 'f'));
    expect(pickWeighted([{ variant: 'x', weight: 0 }], 'u', 'f')).toBeUndefined();
  });
});
