import fc from 'fast-check';
import { arbitraryApplicant, arbitraryCatalogue, arbitraryOptions } from '../testing/arbitrary-catalogue';
import { compileCatalogue } from './compile-catalogue';
import { rankPrograms } from './rank-programs';

/** `sharePrograms` only changes what the catalogue holds (the caller's programs, not slim copies). */
describe('compileCatalogue with sharePrograms', () => {
  it('keeps the given programs as members', () => {
    fc.assert(
      fc.property(arbitraryCatalogue, (programs) => {
        const given = new Set<object>(programs);
        expect(compileCatalogue(programs, { sharePrograms: true }).programs.every((p) => given.has(p))).toBe(
          true,
        );
      }),
      { numRuns: 20 },
    );
  });

  it('answers exactly as with slim copies', () => {
    fc.assert(
      fc.property(arbitraryCatalogue, arbitraryApplicant, arbitraryOptions, (programs, profile, options) => {
        const shared = compileCatalogue(programs, { sharePrograms: true });
        expect(rankPrograms(shared, profile, options)).toEqual(
          rankPrograms(compileCatalogue(programs), profile, options),
        );
      }),
      { numRuns: Number(process.env.MATCHER_PROPERTY_RUNS ?? 200) },
    );
  });
});
