import type { operations } from './generated/schema.js';

type JsonBody<T> = T extends { content: { 'application/json': infer B } } ? B : never;
type Ok<Op extends keyof operations> = JsonBody<
  operations[Op]['responses'] extends { 200: infer R } ? R : never
>;
type Body<Op extends keyof operations> = JsonBody<NonNullable<operations[Op]['requestBody']>>;

/** The wire records of the specification, as generated from the OpenAPI document. */
export type Program = Ok<'getProgramById'>;
export type ListProgramsResponse = Ok<'listPrograms'>;
export type ListProgramsQuery = NonNullable<operations['listPrograms']['parameters']['query']>;
export type CalculationRequest = Body<'createCalculation'>;
export type CalculationResponse = Ok<'createCalculation'>;
export type ApplicantProfile = CalculationRequest['applicantProfile'];
export type MatchRequest = Body<'findMatches'>;
export type MatchResponse = Ok<'findMatches'>;
export type StoredCalculation = Ok<'getCalculationById'>;
export type { components, operations, paths } from './generated/schema.js';
