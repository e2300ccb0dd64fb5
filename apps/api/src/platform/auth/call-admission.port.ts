import type { Principal } from './principal';

/**
 * Which limits admit a route's calls. `api`: the burst limits and the monthly quota (every route unless it says
 * otherwise). `flag-evaluation`: a per-credential limit of its own, not counted against the monthly quota or
 * the API burst: an app evaluates flags per request of its own and polls for changes, which is not
 * API traffic (ADR 0013). Routes choose theirs with `@AdmittedAs`.
 */
export type AdmissionLane = 'api' | 'flag-evaluation';

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
