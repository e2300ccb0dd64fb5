import { compareSemver, parseSemver } from './semver';

const cmp = (a: string, b: string) => compareSemver(parseSemver(a)!, parseSemver(b)!);

describe('SemVer 2.0.0 precedence', () => {
  it('orders the example chain of the specification (§11)', () => {
    const chain = [
      '1.0.0-alpha',
      '1.0.0-alpha.1',
      '1.0.0-alpha.beta',
      '1.0.0-beta',
      '1.0.0-beta.2',
      '1.0.0-beta.11',
      '1.0.0-rc.1',
      '1.0.0',
      '1.0.1',
      '1.1.0',
      '2.0.0',
    ];
    for (let i = 1; i < chain.length; i++) {
      expect(cmp(chain[i - 1]!, chain[i]!)).toBe(-1);
      expect(cmp(chain[i]!, chain[i - 1]!)).toBe(1);
    }
  });

  it('ignores build metadata and accepts a leading v', () => {
    expect(cmp('1.2.3+build.5', 'v1.2.3')).toBe(0);
  });

  it('refuses what is not a version', () => {
    for (const bad of ['1.2', '01.2.3', '1.2.3-', 'abc', '']) expect(parseSemver(bad)).toBeNull();
  });
});
