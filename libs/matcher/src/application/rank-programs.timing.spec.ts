import { anApplicant, SIZE_PROFILES } from '@libs/subsidy-engine/testing';
import { syntheticCatalogue } from '../testing';
import { compileCatalogue } from './compile-catalogue';
import { rankPrograms } from './rank-programs';

// Prints latencies; asserts no timing (machines differ). Run with MATCHER_TIMING=1.
const timing = process.env.MATCHER_TIMING ? describe : describe.skip;
const REF = new Date('2026-06-15T10:00:00Z');
const profiles = [
  anApplicant({ ...SIZE_PROFILES.small, federalState: 'SN', companyAgeYears: 2 }),
  anApplicant({ ...SIZE_PROFILES.micro, federalState: 'BE', balanceSheetEur: null }),
  anApplicant({ ...SIZE_PROFILES.medium, federalState: 'BY' }),
  anApplicant({ ...SIZE_PROFILES.large, federalState: 'NW' }),
];

timing('rankPrograms latency', () => {
  it.each([107, 3_200, 100_000])('%i programs', (size) => {
    const started = performance.now();
    const catalogue = compileCatalogue(syntheticCatalogue(size));
    const compileMs = performance.now() - started;
    const runs: number[] = [];
    for (let i = 0; i < 200; i += 1) {
      const t0 = performance.now();
      rankPrograms(catalogue, profiles[i % profiles.length]!, { limit: 10, referenceDate: REF });
      runs.push(performance.now() - t0);
    }
    runs.sort((a, b) => a - b);
    const at = (q: number) => (runs[Math.min(runs.length - 1, Math.floor(q * runs.length))] ?? 0).toFixed(2);
    process.stdout.write(
      `${size} programs: compile ${compileMs.toFixed(0)} ms, match p50 ${at(0.5)} ms, p99 ${at(0.99)} ms\n`,
    );
  });
});
