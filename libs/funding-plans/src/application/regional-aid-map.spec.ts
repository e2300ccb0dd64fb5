import type { CompanySize } from '@libs/shared';
import type { EnterpriseFigures } from '../domain/plan-input';
import { REGIONAL_AID_MAP, findMapArea } from '../rules/regional-aid-map';
import { aCandidate, aCompany, aPlanInput, aProject } from '../testing';
import { grwRuleFor } from './regional-intensity';
import { planFunding } from './plan-funding';

const FIGURES: Record<Exclude<CompanySize, 'micro'>, EnterpriseFigures> = {
  small: { staffHeadcount: 40, turnoverEur: 8_000_000, balanceSheetEur: 8_000_000 },
  medium: { staffHeadcount: 200, turnoverEur: 40_000_000, balanceSheetEur: 30_000_000 },
  large: { staffHeadcount: 900, turnoverEur: 200_000_000, balanceSheetEur: 150_000_000 },
};
const DAY = '2025-05-15';
const regional = aCandidate({ id: 'regional', legalBasis: { kind: 'regional-aid-map' }, rate: 0.6 });
const grw = aCandidate({ id: 'grw', legalBasis: { kind: 'regional-aid-map' }, rate: 0.6, grw: true });

const plan = (size: keyof typeof FIGURES, land: string, kreis: string, candidate = regional, day = DAY) =>
  planFunding(
    aPlanInput({
      company: aCompany({ own: FIGURES[size] }),
      project: aProject({ applicationDate: day, plannedStart: '2025-09-01', federalState: land, kreis }),
      candidates: [candidate],
      referenceDate: day,
    }),
  );
const intensity = (r: ReturnType<typeof planFunding>, id: string) =>
  r.programs.find((p) => p.programId === id)?.maxIntensity ?? null;
const reason = (r: ReturnType<typeof planFunding>, id: string) =>
  r.excluded.find((e) => e.programId === id)?.reasons[0]?.code;

const areas = (REGIONAL_AID_MAP.at(-1) as (typeof REGIONAL_AID_MAP)[number]).value;

describe('The regional aid map 2022-2027 as data: every area of the data file', () => {
  it('holds every verified area once, with a five-digit Kreis key', () => {
    expect(new Set(areas.map((a) => a.ags)).size).toBe(areas.length);
    for (const a of areas) expect(a.ags).toMatch(/^\d{5}$/u);
    expect(areas.length).toBeGreaterThanOrEqual(55);
  });

  it.each(areas.map((a) => [a.name, a]))('%s: found by Kreis key, Gemeinde key and name', (_, a) => {
    expect(findMapArea(areas, a.land, a.ags)).toBe(a);
    expect(findMapArea(areas, a.land, `${a.ags}000`)).toBe(a);
    expect(findMapArea(areas, a.land, a.name)?.ags).toBe(a.name === 'Hof (Stadt)' ? '09475' : a.ags);
  });

  it.each(areas.map((a) => [`${a.name} (${a.status}, map ${a.rate ?? 'n/a'})`, a]))(
    '%s: regional aid by size as the data says',
    (_, a) => {
      for (const size of ['small', 'medium', 'large'] as const) {
        const r = plan(size, a.land, a.ags);
        if (a.status === 'D') expect(reason(r, 'regional')).toBe('REGIONAL_AID_NOT_AVAILABLE');
        else if (a.rate === null) expect(reason(r, 'regional')).toBe('REGIONAL_AREA_UNKNOWN');
        else {
          const bonus = size === 'small' ? 0.2 : size === 'medium' ? 0.1 : 0;
          expect(intensity(r, 'regional')).toBeCloseTo(a.rate + bonus, 9);
        }
        const g = plan(size, a.land, a.ags, grw);
        const rule = grwRuleFor(a, DAY);
        const grwRate = rule ? (size === 'large' ? rule.value.large : rule.value[size]) : null;
        const mapRate =
          a.rate === null ? null : a.rate + (size === 'small' ? 0.2 : size === 'medium' ? 0.1 : 0);
        const expected =
          rule === null
            ? mapRate
            : grwRate === null
              ? null
              : mapRate === null
                ? grwRate
                : Math.min(grwRate, mapRate);
        if (expected === null)
          expect(reason(g, 'grw')).toMatch(/^REGIONAL_(AID_NOT_AVAILABLE|AREA_UNKNOWN)$/u);
        else expect(intensity(g, 'grw')).toBeCloseTo(expected, 9);
      }
    },
  );
});

describe('GRW deviations of the Länder', () => {
  it.each`
    size        | kreis         | day             | rate
    ${'small'}  | ${'Chemnitz'} | ${DAY}          | ${0.3}
    ${'medium'} | ${'14511'}    | ${DAY}          | ${0.2}
    ${'large'}  | ${'14511000'} | ${DAY}          | ${0.1}
    ${'large'}  | ${'Bautzen'}  | ${DAY}          | ${0.15}
    ${'small'}  | ${'Bautzen'}  | ${DAY}          | ${0.35}
    ${'small'}  | ${'Bautzen'}  | ${'2024-04-24'} | ${0.45}
  `('Sachsen RIGA 2024: $size in $kreis on $day -> $rate', ({ size, kreis, day, rate }) => {
    expect(intensity(plan(size, 'SN', kreis, grw, day), 'grw')).toBeCloseTo(rate, 9);
  });

  it('a Chemnitz company before RIGA 2024 gets no guessed rate', () => {
    expect(reason(plan('small', 'SN', 'Chemnitz', grw, '2024-04-24'), 'grw')).toBe('REGIONAL_AREA_UNKNOWN');
  });

  it.each`
    kreis                    | day             | rate
    ${'Saalfeld-Rudolstadt'} | ${'2023-08-01'} | ${0.15}
    ${'Saalfeld-Rudolstadt'} | ${'2024-06-01'} | ${0.2}
    ${'Greiz'}               | ${'2023-08-01'} | ${0.2}
    ${'Gotha'}               | ${DAY}          | ${0.15}
    ${'Eisenach'}            | ${DAY}          | ${0.1}
  `('Thüringen, large enterprise in $kreis on $day -> $rate', ({ kreis, day, rate }) => {
    expect(intensity(plan('large', 'TH', kreis, grw, day), 'grw')).toBeCloseTo(rate, 9);
  });

  it('a district outside the verified data stays unknown (Leipzig)', () => {
    expect(reason(plan('small', 'SN', 'Leipzig', grw), 'grw')).toBe('REGIONAL_AREA_UNKNOWN');
  });
});
