import { isCleanString } from './clean-string';

describe('isCleanString', () => {
  it.each([
    ['plain text', 'Sachsen'],
    ['umlauts', 'Bürgschaft für Gründer'],
    ['a surrogate pair (emoji)', 'a😀b'],
    ['other control characters', 'tab\there\n'],
    ['the replacement character', '\uFFFD'],
    ['empty', ''],
  ])('accepts %s', (_, value) => {
    expect(isCleanString(value)).toBe(true);
  });

  it.each([
    ['a NUL', 'a\u0000b'],
    ['a lone high surrogate at the end', 'ab\uD83D'],
    ['a lone high surrogate before text', '\uD83Dab'],
    ['a lone low surrogate', 'a\uDE00'],
    ['a reversed pair', '\uDE00\uD83D'],
  ])('refuses %s', (_, value) => {
    expect(isCleanString(value)).toBe(false);
  });
});
