/**
 * When the steps of a background build run: `defer` queues the next slice (setImmediate in the app, so the
 * requests that arrived meanwhile are answered first), `now` and `sliceMs` bound how long one slice runs.
 * Tests pass a gate instead, which runs the queued slices only when the test says so.
 */
export interface BuildScheduler {
  defer(run: () => void): void;
  now(): number;
  /** CPU time one slice may take before the event loop gets its turn (0: one step per slice). */
  sliceMs: number;
}

/**
 * 4 ms slices: a request that arrives during a build waits at most about that long for the event loop
 * (bench/search-build-lag.mjs measured the alternatives, ADR 0023).
 */
export const EVENT_LOOP_SCHEDULER: BuildScheduler = {
  defer: (run) => setImmediate(run),
  now: () => performance.now(),
  sliceMs: 4,
};

/** Runs a stepped build (a generator that yields between steps) in slices; resolves with what it returns. */
export function buildInSlices<T>(steps: Generator<void, T>, scheduler: BuildScheduler): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const slice = () => {
      try {
        const until = scheduler.now() + scheduler.sliceMs;
        for (;;) {
          const step = steps.next();
          if (step.done) return resolve(step.value);
          if (scheduler.now() >= until) return scheduler.defer(slice);
        }
      } catch (err) {
        reject(err);
      }
    };
    scheduler.defer(slice);
  });
}
