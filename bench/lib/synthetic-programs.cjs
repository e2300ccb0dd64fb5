'use strict';
// Synthetic programs for catalogue sizes beyond the 107 real ones. Each is a clone of a real program picked by
// a seeded PRNG, so categories, levels, statuses, providers and rule terms follow the real catalogue's spread
// and stay valid for the engine and matcher. Every one is marked: id `synthetic-NNNNNN`, name `[SYNTHETIC] ...`,
// source.note. Same seed, same programs.

const LAENDER = [
  'BW',
  'BY',
  'BE',
  'BB',
  'HB',
  'HH',
  'HE',
  'MV',
  'NI',
  'NW',
  'RP',
  'SL',
  'SN',
  'ST',
  'SH',
  'TH',
];

/** mulberry32: small, fast, deterministic; statistical quality is plenty for picking templates. */
function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * @param {object[]} real the real seed (seedPrograms())
 * @param {number} count how many synthetic programs
 * @param {number} seed PRNG seed
 */
function syntheticPrograms(real, count, seed) {
  const random = prng(seed);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const out = new Array(count);
  for (let i = 0; i < count; i++) {
    const t = pick(real);
    const n = String(i + 1).padStart(6, '0');
    // A Land program moves to a random Land so that region filters see all 16 (the real seed has 1-8 each).
    const landOnly = t.eligibleRegions.length === 1 && LAENDER.includes(t.eligibleRegions[0]);
    const regions = landOnly ? [pick(LAENDER)] : [...t.eligibleRegions];
    const factor = 0.5 + random() * 1.5;
    out[i] = {
      ...t,
      id: `synthetic-${n}`,
      tenantId: null,
      name: `[SYNTHETIC] ${t.name} #${n}`,
      shortName: t.shortName ? `SYN ${t.shortName}` : null,
      maxAmount: Math.round(t.maxAmount * factor),
      minAmount: t.minAmount === null ? null : Math.min(t.minAmount, Math.round(t.maxAmount * factor)),
      eligibleRegions: regions,
      terms: {
        ...t.terms,
        eligibility: { ...t.terms.eligibility, regions: landOnly ? regions : t.terms.eligibility.regions },
      },
      source: {
        url: null,
        statusAsOf: null,
        note: `synthetic benchmark program (seed ${seed}, template ${t.id}), not a real program`,
      },
    };
  }
  return out;
}

module.exports = { syntheticPrograms };
