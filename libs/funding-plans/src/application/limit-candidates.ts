import type { PlanCandidate, PlanInput } from '../domain/plan-input';
import { classifyEnterprise } from './classify-enterprise';
import { prepareCandidates } from './prepare-candidates';
import { nominalAidCents } from './prepared-candidate';

export interface LimitedCandidates {
  kept: PlanCandidate[];
  /** The least valuable candidates beyond the limit, most valuable first. */
  dropped: PlanCandidate[];
}

/**
 * The candidates the exact search may combine within a plan's limit, the most valuable first. Value is the
 * capped aid value on this project (grant or allowance after the legal intensity and maximum amount; loans
 * and guarantees at their gross grant equivalent), then the amount (loan money), then the id: a loan's
 * nominal 100 % of the costs must not push grants out. Candidates the hard checks exclude anyway take no
 * place in the limit; they are planned (and explained) as before.
 */
export function limitCandidates(input: PlanInput, limit: number): LimitedCandidates {
  const size = classifyEnterprise(input.company.own, input.company.relations).size;
  const { prepared } = prepareCandidates(input, size);
  const ranked = [...prepared].sort(
    (a, b) =>
      nominalAidCents(b) - nominalAidCents(a) ||
      b.nominalCents - a.nominalCents ||
      (a.candidate.id < b.candidate.id ? -1 : a.candidate.id > b.candidate.id ? 1 : 0),
  );
  const dropped = ranked.slice(Math.max(0, limit)).map((p) => p.candidate);
  const out = new Set(dropped);
  return { kept: input.candidates.filter((c) => !out.has(c)), dropped };
}
