/**
 * Nelder-Mead minimisation (Nelder and Mead 1965, with the usual coefficients 1, 2, 0.5, 0.5), for the few
 * smoothing parameters of an ETS model. Deterministic: the same start gives the same answer.
 */
export function nelderMead(
  f: (x: number[]) => number,
  start: number[],
  options: { step?: number; maxIterations?: number; tolerance?: number } = {},
): { x: number[]; value: number } {
  const { step = 0.5, maxIterations = 500, tolerance = 1e-10 } = options;
  const n = start.length;
  let simplex = [start, ...start.map((_, i) => start.map((v, j) => (i === j ? v + step : v)))].map((x) => ({
    x,
    value: f(x),
  }));
  const combine = (a: number[], b: number[], t: number) => a.map((v, i) => v + t * (b[i]! - v));
  for (let it = 0; it < maxIterations; it++) {
    simplex.sort((a, b) => a.value - b.value);
    const best = simplex[0]!;
    const worst = simplex[n]!;
    if (Math.abs(worst.value - best.value) <= tolerance * (Math.abs(best.value) + tolerance)) break;
    const centroid = Array.from(
      { length: n },
      (_, i) => simplex.slice(0, n).reduce((s, p) => s + p.x[i]!, 0) / n,
    );
    const reflected = combine(centroid, worst.x, -1);
    const fr = f(reflected);
    if (fr < best.value) {
      const expanded = combine(centroid, worst.x, -2);
      const fe = f(expanded);
      simplex[n] = fe < fr ? { x: expanded, value: fe } : { x: reflected, value: fr };
    } else if (fr < simplex[n - 1]!.value) {
      simplex[n] = { x: reflected, value: fr };
    } else {
      const contracted =
        fr < worst.value ? combine(centroid, reflected, 0.5) : combine(centroid, worst.x, 0.5);
      const fc = f(contracted);
      if (fc < Math.min(fr, worst.value)) simplex[n] = { x: contracted, value: fc };
      else
        simplex = simplex.map((p, i) => {
          if (i === 0) return p;
          const x = combine(best.x, p.x, 0.5);
          return { x, value: f(x) };
        });
    }
  }
  simplex.sort((a, b) => a.value - b.value);
  return simplex[0]!;
}

/** Solves A x = b (A square) by Gaussian elimination with partial pivoting; null when A is singular. */
export function solveLinear(a: number[][], b: number[]): number[] | null {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i]!]);
  const at = (r: number, c: number) => m[r]![c]!;
  for (let c = 0; c < n; c++) {
    let pivot = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(at(r, c)) > Math.abs(at(pivot, c))) pivot = r;
    if (Math.abs(at(pivot, c)) < 1e-12) return null;
    [m[c], m[pivot]] = [m[pivot]!, m[c]!];
    for (let r = 0; r < n; r++) {
      if (r === c) continue;
      const k = at(r, c) / at(c, c);
      for (let j = c; j <= n; j++) m[r]![j]! -= k * at(c, j);
    }
  }
  return m.map((row, i) => row[n]! / row[i]!);
}
