import { guaranteeGrantEquivalent, loanGrantEquivalent } from './gross-grant-equivalent';

/**
 * Communication 2008/C 14/02: reference rate = base + margin (100 bp), discount rate = base + 100 bp.
 * Figures hand-computed: yearly advantage (reference - program rate) x outstanding, discounted at 3 %.
 */
describe('gross grant equivalents', () => {
  it('loan 1,000,000 EUR, 1 %, 5 years linear repayment, base rate 2 %: 56,039.06 EUR', () => {
    // 20,000 x (1/1.03 + 0.8/1.03^2 + 0.6/1.03^3 + 0.4/1.03^4 + 0.2/1.03^5) = 20,000 x 2.801953
    const ge = loanGrantEquivalent(100_000_000, { interestRatePercent: 1, termYears: 5 }, 2);
    expect(ge.ggeCents / 100).toBeCloseTo(56_039.06, 1);
    expect(ge.referenceRatePercent).toBe(3);
    expect(ge.discountRatePercent).toBe(3);
  });

  it('two years without repayment raise the advantage: 74,169.45 EUR', () => {
    // shares 1, 1, 1, 2/3, 1/3: 20,000 x (0.970874 + 0.942596 + 0.915142 + 0.592326 + 0.287535) = 20,000 x 3.708472
    const ge = loanGrantEquivalent(
      100_000_000,
      { interestRatePercent: 1, termYears: 5, gracePeriodYears: 2 },
      2,
    );
    expect(ge.ggeCents / 100).toBeCloseTo(74_169.45, 1);
  });

  it('a loan at or above the reference rate carries no aid', () => {
    expect(loanGrantEquivalent(100_000_000, { interestRatePercent: 3.5, termYears: 5 }, 2).ggeCents).toBe(0);
  });

  it('a weaker rating (margin 400 bp) raises the reference rate, not the discount rate', () => {
    const ge = loanGrantEquivalent(
      100_000_000,
      { interestRatePercent: 1, termYears: 1, marginBasisPoints: 400 },
      2,
    );
    // (6 % - 1 %) x 1,000,000 / 1.03 = 48,543.69
    expect(ge.ggeCents / 100).toBeCloseTo(48_543.69, 1);
  });

  it('guarantee 500,000 EUR, market premium 2 %, paid 0.5 %, 3 years: 21,214.59 EUR', () => {
    // 7,500 x (1/1.03 + 1/1.03^2 + 1/1.03^3) = 7,500 x 2.828611
    const ge = guaranteeGrantEquivalent(
      50_000_000,
      { premiumPercent: 0.5, marketPremiumPercent: 2, termYears: 3 },
      2,
    );
    expect(ge.ggeCents / 100).toBeCloseTo(21_214.59, 1);
  });
});
