import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * Lets other work of the process run between slices of a long job. Statements on the embedded database
 * (PGlite, on this thread) resolve through promises alone, so an import that only awaits them never gives
 * the event loop back: a 2,500-row run held it for seconds at a time and catalogue reads queued behind it
 * (ADR 0015, "Consequences"). `tick()` after each unit of work yields once its slice's budget is spent.
 */
export class TimeSlices {
  private sliceStart = performance.now();

  constructor(private readonly budgetMs = 4) {}

  async tick(): Promise<void> {
    if (performance.now() - this.sliceStart < this.budgetMs) return;
    await nextTurn();
    this.sliceStart = performance.now();
  }
}

/** Yields the event loop once (between statements of a transaction that must not hold it). */
export const yieldTurn = (): Promise<void> => nextTurn();
