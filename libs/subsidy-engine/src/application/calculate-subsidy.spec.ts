import { aSubsidyProgram, anApplicant, SIZE_PROFILES } from '../testing';
import { calculateSubsidy } from './calculate-subsidy';

const REF = new Date('2026-06-15T10:00:00Z');
const codes = (r: ReturnType<typeof calculateSubsidy>): string[] =>
  r.warnings.map((w) => `${w.code}:${w.severity}`);

describe('calculateSubsidy: the worked examples', () => {
  // GBER Art. 17 outside assisted areas: 20 % small, 10 % medium; the guideline's 50 % is cut to the law.
  const art17 = aSubsidyProgram({
    maxAmount: 8_250_000,
    terms: { legalBasis: { kind: 'gber', article: '17' } },
  });
  it.each`
    size        | amount     | rate
    ${'medium'} | ${50_000}  | ${0.1}
    ${'small'}  | ${100_000} | ${0.2}
    ${'micro'}  | ${100_000} | ${0.2}
    ${'large'}  | ${0}       | ${0}
  `('GBER Art. 17, $size company, 500,000 EUR machinery -> $amount EUR', ({ size, amount, rate }) => {
    const profile = anApplicant(SIZE_PROFILES[size as keyof typeof SIZE_PROFILES]);
    const r = calculateSubsidy({ program: art17, profile, projectBudgetEur: 500_000, referenceDate: REF });
    expect(r.estimatedSubsidyEur).toBe(amount);
    expect(r.effectiveSubsidyRate).toBe(rate);
    expect(r.warnings.find((w) => w.code === 'LEGAL_MAX_INTENSITY')?.severity).toBe(
      size === 'large' ? 'error' : 'warning',
    );
    expect(r.ruleVersions).toEqual(['sme-2003/361/EC', 'gber-art17-2023/1315']);
  });

  // BAFA "Förderung unternehmerischen Know-hows": fee max 3,500 EUR, 50 %, 80 % in the eastern Länder, SMEs only.
  const bafa = aSubsidyProgram({
    maxAmount: 2_800,
    subsidyRateMax: 0.8,
    terms: { legalBasis: { kind: 'deminimis', regulation: 'general' } },
    rate: {
      baseRate: 0.5,
      eligibleCostsMaxEur: 3_500,
      regionalRates: [{ regions: ['BB', 'MV', 'SN', 'ST', 'TH'], rate: 0.8, label: 'neue Bundesländer' }],
    },
    eligibility: { companySizes: ['micro', 'small', 'medium'] },
  });
  it.each`
    federalState | profile                 | fee      | amount   | eligible
    ${'BY'}      | ${SIZE_PROFILES.small}  | ${3_500} | ${1_750} | ${true}
    ${'NW'}      | ${SIZE_PROFILES.medium} | ${6_000} | ${1_750} | ${true}
    ${'SN'}      | ${SIZE_PROFILES.small}  | ${3_500} | ${2_800} | ${true}
    ${'DE-TH'}   | ${SIZE_PROFILES.micro}  | ${9_000} | ${2_800} | ${true}
    ${'BB'}      | ${SIZE_PROFILES.small}  | ${2_000} | ${1_600} | ${true}
    ${'BE'}      | ${SIZE_PROFILES.small}  | ${3_500} | ${1_750} | ${true}
    ${'SN'}      | ${SIZE_PROFILES.large}  | ${3_500} | ${0}     | ${false}
  `(
    'BAFA consulting in $federalState, fee $fee -> $amount EUR',
    ({ federalState, profile, fee, amount, eligible }) => {
      const r = calculateSubsidy({
        program: bafa,
        profile: anApplicant({ ...profile, federalState }),
        projectBudgetEur: fee,
        referenceDate: REF,
      });
      expect(r.estimatedSubsidyEur).toBe(amount);
      expect(r.eligible).toBe(eligible);
      if (!eligible) expect(codes(r)).toContain('SIZE_NOT_ELIGIBLE:error');
    },
  );

  it('caps a de-minimis grant of 20,000 EUR to the 10,000 EUR headroom under the 300,000 EUR ceiling', () => {
    const program = aSubsidyProgram({
      rate: { baseRate: 1 },
      terms: { legalBasis: { kind: 'deminimis', regulation: 'general' } },
    });
    const r = calculateSubsidy({
      program,
      profile: anApplicant({ deminimisUsedEur: 290_000 }),
      projectBudgetEur: 20_000,
      referenceDate: REF,
    });
    expect(r.estimatedSubsidyEur).toBe(10_000);
    expect(r.effectiveSubsidyRate).toBe(0.5);
    const w = r.warnings.find((x) => x.code === 'DEMINIMIS_HEADROOM');
    expect(w?.severity).toBe('warning');
    expect(w?.message).toContain('300.000 EUR');
    expect(w?.message).toContain('10.000 EUR');
    expect(r.ruleVersions).toContain('deminimis-general-2023/2831');
  });
});

