import { parseRecurringDeadline } from '@libs/shared';
import type { TermName, TermProposal, TextTab } from '@libs/term-extraction';

/** Where a stored proposal stands in its review. Only `confirmed` and `corrected` are ever used. */
export const REVIEW_STATUSES = ['proposed', 'confirmed', 'corrected', 'rejected', 'reopened'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export type TermValue = number | string | boolean | string[];

/** The terms whose confirmed value enters a figure (the engine, matcher and funding plans read them). */
export const FIGURE_TERMS = ['subsidyRateMax', 'maxAmount', 'minAmount', 'applicationDeadline'] as const;
export type FigureTerm = (typeof FIGURE_TERMS)[number];

/** The unit a value is given in, on the wire and in a correction: the extractor's units. */
export function unitOf(term: TermName): 'percent' | 'EUR' | 'date' | null {
  if (term === 'subsidyRateMax') return 'percent';
  if (term === 'maxAmount' || term === 'minAmount') return 'EUR';
  if (term === 'applicationDeadline') return 'date';
  return null;
}

/**
 * One term of one imported program as stored beside it: the extractor's proposal with its evidence, and
 * the review. `confirmedValue` is the value a person stood behind (the proposal's, or their correction); it
 * counts only while the status is `confirmed` or `corrected` (a reopened term keeps it for the record).
 */
export interface StoredTermProposal {
  programId: string;
  term: TermName;
  proposedValue: TermValue;
  sentence: string;
  start: number;
  end: number;
  quote: string;
  /** The page tab the evidence stands in; its offsets point into that tab's plain text. */
  tab: TextTab;
  confidence: number;
  rule: string;
  /** The proposal holds only for some applicants ("für kleine Unternehmen bis zu 50 %"). */
  condition: string | null;
  status: ReviewStatus;
  confirmedValue: TermValue | null;
  /** The reviewing operator's credential id (for the operator's record; never shown to tenants). */
  reviewedBy: string | null;
  /** How the provenance names the reviewer (a role or initials the operator gave), null: "vom Betreiber". */
  reviewerLabel: string | null;
  reviewedAt: Date | null;
  /** Why the term is open again (the evidence sentence changed or vanished in a later import). */
  note: string | null;
  updatedAt: Date;
}

/** Whether a stored term counts: a person confirmed or corrected it and no import has reopened it since. */
export const inForce = (p: Pick<StoredTermProposal, 'status'>): boolean =>
  p.status === 'confirmed' || p.status === 'corrected';

/**
 * The one proposal per term to review: the strongest unconditional one, or, where the text states a term
 * only conditionally, the strongest conditional one (marked: it may be corrected, never confirmed as is).
 * List terms merge their values over all unconditional proposals.
 */
export function pickProposals(proposals: readonly TermProposal[]): TermProposal[] {
  const best = new Map<TermName, TermProposal>();
  for (const p of proposals) {
    const current = best.get(p.term);
    if (!current) {
      best.set(p.term, p);
      continue;
    }
    if (current.condition && !p.condition) best.set(p.term, p);
    else if (!current.condition && p.condition) continue;
    else if (Array.isArray(p.value) && Array.isArray(current.value)) {
      const merged = [...new Set([...current.value, ...p.value])];
      best.set(p.term, { ...(p.confidence > current.confidence ? p : current), value: merged });
    } else if (p.confidence > current.confidence) best.set(p.term, p);
  }
  return [...best.values()];
}

/**
 * A new import's proposals for one program against what is stored: new terms come in as `proposed`; an
 * open one takes the new proposal; a confirmed or corrected term stays in force while its evidence sentence
 * is the same and is reopened (no longer used) when the sentence changed or is gone; a rejected term stays
 * rejected on the same sentence. An open proposal whose sentence is gone is dropped. Answers the rows to
 * write and the terms to delete.
 */
export function reconcile(
  programId: string,
  fresh: readonly TermProposal[],
  stored: readonly StoredTermProposal[],
  now: Date,
): { write: StoredTermProposal[]; drop: TermName[] } {
  const byTerm = new Map(stored.map((s) => [s.term, s]));
  const write: StoredTermProposal[] = [];
  const seen = new Set<TermName>();
  for (const p of pickProposals(fresh)) {
    seen.add(p.term);
    const before = byTerm.get(p.term);
    const evidence = {
      proposedValue: p.value,
      sentence: p.evidence.sentence,
      start: p.evidence.start,
      end: p.evidence.end,
      quote: p.evidence.quote,
      tab: p.evidence.tab ?? 'description',
      confidence: p.confidence,
      rule: p.rule,
      condition: p.condition?.note ?? null,
      updatedAt: now,
    };
    if (!before) {
      write.push({
        programId,
        term: p.term,
        ...evidence,
        status: 'proposed',
        confirmedValue: null,
        reviewedBy: null,
        reviewerLabel: null,
        reviewedAt: null,
        note: null,
      });
      continue;
    }
    const sameSentence = before.sentence === p.evidence.sentence;
    if (sameSentence && sameValue(before.proposedValue, p.value) && before.start === p.evidence.start)
      continue;
    if (inForce(before) || before.status === 'rejected') {
      const status = sameSentence ? before.status : inForce(before) ? 'reopened' : 'proposed';
      const note =
        status === 'reopened'
          ? `Neuer Import: der Satz, auf dem der bestätigte Wert beruhte, hat sich geändert („${before.sentence}“).`
          : before.note;
      write.push({ ...before, ...evidence, status, note });
    } else write.push({ ...before, ...evidence });
  }
  const drop: TermName[] = [];
  for (const s of stored) {
    if (seen.has(s.term)) continue;
    if (inForce(s))
      write.push({
        ...s,
        status: 'reopened',
        note: `Neuer Import: der Satz, auf dem der bestätigte Wert beruhte, steht nicht mehr im Text („${s.sentence}“).`,
        updatedAt: now,
      });
    else if (s.status !== 'reopened') drop.push(s.term);
  }
  return { write, drop };
}

function sameValue(a: TermValue, b: TermValue): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

const REGION_OR_WORD = /^[\p{L}\p{N} .,/()-]{1,80}$/u;

/** Why a corrected value does not fit its term (German, for the 400), or null when it does. */
export function valueProblem(term: TermName, value: unknown): string | null {
  const unit = unitOf(term);
  if (unit === 'percent')
    return typeof value === 'number' && value > 0 && value <= 100
      ? null
      : 'Fördersatz in Prozent: eine Zahl größer 0 und höchstens 100.';
  if (unit === 'EUR')
    return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 1e12
      ? null
      : 'Betrag in Euro: eine Zahl ab 0.';
  if (unit === 'date')
    return typeof value === 'string' &&
      ((/^\d{4}-\d{2}-\d{2}$/.test(value) &&
        !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
        new Date(`${value}T00:00:00Z`).toISOString().startsWith(value)) ||
        parseRecurringDeadline(value) !== null)
      ? null
      : 'Antragsfrist als Kalendertag JJJJ-MM-TT oder jährlich als --MM-TT (Zeitraum --MM-TT/--MM-TT, ' +
          'Zusatz „ Folgejahr“ für Anträge auf das Folgejahr).';
  if (term === 'deminimis') return typeof value === 'boolean' ? null : 'true oder false.';
  if (term === 'category')
    return typeof value === 'string' && REGION_OR_WORD.test(value) ? null : 'Eine Förderart als Wort.';
  return Array.isArray(value) &&
    value.length <= 50 &&
    value.every((v) => typeof v === 'string' && REGION_OR_WORD.test(v))
    ? null
    : 'Eine Liste von Begriffen (höchstens 50, je bis 80 Zeichen).';
}
