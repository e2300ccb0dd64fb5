import type { UsageActor, UsageSignal } from '../../platform/events/usage-signals';
import type { Calculation } from '../application/calculation';

/**
 * The usage signal of a stored calculation (ADR 0031), emitted by the HTTP adapters after the use case
 * returned, where the request's actor is known. Its id is the calculation's, so it is stored once; the figure
 * goes along for the listener to band, the applicant's profile never.
 */
export function calculationCreatedSignal(calculation: Calculation, actor: UsageActor): UsageSignal {
  return {
    name: 'calculation.created',
    scope: { tenantId: calculation.tenantId, sandbox: calculation.sandbox },
    actor,
    id: calculation.id,
    properties: {
      programId: calculation.programId,
      calculationId: calculation.id,
      channel: calculation.channel,
      estimatedSubsidyEur: calculation.result.estimatedSubsidyEur,
    },
  };
}
