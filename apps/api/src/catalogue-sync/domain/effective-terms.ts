import { AMOUNT_NOT_STATED, type Program } from '@libs/catalogue';
import { parseRecurringDeadline } from '@libs/shared';
import { UNSTRUCTURED_TERMS } from './dump-to-program';
import { FIGURE_TERMS, inForce, type FigureTerm, type StoredTermProposal } from './term-review';

const GERMAN_DAY = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/**
 * "aus dem Programmtext, bestätigt am 28.11.2026 von <label>: „<sentence>“" (corrected: "korrigiert"). Names the
 * reviewer by the label the operator gave, else "vom Betreiber": never by a credential id (tenants read it).
 */
export function provenanceOf(p: StoredTermProposal): string {
  const how = p.status === 'corrected' ? 'korrigiert' : 'bestätigt';
  const when = p.reviewedAt ? GERMAN_DAY.format(p.reviewedAt) : '?';
  const who = p.reviewerLabel ? `von ${p.reviewerLabel}` : 'vom Betreiber';
  return `aus dem Programmtext, ${how} am ${when} ${who}: „${p.sentence}“`;
}

/**
 * The program as every reader sees it (catalogue reads, engine, matcher, funding plans): an imported
 * program's own unstated terms, then the confirmed or corrected figure terms on top, each with its
 * provenance. Open, rejected and reopened proposals never enter a figure. Starts from the unstated terms
 * each time, so applying it to a program that already carries confirmed terms gives the same result (the
 * importer applies it to a fresh program, a review to the stored one).
 */
export function withConfirmedTerms(program: Program, stored: readonly StoredTermProposal[]): Program {
  const terms = { ...program.terms, rate: { ...program.terms.rate, baseRate: null } };
  delete terms.provenance;
  delete terms.recurringDeadline;
  const p: Program = {
    ...program,
    maxAmount: 0,
    minAmount: null,
    subsidyRateMax: null,
    applicationDeadline: null,
    terms: {
      ...terms,
      maxAmountBasis: 'program',
      structured: false,
      unverified: [`${AMOUNT_NOT_STATED}: ${UNSTRUCTURED_TERMS} (Quelle: ${program.source.url})`],
    },
  };
  const provenance: Partial<Record<FigureTerm, string>> = {};
  for (const s of stored) {
    if (!inForce(s) || !(FIGURE_TERMS as readonly string[]).includes(s.term)) continue;
    const value = s.confirmedValue;
    const term = s.term as FigureTerm;
    if (term === 'subsidyRateMax' && typeof value === 'number') {
      // The extractor speaks percent; the catalogue keeps rates as fractions.
      p.subsidyRateMax = Math.round(value * 100) / 10_000;
      p.terms.rate.baseRate = p.subsidyRateMax;
    } else if (term === 'maxAmount' && typeof value === 'number') {
      p.maxAmount = value;
      // A stated cap makes the program calculable: its amounts are known from here on.
      delete p.terms.structured;
      p.terms.unverified = [];
    } else if (term === 'minAmount' && typeof value === 'number') p.minAmount = value;
    else if (term === 'applicationDeadline' && typeof value === 'string') {
      // A yearly deadline stays a rule; its next occurrence is computed wherever a date is read (programOn).
      const rule = parseRecurringDeadline(value);
      if (rule) p.terms.recurringDeadline = rule;
      else p.applicationDeadline = value;
    } else continue;
    provenance[term] = provenanceOf(s);
  }
  if (Object.keys(provenance).length > 0) p.terms.provenance = provenance;
  return p;
}
