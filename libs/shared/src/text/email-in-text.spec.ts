import fc from 'fast-check';
import { containsEmailAddress } from './email-in-text';

/** The shape it replaced (quadratic on a text without `@`); kept here as the reference it must agree with. */
const REFERENCE = /[^\s@]+@[^\s@]+\.[^\s@]+/;

describe('containsEmailAddress', () => {
  it.each([
    ['anna.muster@example.de', true],
    ['Kontakt: info@foerder.de bitte', true],
    ['a@b.c', true],
    ['@b.c', false],
    ['a@.c', false],
    ['a@b.', false],
    ['a @b.c', false],
    ['a@b .c', false],
    ['a@@b.c', false],
    ['x a@b@c.d', true],
    ['Förderung für KMU', false],
    ['', false],
  ])('%j → %s', (text, expected) => {
    expect(containsEmailAddress(text)).toBe(expected);
    expect(REFERENCE.test(text)).toBe(expected);
  });

  it('agrees with the reference on texts made of the characters that matter', () => {
    const alphabet = fc.constantFrom('a', 'ä', '.', '@', ' ', '\n', '\u00a0', '-');
    fc.assert(
      fc.property(fc.array(alphabet, { maxLength: 40 }), (chars) => {
        const text = chars.join('');
        expect(containsEmailAddress(text)).toBe(REFERENCE.test(text));
      }),
      { numRuns: 5000, seed: 34 },
    );
  });
});
