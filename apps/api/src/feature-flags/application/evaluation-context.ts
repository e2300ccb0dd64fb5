import type { EvaluationContext } from '@libs/feature-flags';

/** What the credential says about the caller: always part of the context, never overridable. */
export interface CredentialFacts {
  tenantId: string;
  plan: string;
  sandbox: boolean;
}

/** Why a caller's context was refused (OFREP `INVALID_CONTEXT`). */
export class InvalidContextError extends Error {}

const MAX_ATTRIBUTES = 50;

/**
 * The evaluation context: the caller's attributes (and `targetingKey`), then the credential's `tenantId`,
 * `plan` and `sandbox` over them, so that a client cannot make itself another tenant or a paid plan.
 */
export function buildContext(facts: CredentialFacts, caller: unknown): EvaluationContext {
  if (caller !== undefined && caller !== null && (typeof caller !== 'object' || Array.isArray(caller)))
    throw new InvalidContextError('context muss ein Objekt sein.');
  const attributes = (caller ?? {}) as Record<string, unknown>;
  if (Object.keys(attributes).length > MAX_ATTRIBUTES)
    throw new InvalidContextError(`context hat mehr als ${MAX_ATTRIBUTES} Attribute.`);
  const { targetingKey } = attributes;
  if (targetingKey !== undefined && (typeof targetingKey !== 'string' || targetingKey.length > 256))
    throw new InvalidContextError('targetingKey muss eine Zeichenkette (bis 256 Zeichen) sein.');
  return { ...attributes, tenantId: facts.tenantId, plan: facts.plan, sandbox: facts.sandbox };
}
