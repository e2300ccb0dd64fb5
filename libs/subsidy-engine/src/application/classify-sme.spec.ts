import { anApplicant } from '../testing';
import { classifySme } from './classify-sme';

describe('classifySme (Recommendation 2003/361/EC)', () => {
  it.each`
    staff  | turnover      | balance       | size
    ${45}  | ${12_000_000} | ${8_000_000}  | ${'small'}
    ${240} | ${60_000_000} | ${45_000_000} | ${'large'}
    ${240} | ${60_000_000} | ${40_000_000} | ${'medium'}
    ${9}   | ${2_000_000}  | ${5_000_000}  | ${'micro'}
    ${10}  | ${1_000_000}  | ${1_000_000}  | ${'small'}
    ${9}   | ${2_000_001}  | ${2_000_001}  | ${'small'}
    ${49}  | ${10_000_000} | ${99_000_000} | ${'small'}
    ${50}  | ${1_000_000}  | ${1_000_000}  | ${'medium'}
    ${249} | ${50_000_000} | ${90_000_000} | ${'medium'}
    ${249} | ${50_000_001} | ${43_000_000} | ${'medium'}
    ${249} | ${50_000_001} | ${43_000_001} | ${'large'}
    ${250} | ${1_000_000}  | ${1_000_000}  | ${'large'}
  `('$staff staff, turnover $turnover, balance $balance -> $size', ({ staff, turnover, balance, size }) => {
    const result = classifySme(
      anApplicant({ employeeCount: staff, revenueEur: turnover, balanceSheetEur: balance }),
    );
    expect(result.size).toBe(size);
    expect(result.isSme).toBe(size !== 'large');
    expect(result.basis).toBe('headcount-turnover-or-balance-sheet');
    expect(result.warnings).toEqual([]);
    expect(result.ruleVersion).toBe('sme-2003/361/EC');
  });

  it('decides by turnover when the balance sheet is missing, and says what it could change', () => {
    const result = classifySme(
      anApplicant({ employeeCount: 45, revenueEur: 12_000_000, balanceSheetEur: undefined }),
    );
    expect(result.size).toBe('medium');
    expect(result.basis).toBe('headcount-turnover');
    expect(result.warnings).toEqual([
      expect.objectContaining({ code: 'BALANCE_SHEET_MISSING', severity: 'warning' }),
    ]);
    expect(result.warnings[0]?.message).toContain('10.000.000 EUR');
    expect(result.warnings[0]?.message).toContain('kleines Unternehmen');
  });

  it('only informs when the missing balance sheet could not change the class', () => {
    const result = classifySme(
      anApplicant({ employeeCount: 45, revenueEur: 9_000_000, balanceSheetEur: null }),
    );
    expect(result.size).toBe('small');
    expect(result.warnings.map((w) => [w.code, w.severity])).toEqual([['BALANCE_SHEET_MISSING', 'info']]);
  });

  it.each`
    declared                                  | mismatch
    ${{ companySize: 'small' }}               | ${false}
    ${{ companySize: 'micro' }}               | ${true}
    ${{ isKmu: true }}                        | ${false}
    ${{ isKmu: false }}                       | ${true}
    ${{ companySize: 'small', isKmu: false }} | ${true}
  `(
    'declared $declared on small figures: mismatch $mismatch; the figures decide',
    ({ declared, mismatch }) => {
      const result = classifySme(anApplicant({ employeeCount: 45, revenueEur: 9_000_000, ...declared }));
      expect(result.size).toBe('small');
      expect(result.warnings.some((w) => w.code === 'SME_STATUS_MISMATCH')).toBe(mismatch);
    },
  );
});
