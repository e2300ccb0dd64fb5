/**
 * Bounds on numbers and parameters, set by what the domain and the columns hold (docs/adr/0003, listed in the
 * OpenAPI description).
 */

/**
 * Largest amount in EUR a request may carry (budgets, revenue, balance sheet, de-minimis aid): a trillion.
 * Amounts are stored as `numeric(18,2)` (below 10^16) and computed in cents, which a double holds exactly
 * only below 2^53 (about 9·10^13 EUR); no applicant or project comes near either.
 */
export const MAX_AMOUNT_EUR = 1_000_000_000_000;

/** Amounts have at most two decimals (whole cents). More is refused with 400, never rounded: the caller decides. */
export const AMOUNT_DECIMALS = 2;

/** Headcount: the largest employers in the world have about two million. */
export const MAX_EMPLOYEES = 10_000_000;

/** Age of a company in years. */
export const MAX_COMPANY_AGE_YEARS = 1000;

/** Longest path parameter (Fastify's `maxParamLength`): ids are UUIDs (36) or program ids (under 60). */
export const MAX_PATH_PARAMETER_LENGTH = 100;
