import { extractTerms } from '@libs/term-extraction';
import { dumpEntryToProgram } from './dump-to-program';
import { withConfirmedTerms } from './effective-terms';
import { reconcile, valueProblem, type StoredTermProposal } from './term-review';
import { normaliseRow } from './normalise-row';
import { FIXTURE } from '../testing/fixture-dump';

const NOW = new Date('2026-11-28T10:00:00Z');
const LATER = new Date('2026-12-01T10:00:00Z');
const SENTENCE = 'Der Zuschuss beträgt bis zu 50 Prozent der förderfähigen Ausgaben, höchstens 15.000 Euro.';
const TEXT = `Gefördert wird die Digitalisierung. ${SENTENCE} Anträge können bis zum 30. Juni 2027 gestellt werden.`;

const program = () => {
  const r = normaliseRow(FIXTURE.bayern);
  if (!r.ok) throw new Error(r.reason);
  return dumpEntryToProgram(r.entry, NOW, null);
};
const fresh = (text = TEXT) => reconcile('fdb-x', extractTerms(text), [], NOW).write;
const review = (rows: StoredTermProposal[], term: string, status: 'confirmed' | 'rejected', value?: number) =>
  rows.map((r) =>
    r.term === term
      ? {
          ...r,
          status,
          confirmedValue: status === 'rejected' ? null : (value ?? r.proposedValue),
          reviewedBy: 'credential-1',
          reviewerLabel: 'Redaktion',
          reviewedAt: NOW,
        }
      : r,
  );

describe('term review: proposals are never facts until confirmed', () => {
  it('an import proposes rate, cap and deadline with their evidence', () => {
    const rows = fresh();
    const byTerm = Object.fromEntries(rows.map((r) => [r.term, r]));
    expect(byTerm.subsidyRateMax).toMatchObject({
      proposedValue: 50,
      status: 'proposed',
      sentence: SENTENCE,
    });
    expect(byTerm.maxAmount).toMatchObject({ proposedValue: 15000, status: 'proposed' });
    expect(byTerm.applicationDeadline).toMatchObject({ proposedValue: '2027-06-30' });
    expect(TEXT.slice(byTerm.maxAmount!.start, byTerm.maxAmount!.end)).toBe(byTerm.maxAmount!.quote);
  });

  it('unconfirmed, rejected and reopened proposals never enter a figure', () => {
    const p = program();
    for (const status of ['proposed', 'rejected', 'reopened'] as const) {
      const rows = fresh().map((r) => ({ ...r, status, confirmedValue: r.proposedValue }));
      const effective = withConfirmedTerms(p, rows);
      expect(effective).toMatchObject({
        maxAmount: 0,
        subsidyRateMax: null,
        minAmount: null,
        applicationDeadline: null,
      });
      expect(effective.terms.structured).toBe(false);
      expect(effective.terms.provenance).toBeUndefined();
    }
  });

  it('confirmed rate and cap: a calculable program with provenance; applying twice gives the same program', () => {
    const rows = review(review(fresh(), 'subsidyRateMax', 'confirmed'), 'maxAmount', 'confirmed', 12000);
    const once = withConfirmedTerms(program(), rows);
    expect(once).toMatchObject({ subsidyRateMax: 0.5, maxAmount: 12000, applicationDeadline: null });
    expect(once.terms.rate.baseRate).toBe(0.5);
    expect(once.terms.structured).toBeUndefined();
    expect(once.terms.unverified).toEqual([]);
    expect(once.terms.provenance?.maxAmount).toBe(
      `aus dem Programmtext, bestätigt am 28.11.2026 von Redaktion: „${SENTENCE}“`,
    );
    expect(withConfirmedTerms(once, rows)).toEqual(once);
    // Withdrawn again: back to the unstated terms.
    expect(withConfirmedTerms(once, review(rows, 'maxAmount', 'rejected'))).toMatchObject({ maxAmount: 0 });
  });

  it('a new import keeps a confirmed term on the same sentence and reopens it when the sentence changed or vanished', () => {
    const confirmed = review(fresh(), 'maxAmount', 'confirmed');
    expect(reconcile('fdb-x', extractTerms(TEXT), confirmed, LATER).write).toEqual([]);

    const changed = TEXT.replace(
      SENTENCE,
      'Der Zuschuss beträgt bis zu 40 Prozent der Ausgaben, höchstens 10.000 Euro.',
    );
    const next = reconcile('fdb-x', extractTerms(changed), confirmed, LATER).write;
    expect(next.find((r) => r.term === 'maxAmount')).toMatchObject({
      status: 'reopened',
      proposedValue: 10000,
      confirmedValue: 15000,
    });
    expect(next.find((r) => r.term === 'subsidyRateMax')).toMatchObject({
      status: 'proposed',
      proposedValue: 40,
    });

    const gone = reconcile('fdb-x', extractTerms('Gefördert wird die Digitalisierung.'), confirmed, LATER);
    expect(gone.write.map((r) => [r.term, r.status])).toEqual([['maxAmount', 'reopened']]);
    expect(gone.drop.sort()).toEqual(['applicationDeadline', 'category', 'subsidyRateMax']);
  });

  it('checks corrected values per term, in German', () => {
    expect(valueProblem('subsidyRateMax', 40)).toBeNull();
    expect(valueProblem('subsidyRateMax', 140)).toMatch(/Prozent/);
    expect(valueProblem('maxAmount', -1)).toMatch(/Euro/);
    expect(valueProblem('applicationDeadline', '2026-02-30')).toMatch(/JJJJ-MM-TT/);
    expect(valueProblem('applicationDeadline', '--05-15')).toBeNull();
    expect(valueProblem('applicationDeadline', '--08-31/--10-15 Folgejahr')).toBeNull();
    expect(valueProblem('applicationDeadline', '--02-30')).toMatch(/--MM-TT/);
    expect(valueProblem('applicationDeadline', '2026-06-30')).toBeNull();
    expect(valueProblem('eligibleRegions', ['SN'])).toBeNull();
    expect(valueProblem('deminimis', 'ja')).toMatch(/true/);
  });
});