describe('calculateSubsidy: pipeline', () => {
  it('records every step in order with a legal source, and the result last', () => {
    const program = aSubsidyProgram({ terms: { legalBasis: { kind: 'deminimis', regulation: 'general' } } });
    const r = calculateSubsidy({
      program,
      profile: anApplicant(),
      projectBudgetEur: 10_000,
      referenceDate: REF,
    });
    expect(r.breakdown.map((b) => b.step)).toEqual([
      'sme',
      'eligibility',
      'rate',
      'amount',
      'deminimis',
      'result',
    ]);
    for (const b of r.breakdown) expect(b.legalSource.length).toBeGreaterThan(5);
    expect(r.breakdown.at(-1)?.value).toBe(5_000);
  });

  it('gives 0 EUR and says why when the applicant is ineligible', () => {
    const program = aSubsidyProgram({ applicationDeadline: '2026-06-14' });
    const r = calculateSubsidy({
      program,
      profile: anApplicant(),
      projectBudgetEur: 10_000,
      referenceDate: REF,
    });
    expect(r).toMatchObject({ estimatedSubsidyEur: 0, effectiveSubsidyRate: 0, eligible: false });
    expect(codes(r)).toEqual(['DEADLINE_PASSED:error']);
    expect(r.breakdown.map((b) => b.step)).toEqual(['sme', 'eligibility', 'result']);
  });

  it('still computes for an inactive program, with a warning', () => {
    const r = calculateSubsidy({
      program: aSubsidyProgram({ status: 'geplant' }),
      profile: anApplicant(),
      projectBudgetEur: 10_000,
      referenceDate: REF,
    });
    expect(r.estimatedSubsidyEur).toBe(5_000);
    expect(codes(r)).toEqual(['PROGRAM_NOT_ACTIVE:warning']);
  });

  it.each`
    sizeRates                       | regionalRates                                                                               | state   | profile                 | rate
    ${{ small: 0.4, medium: 0.35 }} | ${undefined}                                                                                | ${'BY'} | ${SIZE_PROFILES.micro}  | ${0.4}
    ${{ small: 0.4, medium: 0.35 }} | ${undefined}                                                                                | ${'BY'} | ${SIZE_PROFILES.medium} | ${0.35}
    ${{ small: 0.4, medium: 0.35 }} | ${undefined}                                                                                | ${'BY'} | ${SIZE_PROFILES.large}  | ${0.5}
    ${undefined}                    | ${[{ regions: ['SN'], rate: 0.15, sizeRates: { small: 0.35, medium: 0.25 }, label: 'SN' }]} | ${'SN'} | ${SIZE_PROFILES.medium} | ${0.25}
    ${undefined}                    | ${[{ regions: ['SN'], rate: 0.15, sizeRates: { small: 0.35, medium: 0.25 }, label: 'SN' }]} | ${'SN'} | ${SIZE_PROFILES.large}  | ${0.15}
    ${undefined}                    | ${[{ regions: ['SN'], rate: 0.15, sizeRates: { small: 0.35, medium: 0.25 }, label: 'SN' }]} | ${'BY'} | ${SIZE_PROFILES.large}  | ${0.5}
  `(
    'rate: size $sizeRates, region $state, $profile.employeeCount staff -> $rate',
    ({ sizeRates, regionalRates, state, profile, rate }) => {
      const program = aSubsidyProgram({
        maxAmount: 10_000_000,
        rate: { baseRate: 0.5, sizeRates, regionalRates },
      });
      const r = calculateSubsidy({
        program,
        profile: anApplicant({ ...profile, federalState: state }),
        projectBudgetEur: 100_000,
        referenceDate: REF,
      });
      expect(r.effectiveSubsidyRate).toBe(rate);
      expect(r.estimatedSubsidyEur).toBe(rate * 100_000);
    },
  );

  it.each`
    age          | rate
    ${4}         | ${0.8}
    ${4.99}      | ${0.8}
    ${5}         | ${0.5}
    ${undefined} | ${0.5}
  `('young-company rate: age $age -> $rate', ({ age, rate }) => {
    const program = aSubsidyProgram({
      rate: { baseRate: 0.5, ageRates: [{ belowAgeYears: 5, rate: 0.8, label: 'jung' }] },
    });
    const r = calculateSubsidy({
      program,
      profile: anApplicant({ companyAgeYears: age }),
      projectBudgetEur: 10_000,
      referenceDate: REF,
    });
    expect(r.effectiveSubsidyRate).toBe(rate);
  });

  it('caps the guideline rate by subsidyRateMax, and says so when no rate is stated', () => {
    const capped = aSubsidyProgram({ subsidyRateMax: 0.3, rate: { baseRate: 0.5 } });
    expect(
      calculateSubsidy({
        program: capped,
        profile: anApplicant(),
        projectBudgetEur: 1_000,
        referenceDate: REF,
      }).estimatedSubsidyEur,
    ).toBe(300);
    const unstated = aSubsidyProgram({ maxAmount: 15_000, rate: { baseRate: null } });
    const r = calculateSubsidy({
      program: unstated,
      profile: anApplicant(),
      projectBudgetEur: 20_000,
      referenceDate: REF,
    });
    expect(r.estimatedSubsidyEur).toBe(15_000);
    expect(codes(r)).toEqual(['RATE_NOT_STATED:info', 'MAX_AMOUNT_CAPPED:info']);
  });

  it('rounds once from integer cents', () => {
    const program = aSubsidyProgram({ rate: { baseRate: 1 / 3 } });
    const r = calculateSubsidy({
      program,
      profile: anApplicant(),
      projectBudgetEur: 1_000.01,
      referenceDate: REF,
    });
    expect(r.estimatedSubsidyEur).toBe(333.34);
  });
});

