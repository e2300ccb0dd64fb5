import type { LegalBasis } from '@libs/shared';
import { aSubsidyProgram, anApplicant, SIZE_PROFILES } from '../testing';
import { checkEligibility } from './check-eligibility';

const REF = new Date('2026-06-15T10:00:00Z');
const codes = (r: ReturnType<typeof checkEligibility>): string[] =>
  r.reasons.map((w) => `${w.code}:${w.severity}`);

describe('checkEligibility', () => {
  it('accepts a matching applicant with no reasons', () => {
    const r = checkEligibility(aSubsidyProgram(), anApplicant(), REF);
    expect(r).toMatchObject({ eligible: true, reasons: [], missingData: [] });
    expect(r.sme.size).toBe('small');
  });

  it.each`
    status           | eligible | reason
    ${'aktiv'}       | ${true}  | ${null}
    ${'inaktiv'}     | ${true}  | ${'PROGRAM_NOT_ACTIVE:warning'}
    ${'geplant'}     | ${true}  | ${'PROGRAM_NOT_ACTIVE:warning'}
    ${'ausgelaufen'} | ${false} | ${'PROGRAM_NOT_ACTIVE:error'}
  `('status $status: eligible $eligible', ({ status, eligible, reason }) => {
    const r = checkEligibility(aSubsidyProgram({ status }), anApplicant(), REF);
    expect(r.eligible).toBe(eligible);
    expect(codes(r)).toEqual(reason ? [reason] : []);
  });

  // The deadline is the end of that German calendar day: 23:59:59.999 CEST = 21:59:59.999Z in summer.
  it.each`
    at                            | eligible
    ${'2026-06-30T21:59:59.999Z'} | ${true}
    ${'2026-06-30T22:00:00.000Z'} | ${false}
    ${'2026-07-01T08:00:00.000Z'} | ${false}
  `('deadline 2026-06-30, reference $at: eligible $eligible', ({ at, eligible }) => {
    const r = checkEligibility(
      aSubsidyProgram({ applicationDeadline: '2026-06-30' }),
      anApplicant(),
      new Date(at),
    );
    expect(r.eligible).toBe(eligible);
    expect(codes(r)).toEqual(eligible ? [] : ['DEADLINE_PASSED:error']);
  });

  it.each`
    regions           | federalState   | eligible
    ${['bundesweit']} | ${'HH'}        | ${true}
    ${['bundesweit']} | ${'XX'}        | ${true}
    ${['SN']}         | ${'SN'}        | ${true}
    ${['SN']}         | ${'DE-SN'}     | ${true}
    ${['SN']}         | ${'Sachsen'}   | ${true}
    ${['SN']}         | ${'sachsen'}   | ${true}
    ${['SN']}         | ${'BY'}        | ${false}
    ${['SN', 'TH']}   | ${'Thüringen'} | ${true}
    ${['SN']}         | ${'Atlantis'}  | ${false}
  `(
    'regions $regions, federalState $federalState: eligible $eligible',
    ({ regions, federalState, eligible }) => {
      const r = checkEligibility(
        aSubsidyProgram({ eligibility: { regions } }),
        anApplicant({ federalState }),
        REF,
      );
      expect(r.eligible).toBe(eligible);
      expect(codes(r)).toEqual(eligible ? [] : ['REGION_NOT_ELIGIBLE:error']);
    },
  );

  it.each`
    profile                 | sizes                           | employeeMax | eligible
    ${SIZE_PROFILES.small}  | ${['micro', 'small', 'medium']} | ${null}     | ${true}
    ${SIZE_PROFILES.large}  | ${['micro', 'small', 'medium']} | ${null}     | ${false}
    ${SIZE_PROFILES.medium} | ${['micro', 'small']}           | ${null}     | ${false}
    ${SIZE_PROFILES.medium} | ${null}                         | ${200}      | ${true}
    ${SIZE_PROFILES.medium} | ${null}                         | ${199}      | ${false}
    ${SIZE_PROFILES.micro}  | ${[]}                           | ${null}     | ${false}
  `(
    'size $profile.employeeCount staff, sizes $sizes, employeeMax $employeeMax: $eligible',
    ({ profile, sizes, employeeMax, eligible }) => {
      const program = aSubsidyProgram({ eligibility: { companySizes: sizes, employeeMax } });
      const r = checkEligibility(program, anApplicant(profile), REF);
      expect(r.eligible).toBe(eligible);
      expect(codes(r)).toEqual(eligible ? [] : ['SIZE_NOT_ELIGIBLE:error']);
    },
  );

  it.each`
    max     | min     | age          | reason                       | missing
    ${5}    | ${null} | ${5}         | ${null}                      | ${[]}
    ${5}    | ${null} | ${5.5}       | ${'COMPANY_TOO_OLD:error'}   | ${[]}
    ${null} | ${5}    | ${4}         | ${'COMPANY_TOO_YOUNG:error'} | ${[]}
    ${null} | ${5}    | ${5}         | ${null}                      | ${[]}
    ${5}    | ${null} | ${undefined} | ${'DATA_MISSING:warning'}    | ${['companyAgeYears']}
    ${null} | ${null} | ${undefined} | ${null}                      | ${[]}
  `('age limits max $max / min $min, age $age', ({ max, min, age, reason, missing }) => {
    const program = aSubsidyProgram({ eligibility: { companyAgeMaxYears: max, companyAgeMinYears: min } });
    const r = checkEligibility(program, anApplicant({ companyAgeYears: age }), REF);
    expect(codes(r)).toEqual(reason ? [reason] : []);
    expect(r.missingData).toEqual(missing);
  });

  const generalDeminimis: LegalBasis = { kind: 'deminimis', regulation: 'general' };
  it.each`
    basis                                               | excluded       | industryCode | reason
    ${generalDeminimis}                                 | ${[]}          | ${'01.11'}   | ${'SECTOR_EXCLUDED:error'}
    ${generalDeminimis}                                 | ${[]}          | ${'0111'}    | ${'SECTOR_EXCLUDED:error'}
    ${generalDeminimis}                                 | ${[]}          | ${'A01'}     | ${'SECTOR_EXCLUDED:error'}
    ${generalDeminimis}                                 | ${[]}          | ${'03.21'}   | ${'SECTOR_EXCLUDED:error'}
    ${generalDeminimis}                                 | ${[]}          | ${'10.20'}   | ${null}
    ${generalDeminimis}                                 | ${[]}          | ${'A'}       | ${null}
    ${{ kind: 'deminimis', regulation: 'agriculture' }} | ${[]}          | ${'01.11'}   | ${null}
    ${{ kind: 'none' }}                                 | ${['F', '56']} | ${'43.21'}   | ${'SECTOR_EXCLUDED:error'}
    ${{ kind: 'none' }}                                 | ${['F', '56']} | ${'56.10'}   | ${'SECTOR_EXCLUDED:error'}
    ${{ kind: 'none' }}                                 | ${['F', '56']} | ${'62.01'}   | ${null}
    ${{ kind: 'regional-aid-map' }}                     | ${[]}          | ${'35.11'}   | ${'SECTOR_EXCLUDED:error'}
    ${{ kind: 'none' }}                                 | ${[]}          | ${'IT'}      | ${null}
    ${generalDeminimis}                                 | ${[]}          | ${'IT'}      | ${'DATA_MISSING:warning'}
  `(
    'basis $basis.kind, excluded $excluded, WZ $industryCode -> $reason',
    ({ basis, excluded, industryCode, reason }) => {
      const program = aSubsidyProgram({
        terms: { legalBasis: basis },
        eligibility: { excludedSectors: excluded },
      });
      const r = checkEligibility(program, anApplicant({ industryCode }), REF);
      expect(codes(r)).toEqual(reason ? [reason] : []);
      expect(r.missingData).toEqual(reason === 'DATA_MISSING:warning' ? ['industryCode'] : []);
    },
  );

  it('reports a missing balance sheet as missing data and collects every failed check', () => {
    const program = aSubsidyProgram({
      status: 'ausgelaufen',
      eligibility: { regions: ['HB'], companySizes: ['micro'] },
    });
    const r = checkEligibility(program, anApplicant({ balanceSheetEur: undefined }), REF);
    expect(r.eligible).toBe(false);
    expect(r.missingData).toEqual(['balanceSheetEur']);
    expect(codes(r)).toEqual([
      'PROGRAM_NOT_ACTIVE:error',
      'REGION_NOT_ELIGIBLE:error',
      'SIZE_NOT_ELIGIBLE:error',
    ]);
  });
});
