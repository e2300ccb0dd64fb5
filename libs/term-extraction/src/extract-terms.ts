import type { NamedText, TermName, TermProposal } from './proposal';
import { proposalsIn } from './rules';
import { splitSentences } from './sentences';

/**
 * Proposes a program's terms from its German text: every proposal with the sentence and the exact
 * characters it rests on, the rule that fired and a confidence. Rule-based and explainable, no model. The text
 * is the plain form of the program's description (`descriptionText`); offsets refer to it.
 */
export function extractTerms(text: string): TermProposal[] {
  return splitSentences(text)
    .flatMap(proposalsIn)
    .sort((a, b) => a.evidence.start - b.evidence.start || b.confidence - a.confidence);
}

/**
 * Proposes terms from several texts of one program (the description, the eligibility, procedure and deadline
 * texts), each proposal with the tab its evidence stands in; offsets point into that tab's text.
 */
export function extractTermsFrom(texts: readonly NamedText[]): TermProposal[] {
  return texts.flatMap(({ tab, text }) =>
    extractTerms(text).map((p) => ({ ...p, evidence: { ...p.evidence, tab } })),
  );
}

/**
 * The strongest unconditional proposal per term (list terms merged over all their proposals), for a reviewer's
 * first view; conditional proposals are never chosen here, since one catalogue field cannot carry them.
 */
export function strongestProposals(
  proposals: readonly TermProposal[],
): Partial<Record<TermName, TermProposal>> {
  const best: Partial<Record<TermName, TermProposal>> = {};
  for (const p of proposals) {
    if (p.condition) continue;
    const current = best[p.term];
    if (Array.isArray(p.value) && current && Array.isArray(current.value)) {
      const merged = [...new Set([...current.value, ...p.value])];
      best[p.term] = { ...(p.confidence > current.confidence ? p : current), value: merged };
    } else if (!current || p.confidence > current.confidence) best[p.term] = p;
  }
  return best;
}
