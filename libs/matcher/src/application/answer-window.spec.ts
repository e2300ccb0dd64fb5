import { aProgram } from '@libs/catalogue/testing';
import { endOfGermanDay } from '@libs/shared';
import { anApplicant } from '@libs/subsidy-engine/testing';
import { answerWindow } from './answer-window';
import { compileCatalogue } from './compile-catalogue';
import { rankPrograms } from './rank-programs';

const answerHoldsUntil = (times: readonly number[], at: Date) => answerWindow(times, at).until;

const DAY = 86_400_000;
// Deadlines in summer and in winter time: their days end at 21:59:59.999 and 22:59:59.999 UTC.
const DEADLINES = ['2026-06-15', '2026-07-01', '2026-12-14', '2027-01-10', null];
const programs = DEADLINES.map((d, i) =>
  aProgram({ id: `p${i}`, applicationDeadline: d, maxAmount: 10_000 * (i + 1) }),
);
const end = (day: string) => endOfGermanDay(day).getTime();

describe('answerHoldsUntil', () => {
  const catalogue = compileCatalogue(programs);

  it('ends at the next instant a deadline passes or a day count changes, or at the end of the German day', () => {
    const times = catalogue.deadlineTimesOfDay;
    expect([...times].sort()).toEqual([end('2026-06-15') % DAY, end('2026-12-14') % DAY].sort());
    const summerEnd = end('2026-06-15');
    expect(answerHoldsUntil(times, new Date(summerEnd - 5))).toBe(summerEnd);
    expect(answerHoldsUntil(times, new Date(summerEnd))).toBe(summerEnd);
    // After it, the winter deadlines' time of day (one hour later) comes before the next German midnight.
    expect(answerHoldsUntil(times, new Date(summerEnd + 1))).toBe(summerEnd + 3_600_000);
    expect(answerHoldsUntil([], new Date(summerEnd + 1))).toBe(end('2026-06-16'));
  });

  it.each([
    ['2026-06-15', 0],
    ['2026-06-30', 3_600_000],
    ['2026-12-13', 0],
    ['2026-12-13', -3_600_000],
  ])('answers a request again exactly as a fresh ranking would, around %s %i', (day, shift) => {
    const profile = anApplicant({ federalState: 'SN' });
    const boundary = end(day) + shift;
    for (const offset of [-DAY, -2, -1, 0, 1, 2, 1_800_000, DAY - 1, DAY]) {
      const referenceDate = new Date(boundary + offset);
      const options = { limit: 3, referenceDate };
      const kept = rankPrograms(catalogue, profile, options);
      expect(rankPrograms(catalogue, profile, options)).toBe(kept);
      expect(kept).toEqual(rankPrograms(compileCatalogue(programs), profile, options));
    }
  });
});
