import { extractTerms } from '@libs/term-extraction';
import { FixedClock } from '@libs/shared';
import { dumpEntryToProgram } from '../domain/dump-to-program';
import { normaliseRow } from '../domain/normalise-row';
import { reconcile } from '../domain/term-review';
import { FIXTURE } from '../testing/fixture-dump';
import { InMemoryTermReviewStore } from '../testing/in-memory-term-review-store';
import { ReviewTerm } from './review-term.use-case';

const NOW = new Date('2026-11-28T10:00:00Z');
const TEXT =
  'Der Zuschuss beträgt bis zu 50 Prozent der förderfähigen Ausgaben, höchstens 15.000 Euro. ' +
  'Für kleine Unternehmen beträgt die Förderquote bis zu 60 %, für mittlere bis zu 40 %.';

function setUp(text = TEXT) {
  const store = new InMemoryTermReviewStore();
  const r = normaliseRow(FIXTURE.bayern);
  if (!r.ok) throw new Error(r.reason);
  const program = dumpEntryToProgram(r.entry, NOW, null);
  store.programs.set(program.id, program);
  for (const p of reconcile(program.id, extractTerms(text), [], NOW).write)
    store.proposals.set(`${p.programId}/${p.term}`, p);
  return { store, id: program.id, review: new ReviewTerm(store, new FixedClock(NOW)) };
}

describe('ReviewTerm', () => {
  it('a confirmed cap is written into the program with its provenance; rejecting takes it back', async () => {
    const { store, id, review } = setUp();
    const done = await review.execute({
      programId: id,
      term: 'maxAmount',
      decision: { action: 'confirm' },
      reviewer: 'op-1',
      reviewerLabel: 'Redaktion',
    });
    expect(done).toMatchObject({
      status: 'confirmed',
      confirmedValue: 15000,
      reviewedBy: 'op-1',
      reviewedAt: NOW,
    });
    expect(store.programs.get(id)).toMatchObject({ maxAmount: 15000 });
    expect(store.programs.get(id)!.terms.provenance?.maxAmount).toBe(
      `aus dem Programmtext, bestätigt am 28.11.2026 von Redaktion: „${done.sentence}“`,
    );

    await review.execute({
      programId: id,
      term: 'maxAmount',
      decision: { action: 'reject' },
      reviewer: 'op-1',
    });
    expect(store.programs.get(id)).toMatchObject({ maxAmount: 0 });
    expect(store.programs.get(id)!.terms.provenance).toBeUndefined();
  });

  it('a correction counts with its own value', async () => {
    const { store, id, review } = setUp();
    await review.execute({
      programId: id,
      term: 'subsidyRateMax',
      decision: { action: 'correct', value: 45 },
      reviewer: 'op-1',
    });
    expect(store.programs.get(id)).toMatchObject({ subsidyRateMax: 0.45 });
    // Without a label the provenance names the operator's role, never the credential.
    expect(store.programs.get(id)!.terms.provenance?.subsidyRateMax).toContain(
      'korrigiert am 28.11.2026 vom Betreiber',
    );
  });

  it('refuses to confirm a conditional proposal as is, and a term without a proposal', async () => {
    const { store, id, review } = setUp(
      'Für kleine Unternehmen beträgt die Förderquote bis zu 60 %, für mittlere bis zu 40 %.',
    );
    const conditional = [...store.proposals.values()].find((p) => p.condition !== null);
    expect(conditional).toBeDefined();
    await expect(
      review.execute({
        programId: id,
        term: conditional!.term,
        decision: { action: 'confirm' },
        reviewer: 'op',
      }),
    ).rejects.toMatchObject({ code: 'TERM_PROPOSAL_CONDITIONAL' });
    await expect(
      review.execute({ programId: id, term: 'deminimis', decision: { action: 'confirm' }, reviewer: 'op' }),
    ).rejects.toMatchObject({ code: 'TERM_PROPOSAL_NOT_FOUND' });
  });
});
