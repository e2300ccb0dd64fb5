import { FUNDING_PLAN_CONFIG, parseBaseRates } from './funding-plans.config';

describe('FUNDING_PLANS_EU_BASE_RATES', () => {
  it('turns dated entries into rules that end the day before the next one starts', () => {
    const rules = parseBaseRates('2026-01-01=2.1;2025-01-01=2.9');
    expect(rules.map((r) => [r.validFrom, r.validTo, r.value])).toEqual([
      ['2025-01-01', '2025-12-31', 2.9],
      ['2026-01-01', null, 2.1],
    ]);
    expect(rules[0]?.legalSource).toContain('competition-policy.ec.europa.eu');
  });

  it('is optional, and refuses a malformed value at start-up', () => {
    expect(FUNDING_PLAN_CONFIG.load({}, 'production')).toEqual({ baseRates: [] });
    expect(() =>
      FUNDING_PLAN_CONFIG.load({ FUNDING_PLANS_EU_BASE_RATES: '2026-01-01:2' }, 'development'),
    ).toThrow(/FUNDING_PLANS_EU_BASE_RATES/);
  });
});
