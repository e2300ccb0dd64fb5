import { matchesSectorPrefix, parseIndustryCode } from './nace';

describe('WZ/NACE codes', () => {
  it.each`
    input        | section | digits
    ${'01.11'}   | ${'A'}  | ${'0111'}
    ${'0111'}    | ${'A'}  | ${'0111'}
    ${'A01'}     | ${'A'}  | ${'01'}
    ${'a 01.11'} | ${'A'}  | ${'0111'}
    ${'A'}       | ${'A'}  | ${''}
    ${'62.01'}   | ${'J'}  | ${'6201'}
    ${'03.11.0'} | ${'A'}  | ${'03110'}
    ${'10.20'}   | ${'C'}  | ${'1020'}
  `('reads $input as section $section, digits $digits', ({ input, section, digits }) => {
    expect(parseIndustryCode(input)).toEqual({ section, digits });
  });

  it.each(['', 'IT', '1', '04.10', 'B01', 'Handel', '00'])('rejects %p', (input) => {
    expect(parseIndustryCode(input)).toBeNull();
  });

  it.each`
    code       | prefix    | matches
    ${'01.11'} | ${'01'}   | ${true}
    ${'10.20'} | ${'03'}   | ${false}
    ${'03.11'} | ${'03'}   | ${true}
    ${'03.11'} | ${'A'}    | ${true}
    ${'A'}     | ${'01'}   | ${false}
    ${'70.10'} | ${'70.1'} | ${true}
    ${'70.22'} | ${'70.1'} | ${false}
    ${'47.91'} | ${'47.1'} | ${false}
    ${'47.11'} | ${'47.1'} | ${true}
  `('$code against prefix $prefix: $matches', ({ code, prefix, matches }) => {
    const parsed = parseIndustryCode(code);
    expect(parsed).not.toBeNull();
    if (parsed) expect(matchesSectorPrefix(parsed, prefix)).toBe(matches);
  });
});
