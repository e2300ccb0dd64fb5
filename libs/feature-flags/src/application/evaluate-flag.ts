import { inRollout, pickWeighted } from './bucket';
import { constraintsHold } from './constraints';
import {
  DEFAULT_STICKINESS,
  implicitVariant,
  type EvaluationContext,
  type Flag,
  type FlagValue,
  type Strategy,
} from '../domain/flag';
import { activity } from './schedule';

/** The OFREP reasons this evaluator gives (OFREP 0.3 plus the SDK's DEFAULT). */
export type EvaluationReason = 'STATIC' | 'TARGETING_MATCH' | 'SPLIT' | 'DISABLED' | 'DEFAULT';

export interface FlagEvaluation {
  key: string;
  value: FlagValue;
  variant: string;
  reason: EvaluationReason;
  metadata: Record<string, string | number | boolean>;
}

/** OFREP's error codes for one flag (FLAG_NOT_FOUND and PARSE_ERROR are decided before evaluation). */
export type EvaluationErrorCode = 'TARGETING_KEY_MISSING' | 'INVALID_CONTEXT' | 'GENERAL';

export interface FlagEvaluationError {
  key: string;
  errorCode: EvaluationErrorCode;
  errorDetails: string;
}

export type EvaluationOutcome = FlagEvaluation | FlagEvaluationError;

export const isEvaluationError = (o: EvaluationOutcome): o is FlagEvaluationError => 'errorCode' in o;

type EvaluatedFlag = Pick<
  Flag,
  | 'key'
  | 'type'
  | 'variants'
  | 'defaultVariant'
  | 'enabled'
  | 'strategies'
  | 'schedule'
  | 'version'
  | 'archived'
>;

/** A strategy's verdict: not applicable, a variant (and whether chance decided it), or an error. */
type StrategyVerdict = null | { variant: string; split: boolean } | FlagEvaluationError;

function stickinessValue(context: EvaluationContext, field: string): string | undefined {
  const v = context[field];
  if (typeof v === 'string' && v !== '') return v;
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  return undefined;
}

function applyStrategy(
  flag: EvaluatedFlag,
  strategy: Strategy,
  context: EvaluationContext,
  now: Date,
): StrategyVerdict {
  if (strategy.rollout <= 0 || !constraintsHold(strategy.constraints, context, now)) return null;
  const weighted = (strategy.variants ?? []).filter((v) => v.weight > 0);
  const needsBucket = strategy.rollout < 100 || weighted.length > 1;
  const field = strategy.stickiness ?? DEFAULT_STICKINESS;
  const sticky = stickinessValue(context, field);
  if (needsBucket && sticky === undefined) {
    // Without the field there is no stable bucket: a missing targeting key is OFREP's error, any other
    // missing field only means that this strategy does not apply (as in Unleash).
    if (field !== DEFAULT_STICKINESS) return null;
    return {
      key: flag.key,
      errorCode: 'TARGETING_KEY_MISSING',
      errorDetails: 'Die Auswertung braucht einen targetingKey im Kontext.',
    };
  }
  if (strategy.rollout < 100 && !inRollout(sticky!, flag.key, strategy.rollout)) return null;
  if (weighted.length > 0) {
    const picked = weighted.length === 1 ? weighted[0] : pickWeighted(weighted, sticky!, flag.key);
    if (picked) return { variant: picked.variant, split: needsBucket };
  }
  const variant = strategy.variant ?? implicitVariant(flag) ?? flag.defaultVariant;
  return { variant, split: strategy.rollout < 100 };
}

function served(
  flag: EvaluatedFlag,
  variant: string,
  reason: EvaluationReason,
  metadata: FlagEvaluation['metadata'],
): EvaluationOutcome {
  const found = flag.variants.find((v) => v.key === variant);
  if (!found) {
    // Validation keeps this from being stored; a hand-edited row must not crash every evaluation.
    return { key: flag.key, errorCode: 'GENERAL', errorDetails: `Variante ${variant} fehlt.` };
  }
  return {
    key: flag.key,
    value: found.value,
    variant,
    reason,
    metadata: { version: flag.version, ...metadata },
  };
}

/**
 * Evaluates one flag for one context at `now`. Pure: the same flag, context and instant give the same answer
 * on every instance. Disabled, archived or out-of-schedule flags serve the default variant with `DISABLED`;
 * an enabled flag without strategies serves `STATIC`: a boolean its `true` variant, any other type its default; otherwise the first matching strategy decides
 * (`TARGETING_MATCH`, or `SPLIT` where the bucket chose), and none matching serves the default (`DEFAULT`).
 */
export function evaluateFlag(flag: EvaluatedFlag, context: EvaluationContext, now: Date): EvaluationOutcome {
  const state = activity(flag, now);
  if (state !== 'active') return served(flag, flag.defaultVariant, 'DISABLED', { state });
  // Switched on without rules: a boolean serves its `true` variant, as Unleash, LaunchDarkly and Flagsmith
  // do; other types have no "on" value and serve their default.
  if (flag.strategies.length === 0)
    return served(flag, implicitVariant(flag) ?? flag.defaultVariant, 'STATIC', {});
  for (const [index, strategy] of flag.strategies.entries()) {
    const verdict = applyStrategy(flag, strategy, context, now);
    if (verdict === null) continue;
    if ('errorCode' in verdict) return verdict;
    return served(flag, verdict.variant, verdict.split ? 'SPLIT' : 'TARGETING_MATCH', {
      strategy: strategy.name ?? index,
    });
  }
  return served(flag, flag.defaultVariant, 'DEFAULT', {});
}
