import type { AdmissionLane } from './admission-lane.decorator';
import type { Principal } from './principal';

/** Response headers the admission may set (rate-limit state, Retry-After). */
export interface AdmissionHeaders {
  header(name: string, value: string): unknown;
}

/**
 * Decides whether an authenticated call may run now (burst limits, monthly quotas) and counts it. Throws
 * the refusal (429). Runs after authentication in the same guard, so the order can never change.
 */
export abstract class CallAdmission {
  abstract admit(principal: Principal, reply: AdmissionHeaders, lane?: AdmissionLane): Promise<void>;
}
