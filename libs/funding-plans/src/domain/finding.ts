import { PLAN_CODES, type PlanCode } from './plan-codes';
import type { Finding } from './plan-result';

/** A finding with the code's German text, the case's detail in brackets, and its legal source. */
export function finding(
  code: PlanCode,
  legalSource: string,
  extra: { detail?: string; programId?: string; amountEur?: number } = {},
): Finding {
  const message = extra.detail ? `${PLAN_CODES[code]} (${extra.detail})` : PLAN_CODES[code];
  return {
    code,
    message,
    legalSource,
    ...(extra.programId !== undefined ? { programId: extra.programId } : {}),
    ...(extra.amountEur !== undefined ? { amountEur: extra.amountEur } : {}),
  };
}
