import { aProgram } from '@libs/catalogue/testing';
import { SharedValues } from './shared-values';

/** As read from the database: every row its own objects. */
const row = (over: Parameters<typeof aProgram>[0]) => structuredClone(aProgram(over));

describe('SharedValues', () => {
  it('makes equal values of different programs one object and keeps every value as it was', () => {
    const shared = new SharedValues();
    const [a, b] = [row({ id: 'a' }), row({ id: 'b' })];
    const expected = structuredClone([a, b]);
    const [sa, sb] = [shared.program(a), shared.program(b)];
    expect([sa, sb]).toEqual(expected);
    expect(sa.terms).toBe(sb.terms);
    expect(sa.eligibleRegions).toBe(sb.eligibleRegions);
    expect(sa.lastUpdated).toBe(sb.lastUpdated);
    expect(sa.description).toBe(sb.description);
  });

  it('shares the equal parts of values that differ, and tells apart what the JSON would not', () => {
    const shared = new SharedValues();
    const base = aProgram().terms;
    const a = shared.program(row({ id: 'a', terms: { ...base, rate: { ...base.rate, baseRate: 0.5 } } }));
    const b = shared.program(row({ id: 'b', terms: { ...base, rate: { ...base.rate, baseRate: 0.4 } } }));
    const c = shared.program(row({ id: 'c', terms: { ...base, rate: { ...base.rate, baseRate: -0 } } }));
    const d = shared.program(row({ id: 'd', terms: { ...base, rate: { ...base.rate, baseRate: 0 } } }));
    expect(a.terms).not.toBe(b.terms);
    expect(a.terms.eligibility).toBe(b.terms.eligibility);
    expect(Object.is(c.terms.rate.baseRate, -0)).toBe(true);
    expect(Object.is(d.terms.rate.baseRate, 0)).toBe(true);
    // Key order is part of an object's identity here (the signature of the matcher counts it as well).
    const e = shared.program(row({ id: 'e', source: { note: null, url: null, statusAsOf: null } }));
    const f = shared.program(row({ id: 'f', source: { url: null, statusAsOf: null, note: null } }));
    expect(e.source).not.toBe(f.source);
    expect(e.source).toEqual(f.source);
  });
});
