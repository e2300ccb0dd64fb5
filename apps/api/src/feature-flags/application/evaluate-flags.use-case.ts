import type { Clock } from '@libs/shared';
import { evaluateFlag, type EvaluationContext, type EvaluationOutcome } from '@libs/feature-flags';
import type { FlagStore } from './flag-store.port';

/** Evaluates the platform's flags for one context; archived flags do not exist for callers. */
export class EvaluateFlags {
  constructor(
    private readonly store: FlagStore,
    private readonly clock: Clock,
  ) {}

  async all(context: EvaluationContext): Promise<EvaluationOutcome[]> {
    const now = this.clock.now();
    const flags = (await this.store.list()).filter((f) => !f.archived);
    void this.store.markEvaluated(
      flags.map((f) => f.key),
      now,
    );
    return flags.map((f) => evaluateFlag(f, context, now));
  }

  /** `null`: no such flag (OFREP `FLAG_NOT_FOUND`). */
  async one(key: string, context: EvaluationContext): Promise<EvaluationOutcome | null> {
    const flag = await this.store.find(key);
    if (!flag || flag.archived) return null;
    const now = this.clock.now();
    void this.store.markEvaluated([key], now);
    return evaluateFlag(flag, context, now);
  }
}
