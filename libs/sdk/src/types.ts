import type { operations } from './generated/v1.js';
import type { OkBody, RequestBody } from './openapi-types.js';

/** The wire records of the specification, as generated from the v1 OpenAPI document. */
export type Program = OkBody<operations['getProgramById']>;
export type ListProgramsResponse = OkBody<operations['listPrograms']>;
export type ListProgramsQuery = NonNullable<operations['listPrograms']['parameters']['query']>;
export type CalculationRequest = RequestBody<operations['createCalculation']>;
export type CalculationResponse = OkBody<operations['createCalculation']>;
export type ApplicantProfile = CalculationRequest['applicantProfile'];
export type MatchRequest = RequestBody<operations['findMatches']>;
export type MatchResponse = OkBody<operations['findMatches']>;
export type StoredCalculation = OkBody<operations['getCalculationById']>;
export type { components, operations, paths } from './generated/v1.js';
