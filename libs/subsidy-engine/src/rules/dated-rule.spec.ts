import { ruleAt, ruleAtOrNearest } from './dated-rule';
import { DEMINIMIS_CEILINGS } from './deminimis-ceilings';
import { FZULG_BASE_CAP_EUR, FZULG_RATE } from './forschungszulage';

describe('dated rules', () => {
  // Instants in UTC; the German calendar day decides (2023-12-31T23:30Z is already 2024-01-01 in Berlin).
  it.each`
    table                             | at                             | value
    ${DEMINIMIS_CEILINGS.general}     | ${'2023-12-31T12:00:00Z'}      | ${200_000}
    ${DEMINIMIS_CEILINGS.general}     | ${'2023-12-31T23:30:00Z'}      | ${300_000}
    ${DEMINIMIS_CEILINGS.general}     | ${'2024-01-01T00:00:00+01:00'} | ${300_000}
    ${DEMINIMIS_CEILINGS.general}     | ${'2030-12-31T12:00:00Z'}      | ${300_000}
    ${DEMINIMIS_CEILINGS.agriculture} | ${'2024-12-15T12:00:00Z'}      | ${20_000}
    ${DEMINIMIS_CEILINGS.agriculture} | ${'2024-12-16T12:00:00Z'}      | ${50_000}
    ${DEMINIMIS_CEILINGS.fishery}     | ${'2023-10-24T12:00:00Z'}      | ${30_000}
    ${DEMINIMIS_CEILINGS.fishery}     | ${'2023-10-25T12:00:00Z'}      | ${40_000}
    ${DEMINIMIS_CEILINGS.sgei}        | ${'2024-06-01T12:00:00Z'}      | ${750_000}
    ${FZULG_BASE_CAP_EUR}             | ${'2024-03-27T12:00:00Z'}      | ${4_000_000}
    ${FZULG_BASE_CAP_EUR}             | ${'2024-03-28T12:00:00Z'}      | ${10_000_000}
    ${FZULG_BASE_CAP_EUR}             | ${'2025-12-31T12:00:00Z'}      | ${10_000_000}
    ${FZULG_BASE_CAP_EUR}             | ${'2026-01-01T12:00:00Z'}      | ${12_000_000}
  `('value on $at is $value', ({ table, at, value }) => {
    expect(ruleAt(table, new Date(at))?.value).toBe(value);
  });

  it('answers null outside every validity period', () => {
    expect(ruleAt(DEMINIMIS_CEILINGS.general, new Date('2031-01-01T12:00:00Z'))).toBeNull();
    expect(ruleAt(FZULG_RATE, new Date('2019-06-01T12:00:00Z'))).toBeNull();
  });

  it('falls back to the nearest rule and says it was not exact', () => {
    expect(ruleAtOrNearest(DEMINIMIS_CEILINGS.general, new Date('2031-01-01T12:00:00Z'))).toEqual({
      rule: expect.objectContaining({ id: 'deminimis-general-2023/2831', value: 300_000 }),
      exact: false,
    });
    expect(ruleAtOrNearest(DEMINIMIS_CEILINGS.general, new Date('2010-01-01T12:00:00Z')).rule.value).toBe(
      200_000,
    );
  });
});
