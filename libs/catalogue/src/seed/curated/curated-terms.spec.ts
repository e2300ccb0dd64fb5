import records from '../data/programs.research.json';
import { CURATED_TERMS } from '../curated-terms';
import { seedPrograms } from '../seed-catalogue';

describe('curated terms', () => {
  const ids = (records as { id: string }[]).map((r) => r.id);

  it('has exactly one entry with a note for each of the 107 records', () => {
    expect(Object.keys(CURATED_TERMS).sort()).toEqual([...ids].sort());
    for (const id of ids) expect(CURATED_TERMS[id]?.note.length).toBeGreaterThan(10);
  });

  it('gives every active grant program a rate the engine can use', () => {
    const grants = seedPrograms().filter(
      (p) => p.status === 'aktiv' && (p.category === 'zuschuss' || p.category === 'beratung'),
    );
    const withoutRate = grants.filter(
      (p) => p.terms.rate.baseRate === null && !p.terms.rate.sizeRates && !p.terms.rate.regionalRates,
    );
    expect(withoutRate.map((p) => p.id)).toEqual([]);
  });

  it.each`
    id                                      | field               | value
    ${'bafa-invest-zuschuss-wagniskapital'} | ${'subsidyRateMax'} | ${0.15}
    ${'by-digitalbonus-standard'}           | ${'maxAmount'}      | ${7_500}
    ${'by-digitalbonus-plus'}               | ${'maxAmount'}      | ${30_000}
    ${'bund-forschungszulage'}              | ${'maxAmount'}      | ${4_200_000}
    ${'by-digitalbonus-standard'}           | ${'minAmount'}      | ${null}
    ${'eu-eic-transition'}                  | ${'minAmount'}      | ${500_000}
    ${'be-coaching-bonus'}                  | ${'maxAmount'}      | ${16_000}
  `('$id: $field is $value (current facts)', ({ id, field, value }) => {
    const program = seedPrograms().find((p) => p.id === id);
    expect(program?.[field as 'maxAmount']).toBe(value);
  });

  it('keeps the status note for records whose status the sources leave open', () => {
    const p = seedPrograms().find((x) => x.id === 'st-sachsen-anhalt-digital-creativity');
    expect(p?.status).toBe('inaktiv');
    expect(p?.source.note).toMatch(/Status in den Quellen unklar/);
  });

  it('carries the financing share, not the grant element, for loans with a grant component', () => {
    const p = seedPrograms().find((x) => x.id === 'kfw-klimaschutzoffensive-mittelstand-293');
    expect(p?.terms.rate.financingShare).toBe(1);
  });
});
