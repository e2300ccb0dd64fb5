import { isEvaluationError, type FlagEvaluation } from '@libs/feature-flags';
import { buildContext, type CredentialFacts } from './evaluation-context';
import type { EvaluateFlags } from './evaluate-flags.use-case';

/**
 * How the product uses its own flags: a module gates a capability with
 * `gate.isOn('video-generation', principal)`, so an operator can open it per plan, tenant or rollout without
 * a deployment. A missing, archived or failing flag is off: a gate never opens by accident. A capability that
 * a plan already grants asks `isSwitchedOff` instead (video: the plan says yes, a flag may say no).
 */
export class FeatureGate {
  constructor(private readonly evaluate: EvaluateFlags) {}

  async isOn(
    key: string,
    facts: CredentialFacts,
    attributes: Record<string, unknown> = {},
  ): Promise<boolean> {
    const outcome = await this.evaluated(key, facts, attributes);
    return outcome?.value === true;
  }

  /**
   * The other way round, for a capability that is on by default (the plan grants it): true only when a flag of
   * that key is in force (exists, not archived, enabled) and evaluates to `false` for this caller, so that an
   * operator can switch it off per plan, tenant or rollout. A missing, disabled or failing flag switches
   * nothing off: without flags the product behaves as its plans say.
   */
  async isSwitchedOff(
    key: string,
    facts: CredentialFacts,
    attributes: Record<string, unknown> = {},
  ): Promise<boolean> {
    const outcome = await this.evaluated(key, facts, attributes);
    return outcome !== null && outcome.reason !== 'DISABLED' && outcome.value === false;
  }

  /** The flag's evaluation for the caller; null when it is missing, archived or failed. */
  private async evaluated(
    key: string,
    facts: CredentialFacts,
    attributes: Record<string, unknown>,
  ): Promise<FlagEvaluation | null> {
    const outcome = await this.evaluate.one(
      key,
      buildContext(facts, { targetingKey: facts.tenantId, ...attributes }),
    );
    return outcome && !isEvaluationError(outcome) ? outcome : null;
  }
}
