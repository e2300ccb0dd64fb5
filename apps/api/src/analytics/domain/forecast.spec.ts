import reference from '../testing/ets-reference.json';
import { backtest, forecast, methodFor } from './forecast';

describe('forecast', () => {
  it('chooses the method by the length of the history', () => {
    expect(methodFor(24)).toBe('ets_damped_seasonal');
    expect(methodFor(23)).toBe('ets_damped');
    expect(methodFor(6)).toBe('ets_damped');
    expect(methodFor(5)).toBe('naive');
    expect(forecast([3, 4, 5]).method).toBe('naive');
    expect(forecast([3, 4, 5]).points[0]).toMatchObject({ mean: 5 });
  });

  it('gives 24 points with nested intervals that never go below zero', () => {
    const f = forecast(reference.cases[1]!.series);
    expect(f.points).toHaveLength(24);
    for (const p of f.points) {
      expect(p.pi95.lower).toBeLessThanOrEqual(p.pi80.lower);
      expect(p.pi80.lower).toBeLessThanOrEqual(p.mean);
      expect(p.mean).toBeLessThanOrEqual(p.pi80.upper);
      expect(p.pi80.upper).toBeLessThanOrEqual(p.pi95.upper);
      expect(p.pi95.lower).toBeGreaterThanOrEqual(0);
    }
  });

  it('beats the seasonal naive method on a seasonal series (MASE below 1), with sensible coverage', () => {
    const y = reference.cases[0]!.series;
    const full = forecast(y);
    const bt = backtest(y, { warm: full.fit!.coordinates });
    expect(bt.origins).toBe(12);
    expect(bt.errors).toBe(78); // 12 + 11 + ... + 1
    expect(bt.mase!).toBeLessThan(1);
    expect(bt.mase!).toBeLessThan(bt.seasonalNaiveMase!);
    expect(bt.coverage95!).toBeGreaterThanOrEqual(0.8);
    expect(bt.coverage80!).toBeGreaterThanOrEqual(0.6);
  });
});
