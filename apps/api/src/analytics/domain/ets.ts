import { nelderMead, solveLinear } from './nelder-mead';

/**
 * Additive exponential smoothing with a damped trend (Hyndman and Athanasopoulos, FPP3 ch. 8), in the
 * error-correction form: ŷ = l + φb + s(t-m); e = y - ŷ; l ← l + φb + αe; b ← φb + βe; s ← s + γe.
 * ETS(A,Ad,A) with `m` = 12, ETS(A,Ad,N) without season. Fitted by least squares: the four smoothing
 * parameters by Nelder-Mead; for each candidate the initial states exactly, because the one-step errors are
 * affine in them (so their best values solve a small linear least-squares problem).
 */
export interface EtsParams {
  alpha: number;
  /** β of the error-correction form (= α·β* of Holt's form, the `smoothing_trend` of statsmodels). */
  beta: number;
  gamma: number;
  phi: number;
}

export interface EtsFit {
  seasonal: boolean;
  m: number;
  params: EtsParams;
  sse: number;
  /** σ² = SSE / (n − k), k the number of fitted values (smoothing parameters and initial states). */
  sigma2: number;
  level: number;
  trend: number;
  /** Seasonal states indexed by (t mod m); a single 0 without season. */
  season: number[];
  n: number;
  /** The optimiser's unconstrained coordinates: a warm start for refits on a shorter history (backtests). */
  coordinates: number[];
}

export const PHI_BOUNDS = [0.8, 0.98] as const;
const EPS = 1e-4;
const sigmoid = (u: number) => 1 / (1 + Math.exp(-u));

function paramsOf(u: number[], seasonal: boolean): EtsParams {
  const alpha = EPS + (1 - 2 * EPS) * sigmoid(u[0]!);
  const beta = alpha * (EPS + (1 - 2 * EPS) * sigmoid(u[1]!));
  const gamma = seasonal ? (1 - alpha) * (EPS + (1 - 2 * EPS) * sigmoid(u[3]!)) : 0;
  const phi = PHI_BOUNDS[0] + (PHI_BOUNDS[1] - PHI_BOUNDS[0]) * sigmoid(u[2]!);
  return { alpha, beta, gamma, phi };
}

interface FilterResult {
  errors: number[];
  level: number;
  trend: number;
  season: number[];
}

/** Runs the state equations over `y` from the initial states `[l0, b0, s0..s(m-1)]`. */
function filter(y: ArrayLike<number>, p: EtsParams, x0: number[], m: number): FilterResult {
  let l = x0[0]!;
  let b = x0[1]!;
  const s = x0.slice(2);
  const errors = new Array<number>(y.length);
  for (let t = 0; t < y.length; t++) {
    const k = t % m;
    const e = y[t]! - (l + p.phi * b + s[k]!);
    errors[t] = e;
    l = l + p.phi * b + p.alpha * e;
    b = p.phi * b + p.beta * e;
    s[k]! += p.gamma * e;
  }
  return { errors, level: l, trend: b, season: s };
}

/** The initial states that minimise the SSE for fixed parameters (seasonal states sum to zero). */
function bestInitialStates(y: number[], p: EtsParams, m: number, seasonal: boolean): number[] {
  const size = 2 + m;
  const zeros = new Array<number>(size).fill(0);
  const base = filter(y, p, zeros, m).errors;
  const basis: number[][] = [];
  const unit = (i: number) => zeros.map((_, j) => (j === i ? 1 : 0));
  basis.push(unit(0), unit(1));
  // the seasonal direction j moves s_j up and s_(m-1) down: every combination sums to zero
  if (seasonal)
    for (let j = 0; j < m - 1; j++) basis.push(zeros.map((_, i) => (i === 2 + j ? 1 : i === 1 + m ? -1 : 0)));
  const zeroY = new Array<number>(y.length).fill(0);
  // e(y, x0) = e(y, 0) + e(0, x0), and e(0, ·) is linear: column j = −e(0, basis_j)
  const columns = basis.map((v) => filter(zeroY, p, v, m).errors.map((e) => -e));
  const k = columns.length;
  const ata = columns.map((ci) => columns.map((cj) => ci.reduce((s, v, t) => s + v * cj[t]!, 0)));
  ata.forEach((row, i) => (row[i]! += 1e-9 * (1 + row[i]!)));
  const atb = columns.map((c) => c.reduce((s, v, t) => s + v * base[t]!, 0));
  const coef = solveLinear(ata, atb) ?? new Array<number>(k).fill(0);
  return basis.reduce((x0, v, j) => x0.map((xi, i) => xi + coef[j]! * v[i]!), zeros);
}

const sse = (errors: number[]) => errors.reduce((s, e) => s + e * e, 0);

export function fitEts(y: number[], seasonal: boolean, m = 12, warmStart?: number[]): EtsFit {
  const period = seasonal ? m : 1;
  const objective = (u: number[]) => {
    const p = paramsOf(u, seasonal);
    return sse(filter(y, p, bestInitialStates(y, p, period, seasonal), period).errors);
  };
  // A few starts (low, middle, high smoothing), as the optimisers of R's forecast and statsmodels do.
  const starts = [
    [-1.5, -2, 1, -2],
    [0, -1, 2, -1],
    [-3, -3, 0, -3],
  ].map((s) => (seasonal ? s : s.slice(0, 3)));
  let best = { x: starts[0]!, value: Infinity };
  for (const start of warmStart ? [warmStart] : starts) {
    const r = nelderMead(objective, start, { step: 1, maxIterations: 400 });
    const polished = nelderMead(objective, r.x, { step: 0.2, maxIterations: 300 });
    if (polished.value < best.value) best = polished;
  }
  const params = paramsOf(best.x, seasonal);
  const x0 = bestInitialStates(y, params, period, seasonal);
  const run = filter(y, params, x0, period);
  const k = (seasonal ? 4 : 3) + 2 + (seasonal ? m - 1 : 0);
  const total = sse(run.errors);
  return {
    seasonal,
    m: period,
    params,
    sse: total,
    sigma2: total / Math.max(y.length - k, 1),
    level: run.level,
    trend: run.trend,
    season: run.season,
    n: y.length,
    coordinates: best.x,
  };
}

/** Σ φ^i for i = 1..h. */
const dampedSum = (phi: number, h: number) => {
  let s = 0;
  for (let i = 1, p = phi; i <= h; i++, p *= phi) s += p;
  return s;
};

export interface ForecastPoint {
  mean: number;
  /** Standard deviation of the h-step error (FPP3 table 8.8, class 1 models). */
  sd: number;
}

export function forecastEts(fit: EtsFit, horizon: number): ForecastPoint[] {
  const { alpha, beta, gamma, phi } = fit.params;
  const out: ForecastPoint[] = [];
  let sumC2 = 0;
  for (let h = 1; h <= horizon; h++) {
    if (h > 1) {
      const j = h - 1;
      const c = alpha + beta * dampedSum(phi, j) + (fit.seasonal && j % fit.m === 0 ? gamma : 0);
      sumC2 += c * c;
    }
    out.push({
      mean: fit.level + dampedSum(phi, h) * fit.trend + fit.season[(fit.n + h - 1) % fit.m]!,
      sd: Math.sqrt(fit.sigma2 * (1 + sumC2)),
    });
  }
  return out;
}
