import { KEY_PATTERN } from '../../../feature-flags';
import { flagsPage } from './flags.view';

const page = flagsPage({ csrf: 'c' }, []);
const attribute = (id: string, name: string): string | undefined => {
  const input = new RegExp(`<input\\s[^>]*id="${id}"[^>]*>`).exec(page)?.[0] ?? '';
  return new RegExp(`\\s${name}="([^"]*)"`).exec(input)?.[1];
};

describe('the new-flag form', () => {
  // Browsers compile `pattern` as `^(?:pattern)$` with the `v` flag (HTML standard); an invalid one is ignored.
  const pattern = attribute('flag-key', 'pattern')!;

  it('has a key pattern that compiles under the v flag, as Chromium compiles it', () => {
    expect(() => new RegExp(`^(?:${pattern})$`, 'v')).not.toThrow();
  });

  it.each([
    'a',
    'video',
    'beta.search-v2_x',
    'a'.repeat(100),
    '',
    'Video',
    '-a',
    '.a',
    'a b',
    'ä',
    'a'.repeat(101),
  ])('decides %p as the API does', (key) => {
    expect(new RegExp(`^(?:${pattern})$`, 'v').test(key)).toBe(KEY_PATTERN.test(key));
  });

  it('defaults to a rollout of 100 %, so that ticking "Eingeschaltet" alone serves "on" to everyone', () => {
    expect(attribute('flag-rollout', 'value')).toBe('100');
    expect(page).toContain('Eingeschaltet ohne Strategie bekommen alle Aufrufer „on“ (true)');
  });
});
