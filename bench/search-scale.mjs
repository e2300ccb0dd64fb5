// The program search alone, in process (no HTTP, no database; fine beside other work), ADR 0023:
//
//   node --expose-gc bench/search-scale.mjs [sizes=3200,100000] [rounds=30]
//
// Builds the catalogue the HTTP bench uses (107 real programs + seeded clones, lib/synthetic-programs.cjs),
// builds the search index as the app does on the first search of a catalogue version (time and the heap it
// keeps), then runs realistic searches (text with filters, every facet counted, a page of 20 with highlights)
// and prints the CPU time per search, p50 and p99 (process.cpuUsage around each; the first round of each
// query, with its word expansions not yet remembered, is reported apart as "first"). Each round counts the
// deadlines from another day, so no round is answered from the index's memo of recent results; "repeated" is
// the same search again (the memo), as a popular search or a page reload costs.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
require('../scripts/register-ts.cjs');
const { seedPrograms } = require('../libs/catalogue/src');
const { parseRegionScope } = require('../libs/catalogue/src');
const { ProgramSearchIndex } = require('../libs/program-search/src');
const { syntheticPrograms } = require('./lib/synthetic-programs.cjs');

const positional = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const sizes = (positional[0] ?? '3200,100000').split(',').map(Number);
const rounds = Number(positional[1] ?? 30);
const dayOf = (round) => new Date(Date.UTC(2026, 5, 15 + round)).toISOString().slice(0, 10);

/** What people type, with the filters a search page sends along. */
const SEARCHES = [
  { q: 'Digitalisierung Handwerk', filters: { region: parseRegionScope('SN'), openNow: true } },
  { q: 'Gründung Kredit', filters: { category: ['kredit', 'darlehen'], companySize: ['micro'] } },
  { q: 'Foerderung', filters: { status: ['aktiv'] }, sort: 'deadline' },
  { q: 'Energieeffizienz Unternehmen', filters: { amountMin: 10_000, rateMin: 0.2 } },
  { q: 'Innovationsgutschein Bayern', filters: {} },
  { q: 'Digitalisirung', filters: { targetGroup: ['KMU'] } },
  { q: '', filters: { region: parseRegionScope('BY'), closingWithinDays: 365 }, sort: 'amount' },
  { q: 'Forschung Entwicklung KMU', filters: { provider: ['BMBF', 'BMWK', 'EU'], deminimis: false } },
  // As people ask: weak words, a thing for its concept, an old name, a compound the index holds in parts.
  { q: 'Geld für neue Maschinen Bayern', filters: {} },
  { q: 'Zuschuss neue Pumpen und Druckluft im Betrieb', filters: { companySize: ['small'] } },
  { q: 'Gründerstipendium NRW', filters: {} },
  { q: 'Gründungskredit Saarland', filters: { openNow: true } },
];

const byId = (a, b) => Buffer.compare(Buffer.from(a.id), Buffer.from(b.id));
const heapMb = () => {
  globalThis.gc?.();
  return process.memoryUsage().heapUsed / 2 ** 20;
};
const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

const real = seedPrograms();
for (const size of sizes) {
  const programs = [...real, ...syntheticPrograms(real, Math.max(0, size - real.length), 1)].sort(byId);
  const h0 = heapMb();
  const b0 = cpuMs();
  const index = new ProgramSearchIndex(programs);
  const buildMs = cpuMs() - b0;
  const h1 = heapMb();
  const first = [];
  const warm = [];
  const repeated = [];
  let totals = [];
  for (let r = 0; r < rounds; r++) {
    for (const s of SEARCHES) {
      const t0 = cpuMs();
      const request = { q: s.q, filters: s.filters, sort: s.sort ?? 'relevance', limit: 20, today: dayOf(r) };
      const result = index.search(request);
      for (const hit of result.hits) index.highlights(hit.doc, result.matchedStems);
      const ms = cpuMs() - t0;
      (r === 0 ? first : warm).push(ms);
      if (r === 0) totals.push(result.total);
      const t1 = cpuMs();
      const again = index.search(request);
      for (const hit of again.hits) index.highlights(hit.doc, again.matchedStems);
      repeated.push(cpuMs() - t1);
    }
  }
  warm.sort((a, b) => a - b);
  first.sort((a, b) => a - b);
  repeated.sort((a, b) => a - b);
  console.log(
    `${size} programs: index build ${buildMs.toFixed(0)} ms CPU, keeps ${(h1 - h0).toFixed(1)} MB heap; ` +
      `${SEARCHES.length} searches (hits ${totals.join('/')}) x ${rounds - 1} rounds: CPU per search ` +
      `p50 ${quantile(warm, 0.5).toFixed(2)} ms, p99 ${quantile(warm, 0.99).toFixed(2)} ms, max ${warm[warm.length - 1].toFixed(2)} ms; ` +
      `first ${quantile(first, 0.5).toFixed(2)} / max ${first[first.length - 1].toFixed(2)} ms; ` +
      `repeated p50 ${quantile(repeated, 0.5).toFixed(2)}, p99 ${quantile(repeated, 0.99).toFixed(2)} ms`,
  );
}
