import { extractTermsFrom } from '../../extract-terms';
import type { TermProposal } from '../../proposal';
import { scoreCases, type EvalReport } from '../score-terms';
import { parseCsv } from './csv';
import { FDB_PAGE_PREFIX, type ProgramAnnotation } from './real-types';

/** The texts of one real program by tab: the description (Kurzzusammenfassung) and the Zusatzinfos. */
export interface RealProgram {
  page: string;
  description: string;
  additional: string;
}

/** The programs of a development-set CSV (`url, name, kurzzusammenfassung, zusatzinfos, rechtsgrundlage`). */
export function realProgramsOf(csv: string): RealProgram[] {
  return parseCsv(csv).map((row) => ({
    page: (row.url ?? '').replace(FDB_PAGE_PREFIX, '').replace(/\.html$/, ''),
    description: row.kurzzusammenfassung ?? '',
    additional: row.zusatzinfos ?? '',
  }));
}

/** What the extractor proposes for one real program, from the tabs the importer feeds it. */
export type ProgramExtractor = (program: RealProgram) => readonly TermProposal[];

/** The tabs as the importer feeds them: the description, and the Zusatzinfos as the eligibility text. */
export const tabExtractor: ProgramExtractor = (p) =>
  extractTermsFrom([
    { tab: 'description', text: p.description },
    { tab: 'eligibility', text: p.additional },
  ]);

/**
 * Scores the extractor on real programs against their hand annotations, per term, at the program level: the
 * distinct values proposed from all of a program's tabs against the values annotated for it. An annotation
 * whose program is missing from the CSV is an error, so a renamed page cannot silently drop out of the score.
 */
export function scoreRealSet(
  annotations: readonly ProgramAnnotation[],
  programs: readonly RealProgram[],
  extract: ProgramExtractor = tabExtractor,
): EvalReport {
  const byPage = new Map(programs.map((p) => [p.page, p]));
  return scoreCases(
    annotations.map(({ page, expected }) => {
      const program = byPage.get(page);
      if (!program) throw new Error(`no program ${page} in the real set`);
      return { label: page, expected, proposals: extract(program) };
    }),
  );
}
