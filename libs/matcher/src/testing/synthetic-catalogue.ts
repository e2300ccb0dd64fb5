import { seedPrograms, type Program } from '@libs/catalogue';
import { FEDERAL_STATE_CODES } from '@libs/shared';

/**
 * `count` programs made from the seed for benchmarks: each copy gets its own id, a varied amount and, for
 * Land programs, another Land, so that the catalogue keeps the seed's mix of instruments and rules.
 * Deterministic (no randomness), so that runs compare.
 */
export function syntheticCatalogue(count: number): Program[] {
  const seed = seedPrograms();
  return Array.from({ length: count }, (_, i) => {
    const base = seed[i % seed.length] as Program;
    const copy = Math.floor(i / seed.length);
    if (copy === 0) return base;
    const land = FEDERAL_STATE_CODES[copy % FEDERAL_STATE_CODES.length] ?? 'BY';
    const national = base.terms.eligibility.regions.includes('bundesweit');
    const regions = national ? base.terms.eligibility.regions : [land];
    return {
      ...base,
      id: `${base.id}-${copy}`,
      name: `${base.name} (${copy})`,
      maxAmount: Math.round(base.maxAmount * (0.5 + ((copy * 37) % 100) / 100)),
      eligibleRegions: national ? base.eligibleRegions : [land],
      terms: { ...base.terms, eligibility: { ...base.terms.eligibility, regions } },
    };
  });
}
