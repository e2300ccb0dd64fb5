import fc from 'fast-check';
import { arbitraryApplicant, arbitraryCatalogue, arbitraryOptions } from '../testing/arbitrary-catalogue';
import { rankStraightforwardly } from '../testing/straightforward-ranking';
import { compileCatalogue } from './compile-catalogue';
import { rankPrograms } from './rank-programs';

/**
 * The index, the cohorts, the bounds and the memo are shortcuts: for any catalogue and any applicant the
 * answer must be the one of evaluating every program on its own (same programs, order, scores, reasons and
 * total). Several requests share one compiled catalogue, so later ones run on the memo of earlier ones (the
 * same applicant comes back with other options and at other instants of the same or another day).
 */
describe('rankPrograms against the straightforward evaluation', () => {
  const requests = fc.array(fc.tuple(fc.nat({ max: 2 }), arbitraryOptions), { minLength: 1, maxLength: 8 });

  it('answers the same for random catalogues, applicants and options', () => {
    fc.assert(
      fc.property(
        arbitraryCatalogue,
        fc.array(arbitraryApplicant, { minLength: 3, maxLength: 3 }),
        requests,
        (programs, applicants, asked) => {
          const catalogue = compileCatalogue(programs);
          for (const [who, options] of asked) {
            const profile = applicants[who] ?? applicants[0]!;
            expect(rankPrograms(catalogue, profile, options)).toEqual(
              rankStraightforwardly(programs, profile, options),
            );
          }
        },
      ),
      // MATCHER_PROPERTY_RUNS=5000 for a deeper search than the default run affords.
      { numRuns: Number(process.env.MATCHER_PROPERTY_RUNS ?? 300) },
    );
  });
});
