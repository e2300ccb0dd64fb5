import { setFlagsFromString } from 'node:v8';

/**
 * How far V8 lets the old space grow past what survived the last major collection before it collects again
 * (ADR 0002, "Heap growth"). V8 picks a factor of 1.1 to 4 from its own speed measurements; under this app's
 * load (short-lived request garbage, a little of it promoted) it picked the top, so the heap's peak was about
 * three times its live size and set the process's RSS. A fixed factor keeps the peak near live × (1 + p/100)
 * at the cost of more frequent major collections; it is no cap: a heap that needs more still gets it.
 * 0 leaves V8's own choice (the value is validated by load-config.ts). Set once, before the app allocates its
 * catalogue.
 */
export function applyHeapGrowth(percent: number | undefined): void {
  if (!percent) return;
  setFlagsFromString(`--heap-growing-percent=${percent}`);
}
