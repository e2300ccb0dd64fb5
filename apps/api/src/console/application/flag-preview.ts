import { PLAN_NAMES } from '../../access';
import { evaluateFlag, isEvaluationError, type FlagDefinition } from '../../feature-flags';

/** Simulated callers per plan: enough that a 30 % rollout shows as about 30 %. */
export const PREVIEW_CALLERS = 1000;

export interface PreviewRow {
  plan: string;
  /** Variant -> callers who get it, and the reasons that decided. */
  variants: { variant: string; callers: number }[];
  reasons: string[];
  errors: number;
}

/**
 * "Who gets what" for a draft definition: the feature's own pure evaluator (`evaluateFlag`) run over
 * simulated live callers of each plan (distinct targeting keys and tenants), at `now`. Nothing is stored.
 */
export function previewFlag(draft: FlagDefinition, now: Date): PreviewRow[] {
  const flag = { ...draft, version: 0, archived: false };
  return PLAN_NAMES.map((plan) => {
    const counts = new Map<string, number>();
    const reasons = new Set<string>();
    let errors = 0;
    for (let i = 1; i <= PREVIEW_CALLERS; i++) {
      const context = {
        targetingKey: `vorschau-${plan}-${i}`,
        tenantId: `00000000-0000-4000-8000-${i.toString(16).padStart(12, '0')}`,
        plan,
        sandbox: false,
      };
      const outcome = evaluateFlag(flag, context, now);
      if (isEvaluationError(outcome)) {
        errors++;
        continue;
      }
      counts.set(outcome.variant, (counts.get(outcome.variant) ?? 0) + 1);
      reasons.add(outcome.reason);
    }
    const variants = [...counts].map(([variant, callers]) => ({ variant, callers }));
    variants.sort((a, b) => b.callers - a.callers || a.variant.localeCompare(b.variant));
    return { plan, variants, reasons: [...reasons].sort(), errors };
  });
}
