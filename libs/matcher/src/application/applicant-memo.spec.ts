import { anApplicant } from '@libs/subsidy-engine/testing';
import { ApplicantMemos } from './applicant-memo';

const at = (iso: string) => new Date(iso);
const NOON = at('2026-06-15T10:00:00Z');

describe('ApplicantMemos', () => {
  it('keeps one memo per applicant and German day', () => {
    const memos = new ApplicantMemos();
    const memo = memos.for(anApplicant(), NOON);
    expect(memos.for(anApplicant(), at('2026-06-14T22:30:00Z'))).toBe(memo); // 00:30 in Berlin
    expect(memos.for(anApplicant(), at('2026-06-15T22:30:00Z'))).not.toBe(memo);
  });

  it.each([
    ['another figure', { employeeCount: 21 }],
    ['another spelling of the Land', { federalState: 'Bayern' }],
    ['a null instead of an absent value', { balanceSheetEur: null }],
    ['a declared size', { companySize: 'small' as const }],
  ])('tells applicants apart by %s', (_case, change) => {
    const memos = new ApplicantMemos();
    expect(memos.for(anApplicant(change), NOON)).not.toBe(memos.for(anApplicant(), NOON));
  });

  it('keeps at most `capacity` applicants, the least recently used out first', () => {
    const memos = new ApplicantMemos(2);
    const first = memos.for(anApplicant({ employeeCount: 1 }), NOON);
    memos.for(anApplicant({ employeeCount: 2 }), NOON);
    expect(memos.for(anApplicant({ employeeCount: 1 }), NOON)).toBe(first);
    memos.for(anApplicant({ employeeCount: 3 }), NOON);
    expect(memos.size).toBe(2);
    expect(memos.for(anApplicant({ employeeCount: 1 }), NOON)).toBe(first);
    memos.for(anApplicant({ employeeCount: 2 }), NOON);
    memos.for(anApplicant({ employeeCount: 3 }), NOON);
    expect(memos.for(anApplicant({ employeeCount: 1 }), NOON)).not.toBe(first);
  });

  it('keeps at most its bound of program answers per applicant', () => {
    const memo = new ApplicantMemos(1, 2).for(anApplicant(), NOON);
    let asked = 0;
    const ask = () => ({ estimateEur: ++asked, excluded: false });
    memo.program('a', ask);
    memo.program('b', ask);
    expect(memo.program('a', ask).estimateEur).toBe(1);
    memo.program('c', ask);
    expect(memo.program('a', ask).estimateEur).toBe(4);
  });

  it('derives the applicant once per day but answers the instant asked', () => {
    const memo = new ApplicantMemos().for(anApplicant(), NOON);
    const later = at('2026-06-15T18:00:00Z');
    const ctx = memo.context(anApplicant(), later);
    expect(ctx.referenceMs).toBe(later.getTime());
    expect(ctx.sme).toBe(memo.context(anApplicant(), NOON).sme);
  });
});
