import { classifyEnterprise } from './classify-enterprise';

/** Recommendation 2003/361/EC, Annex Art. 2 (thresholds), Art. 3 (types), Art. 6(2) (aggregation); rules.md §1. */
describe('classifyEnterprise with linked and partner enterprises', () => {
  const own = { staffHeadcount: 40, turnoverEur: 8_000_000, balanceSheetEur: 8_000_000 };
  const big = {
    name: 'Konzern AG',
    staffHeadcount: 300,
    turnoverEur: 80_000_000,
    balanceSheetEur: 70_000_000,
  };

  it.each([
    // share, qualified investor, expected class, staff, turnover (hand-computed)
    ['alone', null, false, 'small', 40, 8_000_000],
    ['linked 60 % (added in full)', 60, false, 'large', 340, 88_000_000],
    ['linked 50.01 %', 50.01, false, 'large', 340, 88_000_000],
    ['partner 50 % (pro rata 50 %)', 50, false, 'medium', 190, 48_000_000],
    ['partner 25 % (pro rata 25 %)', 25, false, 'medium', 115, 28_000_000],
    ['24.99 % (autonomous)', 24.99, false, 'small', 40, 8_000_000],
    ['40 % by a venture capital company (Art. 3(2))', 40, true, 'small', 40, 8_000_000],
  ] as const)('%s', (_, share, qualified, size, staff, turnover) => {
    const relations = share === null ? [] : [{ ...big, sharePercent: share, qualifiedInvestor: qualified }];
    const result = classifyEnterprise(own, relations);
    expect(result.size).toBe(size);
    expect(result.figures.staffHeadcount).toBeCloseTo(staff, 6);
    expect(result.figures.turnoverEur).toBeCloseTo(turnover, 2);
  });

  it('says that a linked enterprise makes a small firm large, with the source', () => {
    const result = classifyEnterprise(own, [{ ...big, sharePercent: 75 }]);
    expect(result.isSme).toBe(false);
    expect(result.findings).toEqual([
      expect.objectContaining({
        code: 'SME_CLASS_CHANGED_BY_RELATIONS',
        legalSource: expect.stringContaining('Art. 3 und 6'),
      }),
    ]);
    expect(result.explanation).toContain('Konzern AG: 75 % > 50 %, verbunden, voll addiert');
  });

  it('keeps the either-or financial test on the aggregate: turnover above, balance sheet within the limit', () => {
    // 45 + 0.3 x 10 = 48 staff; turnover 9 + 0.3 x 10 = 12 M (> 10 M); balance 6 + 0.3 x 10 = 9 M (<= 10 M): small.
    const result = classifyEnterprise(
      { staffHeadcount: 45, turnoverEur: 9_000_000, balanceSheetEur: 6_000_000 },
      [
        {
          name: 'P',
          sharePercent: 30,
          staffHeadcount: 10,
          turnoverEur: 10_000_000,
          balanceSheetEur: 10_000_000,
        },
      ],
    );
    expect(result.size).toBe('small');
  });

  it('falls back to the turnover test when a related balance sheet is missing', () => {
    const result = classifyEnterprise(
      { staffHeadcount: 45, turnoverEur: 9_000_000, balanceSheetEur: 6_000_000 },
      [{ name: 'P', sharePercent: 30, staffHeadcount: 10, turnoverEur: 10_000_000, balanceSheetEur: null }],
    );
    expect(result.figures.balanceSheetEur).toBeNull();
    expect(result.size).toBe('medium');
  });
});
