import { deadline } from './deadline-rules';
import { category, companySizes, deminimis, regions, targetGroups } from './eligibility-rules';
import { amounts } from './amount-rules';
import { rateMax } from './rate-rules';
import type { TermProposal } from './proposal';
import type { Rule } from './rule-helpers';
import type { Sentence } from './sentences';

export type { Rule };

/** Every rule, in the order the documentation lists them. */
export const RULES: readonly Rule[] = [
  rateMax,
  amounts,
  deadline,
  regions,
  companySizes,
  deminimis,
  targetGroups,
  category,
];

/** Runs every rule over one sentence; offsets become offsets into the whole text. */
export function proposalsIn(sentence: Sentence): TermProposal[] {
  return RULES.flatMap((rule) =>
    rule.find(sentence.text).map(({ at, length, ...proposal }) => ({
      ...proposal,
      evidence: {
        sentence: sentence.text,
        start: sentence.start + at,
        end: sentence.start + at + length,
        quote: sentence.text.slice(at, at + length),
      },
    })),
  );
}
