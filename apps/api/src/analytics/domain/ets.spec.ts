import reference from '../testing/ets-reference.json';
import { fitEts, forecastEts } from './ets';

/**
 * Reference point forecasts from statsmodels 0.13.5 (testing/ets-reference.py), fitted by least squares as
 * ours is: every one of the 24 points within 2 %.
 */
describe('ETS against statsmodels reference forecasts', () => {
  it.each(reference.cases.map((c) => [c.name, c] as const))('%s: 24 points within 2 %%', (_, c) => {
    const fit = fitEts(c.series, c.seasonal);
    const ours = forecastEts(fit, 24).map((p) => p.mean);
    const worst = Math.max(...ours.map((v, i) => Math.abs(v - c.forecast[i]!) / Math.abs(c.forecast[i]!)));
    expect(worst).toBeLessThan(0.02);
    // at least as good a least-squares fit as the reference (a little slack for its rounding)
    expect(fit.sse).toBeLessThanOrEqual(c.sse * 1.01);
  });
});

describe('ETS properties', () => {
  it('a constant series gives a flat forecast with a near-zero interval', () => {
    const fit = fitEts(new Array(36).fill(50), true);
    for (const p of forecastEts(fit, 24)) {
      expect(p.mean).toBeCloseTo(50, 6);
      expect(p.sd).toBeLessThan(1e-3);
    }
  });

  it('a straight line continues, damped: rising, but less than linearly', () => {
    const y = Array.from({ length: 18 }, (_, t) => 10 + 2 * t);
    const f = forecastEts(fitEts(y, false), 24).map((p) => p.mean);
    expect(f[0]).toBeCloseTo(46, 0);
    expect(f[23]).toBeGreaterThan(f[0]!);
    expect(f[23]).toBeLessThan(44 + 2 * 24);
  });

  it('a pure season repeats with period 12', () => {
    const y = Array.from({ length: 48 }, (_, t) => 100 + 20 * Math.sin((2 * Math.PI * t) / 12));
    const f = forecastEts(fitEts(y, true), 24).map((p) => p.mean);
    for (let h = 0; h < 24; h++)
      expect(f[h]).toBeCloseTo(100 + 20 * Math.sin((2 * Math.PI * (48 + h)) / 12), 1);
  });

  it('intervals widen with the horizon', () => {
    const c = reference.cases[0]!;
    const f = forecastEts(fitEts(c.series, true), 24);
    for (let h = 1; h < 24; h++) expect(f[h]!.sd).toBeGreaterThanOrEqual(f[h - 1]!.sd);
  });
});
