import { SetMetadata } from '@nestjs/common';

/**
 * Which limits admit a route's calls. `api`: the burst limits and the monthly quota (every route unless it says
 * otherwise). `flag-evaluation`: a per-credential limit of its own, not counted against the monthly quota or
 * the API burst (issue 30): an app evaluates flags per request of its own and polls for changes, which is not
 * API traffic (ADR 0013).
 */
export type AdmissionLane = 'api' | 'flag-evaluation';

export const ADMISSION_LANE = 'fm:admission-lane';

export const AdmittedAs = (lane: AdmissionLane) => SetMetadata(ADMISSION_LANE, lane);
