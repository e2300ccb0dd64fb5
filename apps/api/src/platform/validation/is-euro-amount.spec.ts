import { hasWholeCents } from './is-euro-amount';

describe('hasWholeCents', () => {
  it.each([0, 0.01, 0.07, 0.1, 0.29, 3500.5, 3500, 1_500_000.99, 999_999_999_999.99, 1e12])(
    'accepts %p',
    (value) => {
      expect(hasWholeCents(value)).toBe(true);
    },
  );

  // Refused, never rounded: 1.005 would round to 1.00 or 1.01 depending on the double, 0.001 to 0 (which the
  // `numeric(18,2) CHECK (> 0)` column then refused with a 500).
  it.each([0.001, 0.005, 1.005, 123.456, 999_999_999_999.001, 0.1 + 0.2, Number.NaN, '1.00'])(
    'refuses %p',
    (value) => {
      expect(hasWholeCents(value)).toBe(false);
    },
  );
});