describe('calculateSubsidy: explanations', () => {
  it('passes on a regional caveat and the unverified facts of a program as info', () => {
    const program = aSubsidyProgram({
      rate: {
        baseRate: 0.5,
        regionalRates: [{ regions: ['SN'], rate: 0.8, label: 'Sachsen', caveat: 'Region Leipzig: 50 %.' }],
      },
      terms: { unverified: ['Satz nicht im Richtlinientext geprüft'] },
    });
    const r = calculateSubsidy({
      program,
      profile: anApplicant({ federalState: 'Sachsen' }),
      projectBudgetEur: 1_000,
      referenceDate: REF,
    });
    expect(r.estimatedSubsidyEur).toBe(800);
    expect(r.warnings).toEqual([
      {
        code: 'UNVERIFIED_RULE',
        severity: 'info',
        message: 'Nicht bestätigte Programmangaben: Satz nicht im Richtlinientext geprüft.',
      },
      { code: 'REGIONAL_RATE_CAVEAT', severity: 'info', message: 'Region Leipzig: 50 %.' },
    ]);
  });

  it('gives the young-company rate only to the sizes it names', () => {
    const program = aSubsidyProgram({
      maxAmount: 1_000_000,
      rate: {
        baseRate: 0.25,
        sizeRates: { small: 0.4, medium: 0.35 },
        ageRates: [{ belowAgeYears: 10, rate: 0.45, label: 'jung', sizes: ['micro', 'small'] }],
      },
    });
    const small = calculateSubsidy({
      program,
      profile: anApplicant({ ...SIZE_PROFILES.small, companyAgeYears: 3 }),
      projectBudgetEur: 100_000,
      referenceDate: REF,
    });
    const medium = calculateSubsidy({
      program,
      profile: anApplicant({ ...SIZE_PROFILES.medium, companyAgeYears: 3 }),
      projectBudgetEur: 100_000,
      referenceDate: REF,
    });
    expect([small.estimatedSubsidyEur, medium.estimatedSubsidyEur]).toEqual([45_000, 35_000]);
  });

  it('uses the figures, not the declared class, for eligibility and rate', () => {
    const program = aSubsidyProgram({
      rate: { baseRate: 0.1, sizeRates: { small: 0.2 } },
      eligibility: { companySizes: ['micro', 'small', 'medium'] },
    });
    const r = calculateSubsidy({
      program,
      profile: anApplicant({ ...SIZE_PROFILES.large, companySize: 'small', isKmu: true }),
      projectBudgetEur: 10_000,
      referenceDate: REF,
    });
    expect(r.sme.size).toBe('large');
    expect(r.estimatedSubsidyEur).toBe(0);
    expect(codes(r)).toEqual(['SME_STATUS_MISMATCH:warning', 'SIZE_NOT_ELIGIBLE:error']);
  });
});
