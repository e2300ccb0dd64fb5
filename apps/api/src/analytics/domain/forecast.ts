import { fitEts, forecastEts, type EtsFit, type ForecastPoint } from './ets';

/**
 * The 24-month forecast of a monthly count series: ETS(A,Ad,A) with at least 24 months of history,
 * ETS(A,Ad,N) with 6 to 23, the naive method below that. Intervals are the analytic normal ones
 * (ŷ ± z·σ_h), cut at zero because counts are never negative. The backtest refits the same procedure on
 * rolling origins (FPP3 5.10) and scores it by MASE, scaled by the in-sample error of the seasonal naive
 * method: below 1 the forecast beats it.
 */
export type ForecastMethod = 'ets_damped_seasonal' | 'ets_damped' | 'naive';

export const HORIZON = 24;
export const SEASON = 12;
const Z80 = 1.2815515655446004;
const Z95 = 1.959963984540054;

export interface ForecastInterval {
  lower: number;
  upper: number;
}

export interface Forecast {
  method: ForecastMethod;
  points: { mean: number; pi80: ForecastInterval; pi95: ForecastInterval }[];
  params: EtsFit['params'] | null;
}

export interface Backtest {
  origins: number;
  errors: number;
  /** MASE of this procedure, h = 1..12, scaled by the seasonal naive method's in-sample MAE. */
  mase: number | null;
  /** MASE of the seasonal naive forecast on the same origins and horizons, for comparison. */
  seasonalNaiveMase: number | null;
  coverage80: number | null;
  coverage95: number | null;
}

export const methodFor = (n: number): ForecastMethod =>
  n >= 2 * SEASON ? 'ets_damped_seasonal' : n >= 6 ? 'ets_damped' : 'naive';

function naivePoints(y: number[], horizon: number): ForecastPoint[] {
  const last = y[y.length - 1] ?? 0;
  const diffs = y.slice(1).map((v, i) => v - y[i]!);
  const sigma = diffs.length ? Math.sqrt(diffs.reduce((s, d) => s + d * d, 0) / diffs.length) : 0;
  return Array.from({ length: horizon }, (_, i) => ({ mean: last, sd: sigma * Math.sqrt(i + 1) }));
}

function predict(
  y: number[],
  horizon: number,
  warm?: number[],
): { points: ForecastPoint[]; fit: EtsFit | null } {
  const method = methodFor(y.length);
  if (method === 'naive') return { points: naivePoints(y, horizon), fit: null };
  const seasonal = method === 'ets_damped_seasonal';
  const fit = fitEts(y, seasonal, SEASON, warm && warm.length === (seasonal ? 4 : 3) ? warm : undefined);
  return { points: forecastEts(fit, horizon), fit };
}

const clamp = (v: number) => Math.max(0, v);
const interval = (p: ForecastPoint, z: number): ForecastInterval => ({
  lower: clamp(p.mean - z * p.sd),
  upper: clamp(p.mean + z * p.sd),
});

export function forecast(y: number[], horizon = HORIZON): Forecast & { fit: EtsFit | null } {
  const { points, fit } = predict(y, horizon);
  return {
    method: methodFor(y.length),
    points: points.map((p) => ({ mean: clamp(p.mean), pi80: interval(p, Z80), pi95: interval(p, Z95) })),
    params: fit?.params ?? null,
    fit,
  };
}

/** Mean absolute one-step error of the seasonal naive method (lag m, or 1 for a short series) in `y`. */
function naiveScale(y: number[]): number | null {
  const lag = y.length > SEASON ? SEASON : 1;
  if (y.length <= lag) return null;
  let s = 0;
  for (let t = lag; t < y.length; t++) s += Math.abs(y[t]! - y[t - lag]!);
  return s / (y.length - lag);
}

export function backtest(
  y: number[],
  options: { origins?: number; maxHorizon?: number; warm?: number[] } = {},
): Backtest {
  const { origins = 12, maxHorizon = 12, warm } = options;
  let scaled = 0;
  let naiveScaled = 0;
  let count = 0;
  let in80 = 0;
  let in95 = 0;
  let used = 0;
  for (let T = Math.max(y.length - origins, 2); T < y.length; T++) {
    const train = y.slice(0, T);
    const scale = naiveScale(train);
    if (!scale) continue;
    used++;
    const h = Math.min(maxHorizon, y.length - T);
    const { points } = predict(train, h, warm);
    const lag = T > SEASON ? SEASON : 1;
    points.forEach((p, i) => {
      const actual = y[T + i]!;
      const naive = train[T - lag + (i % lag)]!;
      scaled += Math.abs(actual - p.mean) / scale;
      naiveScaled += Math.abs(actual - naive) / scale;
      const lo80 = p.mean - Z80 * p.sd;
      const lo95 = p.mean - Z95 * p.sd;
      if (actual >= lo80 && actual <= p.mean + Z80 * p.sd) in80++;
      if (actual >= lo95 && actual <= p.mean + Z95 * p.sd) in95++;
      count++;
    });
  }
  return {
    origins: used,
    errors: count,
    mase: count ? scaled / count : null,
    seasonalNaiveMase: count ? naiveScaled / count : null,
    coverage80: count ? in80 / count : null,
    coverage95: count ? in95 / count : null,
  };
}
