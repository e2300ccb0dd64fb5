import type { CompanySize } from '@libs/shared';
import type { EnterpriseFigures } from '../domain/plan-input';
import { aCandidate, aCompany, aPlanInput, aProject } from '../testing';
import { planFunding } from './plan-funding';

const byId = (r: ReturnType<typeof planFunding>, id: string) => r.programs.find((p) => p.programId === id);
const codesOf = (r: ReturnType<typeof planFunding>, id: string) =>
  byId(r, id)?.reductions.map((x) => x.code) ?? [];

const FIGURES: Record<Exclude<CompanySize, 'micro'>, EnterpriseFigures> = {
  small: { staffHeadcount: 40, turnoverEur: 8_000_000, balanceSheetEur: 8_000_000 },
  medium: { staffHeadcount: 200, turnoverEur: 40_000_000, balanceSheetEur: 30_000_000 },
  large: { staffHeadcount: 900, turnoverEur: 200_000_000, balanceSheetEur: 150_000_000 },
};

/** The catalogue's Forschungszulage: 25 %, 35 % for SMEs, 4.2 M EUR program maximum. */
const fzulg = (rate: number) =>
  aCandidate({
    id: 'fz',
    instrument: 'tax',
    legalBasis: { kind: 'tax', law: 'FZulG' },
    costKinds: ['rdPersonnel', 'contractResearch'],
    rate,
    maxAmountEur: 4_200_000,
    requiresApplicationBeforeStart: false,
  });

describe('§ 3 Abs. 5 FZulG: the assessment base per year, and the rate by size (§ 4 Abs. 1)', () => {
  it.each`
    size        | rate    | start           | wages         | allowance
    ${'large'}  | ${0.25} | ${'2025-03-01'} | ${15_000_000} | ${2_500_000}
    ${'medium'} | ${0.35} | ${'2025-03-01'} | ${15_000_000} | ${3_500_000}
    ${'small'}  | ${0.35} | ${'2025-03-01'} | ${15_000_000} | ${3_500_000}
    ${'large'}  | ${0.25} | ${'2025-03-01'} | ${8_000_000}  | ${2_000_000}
    ${'medium'} | ${0.35} | ${'2024-03-28'} | ${10_000_000} | ${3_500_000}
    ${'medium'} | ${0.35} | ${'2024-03-27'} | ${10_000_000} | ${1_000_000}
    ${'medium'} | ${0.35} | ${'2020-03-01'} | ${10_000_000} | ${500_000}
    ${'large'}  | ${0.25} | ${'2020-07-01'} | ${10_000_000} | ${1_000_000}
  `(
    '$size, project begun $start, $wages EUR R&D wages -> $allowance EUR',
    ({ size, rate, start, wages, allowance }) => {
      const r = planFunding(
        aPlanInput({
          company: aCompany({ own: FIGURES[size as keyof typeof FIGURES] }),
          project: aProject({ plannedStart: start, applicationDate: start, costs: { rdPersonnel: wages } }),
          candidates: [fzulg(rate)],
          referenceDate: start,
        }),
      );
      expect(byId(r, 'fz')?.amountEur).toBe(allowance);
    },
  );

  it('from 2026: EUR 12 m base, 20 % overhead inside it: large 3.0 m, medium 4.2 m', () => {
    const plan = (size: keyof typeof FIGURES, rate: number) =>
      planFunding(
        aPlanInput({
          company: aCompany({ own: FIGURES[size] }),
          project: aProject({
            plannedStart: '2026-02-01',
            applicationDate: '2026-02-01',
            costs: { rdPersonnel: 15_000_000 },
          }),
          candidates: [fzulg(rate)],
        }),
      );
    const large = plan('large', 0.25);
    expect(byId(large, 'fz')?.amountEur).toBe(3_000_000);
    expect(codesOf(large, 'fz')).toContain('FZULG_BASE_CAP');
    expect(byId(plan('medium', 0.35), 'fz')?.amountEur).toBe(4_200_000);
  });

  it('names the cap, its year and the law', () => {
    const r = planFunding(
      aPlanInput({
        company: aCompany({ own: FIGURES.large }),
        project: aProject({
          plannedStart: '2025-03-01',
          applicationDate: '2025-03-01',
          costs: { rdPersonnel: 15_000_000 },
        }),
        candidates: [fzulg(0.25)],
      }),
    );
    const cap = byId(r, 'fz')?.reductions.find((f) => f.code === 'FZULG_BASE_CAP');
    expect(cap?.message).toContain('10.000.000 EUR');
    expect(cap?.legalSource).toContain('§ 3 Abs. 5 FZulG');
    expect(r.ruleVersions).toContain('fzulg-base-cap-10m');
  });
});

const EIC = { rate: 0.7, label: 'EIC Accelerator (Zuschusskomponente)', legalSource: 'VO (EU) 2021/695' };
const eic = (maxAmountEur: number | null = 2_500_000) =>
  aCandidate({
    id: 'eic',
    legalBasis: { kind: 'none' },
    rate: 0.7,
    maxAmountEur,
    unionFunding: EIC,
  });
const eew = aCandidate({
  id: 'eew2',
  legalBasis: { kind: 'notified', reference: 'EEW-Richtlinie 2024, Modul 2' },
  rate: 0.45,
});
const deminimisGrant = aCandidate({
  id: 'dm',
  legalBasis: { kind: 'deminimis', regulation: 'general' },
  rate: 0.2,
  maxAmountEur: 200_000,
});

describe('AGVO Art. 8(2): centrally managed Union funding with State aid on the same costs', () => {
  it.each`
    case                                        | candidates             | total      | eewAmount
    ${'EEW Modul 2 + EIC 70 %: no 100 %'}       | ${[eew, eic()]}        | ${700_000} | ${undefined}
    ${'EIC granted 500,000: EEW fills to 70 %'} | ${[eew, eic(500_000)]} | ${700_000} | ${200_000}
    ${'EEW alone keeps its 45 %'}               | ${[eew]}               | ${450_000} | ${450_000}
  `('$case', ({ candidates, total, eewAmount }) => {
    const r = planFunding(
      aPlanInput({ company: aCompany({ own: FIGURES.large }), candidates, project: aProject() }),
    );
    expect(r.totals.aidValueEur).toBe(total);
    expect(byId(r, 'eew2')?.amountEur).toBe(eewAmount);
  });

  it('names Art. 8(2) and the Union rate when it cuts the State aid', () => {
    const r = planFunding(
      aPlanInput({
        company: aCompany({ own: FIGURES.large }),
        candidates: [eew, eic(500_000)],
      }),
    );
    const cut = byId(r, 'eew2')?.reductions.find((f) => f.code === 'UNION_FUNDING_CAP');
    expect(cut?.legalSource).toContain('Art. 8 Abs. 2');
    expect(cut?.message).toContain('70 %');
    expect(cut?.amountEur).toBe(250_000);
  });
});

describe('Notified schemes: capped by the intensity of their Commission decision', () => {
  it('de-minimis on the costs of an approved scheme stays within its 45 %', () => {
    const r = planFunding(
      aPlanInput({ company: aCompany({ own: FIGURES.large }), candidates: [eew, deminimisGrant] }),
    );
    expect(r.totals.aidValueEur).toBe(450_000);
    expect(byId(r, 'eew2')?.maxIntensity).toBe(0.45);
  });
});
